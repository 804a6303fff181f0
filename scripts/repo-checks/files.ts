import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The `.ts`/`.tsx` files under `dir`, declaration files aside. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}
