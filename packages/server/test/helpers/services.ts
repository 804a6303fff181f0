import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Services {
  databaseUrl: string;
  redisUrl: string;
}

const SCRIPT = fileURLToPath(new URL('../../../../scripts/services.sh', import.meta.url));
let cached: Services | null | undefined;

/**
 * PostgreSQL and Redis for the tests that need them. CI exports TEST_DATABASE_URL / TEST_REDIS_URL after
 * running scripts/services.sh; elsewhere we run the same script (idempotent: installs Debian's packages if
 * missing, starts the servers, creates the database). If that is impossible (no root, no apt), the caller
 * skips with `reason`.
 */
export function ensureServices(): { services: Services } | { reason: string } {
  if (cached === undefined) cached = resolve();
  return cached ? { services: cached } : { reason: lastError };
}

let lastError = '';

function resolve(): Services | null {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (TEST_DATABASE_URL && TEST_REDIS_URL)
    return { databaseUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL };
  try {
    const out = execFileSync('bash', [SCRIPT], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    const vars = Object.fromEntries(
      out
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    if (!vars.TEST_DATABASE_URL || !vars.TEST_REDIS_URL) throw new Error(`unexpected output: ${out}`);
    return { databaseUrl: vars.TEST_DATABASE_URL, redisUrl: vars.TEST_REDIS_URL };
  } catch (error) {
    lastError = `scripts/services.sh could not provide PostgreSQL/Redis (${(error as Error).message.split('\n')[0]}); set TEST_DATABASE_URL and TEST_REDIS_URL or run it as root`;
    return null;
  }
}
