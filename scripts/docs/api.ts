// The API reference: TypeDoc over every package's entry point (docs/typedoc.json), markdown for VitePress.
// Our own "every export documented" check walks the converted project (TypeDoc's notDocumented validation
// reports nothing once there are several entry points), counting a function as documented when any of its
// signatures is. Any TypeDoc warning (an unresolved {@link}, …) fails the build.
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Exports without TSDoc, as `file: Name.member (Kind)` lines, sorted; throws on any TypeDoc warning. */
export async function apiReference(): Promise<string[]> {
  const { Application, ReflectionKind, LogLevel } = await import('typedoc');
  const app = await Application.bootstrapWithPlugins({ options: join(root, 'docs', 'typedoc.json') });
  const problems: string[] = [];
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= LogLevel.Warn) problems.push(`${LogLevel[level]}: ${message}`);
    log(message, level);
  };
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert the packages:\n${problems.join('\n')}`);
  // Entry points are packages/<name>/src/index.ts: name each module after its package.
  for (const module of project.children ?? []) module.name = module.name.replace(/\/src$/, '');
  app.validate(project);
  await app.generateOutputs(project);
  if (problems.length > 0) throw new Error(`TypeDoc:\n${problems.join('\n')}`);

  const required =
    ReflectionKind.Variable |
    ReflectionKind.Function |
    ReflectionKind.Class |
    ReflectionKind.Interface |
    ReflectionKind.TypeAlias |
    ReflectionKind.Enum |
    ReflectionKind.EnumMember |
    ReflectionKind.Property |
    ReflectionKind.Method |
    ReflectionKind.Accessor;
  const missing = new Set<string>();
  for (const reflection of project.getReflectionsByKind(required)) {
    const r = reflection as typeof reflection & {
      signatures?: { hasComment(): boolean }[];
      getSignature?: { hasComment(): boolean };
      inheritedFrom?: unknown;
    };
    if (r.inheritedFrom) continue;
    // Members of an object type written inline belong to their declaration's comment.
    if (r.parent?.kindOf(ReflectionKind.TypeLiteral)) continue;
    const documented =
      r.hasComment() || r.signatures?.some((s) => s.hasComment()) || r.getSignature?.hasComment() === true;
    if (documented) continue;
    const file = project.getSymbolIdFromReflection(r)?.fileName;
    let module = r.parent;
    while (module && !module.kindOf(ReflectionKind.Module)) module = module.parent;
    const name = module ? r.getFullName().slice(module.getFullName().length + 1) : r.getFullName();
    missing.add(`${file ? relative(root, file) : '?'}: ${name} (${ReflectionKind[r.kind]})`);
  }
  return [...missing].sort();
}
