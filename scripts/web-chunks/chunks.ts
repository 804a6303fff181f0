// What the web app's bundle loads for each game, read off Vite's manifest (examples/web/dist/.vite).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** One game's share of the bundle, in bytes (before compression). */
export interface GameChunks {
  game: string;
  rulesFile: string | null;
  rulesBytes: number;
  boardFile: string | null;
  boardBytes: number;
}

/** The app's first load and each game's chunks; `eager` lists game chunks the first load pulls in (none, split). */
export interface ChunkReport {
  entryBytes: number;
  /** Every file the entry loads before any game is opened. */
  entryFiles: string[];
  games: GameChunks[];
  eager: string[];
}

/** Board chunks are named after the app's board folder, rules chunks after the package (see vite.config.ts). */
const BOARD_FOLDER: Record<string, string> = {
  orlog: 'orlog',
  'wolves-of-odin': 'wolves',
  valheim: 'valheim',
  'orcquest-warpath': 'orcquest',
  'assault-of-the-giants': 'giants',
};

export function chunkReport(distDir: string, gameIds: readonly string[]): ChunkReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const size = (file: string) => statSync(join(distDir, file)).size;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && !k.startsWith('_worker'));
  if (!entryKey) throw new Error('the manifest has no entry');
  // The first load: the entry and everything it imports statically.
  const first = new Set<string>();
  const walk = (key: string) => {
    if (first.has(key)) return;
    first.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entryKey);
  const entryFiles = [...first].map((k) => manifest[k]!.file);
  const mainThread = Object.values(manifest).filter((c) => !c.file.includes('worker'));
  const fileOf = (prefix: string) =>
    mainThread
      .map((c) => c.file)
      .find((f) => f.startsWith(`assets/${prefix}-`) && !isWorkerFile(manifest, f)) ?? null;
  const games = gameIds.map((game) => {
    const rulesFile = fileOf(`rules-${game}`);
    const boardFile = fileOf(`board-${BOARD_FOLDER[game] ?? game}`);
    return {
      game,
      rulesFile,
      rulesBytes: rulesFile ? size(rulesFile) : 0,
      boardFile,
      boardBytes: boardFile ? size(boardFile) : 0,
    };
  });
  const gameFiles = new Set(games.flatMap((g) => [g.rulesFile, g.boardFile]).filter(Boolean));
  return {
    entryBytes: entryFiles.reduce((sum, f) => sum + size(f), 0),
    entryFiles,
    games,
    eager: entryFiles.filter((f) => gameFiles.has(f)),
  };
}

/** Worker chunks are listed under `_worker_assets/` keys. */
function isWorkerFile(manifest: Manifest, file: string): boolean {
  return Object.entries(manifest).some(([k, c]) => c.file === file && k.startsWith('_worker_assets/'));
}
