// biome-ignore-all lint/suspicious/noExplicitAny: bgio-postgres and boardgame.io's StorageAPI are untyped at this boundary
import { createRequire } from 'node:module';
import type { StorageAPI } from 'boardgame.io';

const require = createRequire(import.meta.url);

export type ClosableStore = StorageAPI.Async & { close(): Promise<void> };

/**
 * PostgreSQL through bgio-postgres (Sequelize): one `Games` row per match, created by `connect()` if
 * missing. Its `setState` locks the row and never writes an older `_stateID` over a newer one, which is
 * what several server processes sharing the database need. SQL statements are not logged.
 */
export function createPostgresStore(url: string): ClosableStore {
  const { PostgresStore } = require('bgio-postgres') as typeof import('bgio-postgres');
  const store = new PostgresStore(url, { logging: false, pool: { max: 10 } }) as any;
  store.close = () => store.sequelize.close();
  return store as ClosableStore;
}
