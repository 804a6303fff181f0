/**
 * boardgame.io reports every rejected action with `console.error('ERROR:', message)` (its logger in
 * `src/core/logger.ts`, unconditionally). A test that provokes a rejection on purpose should assert it,
 * not print it: `withBgioErrors` runs `fn`, keeps those messages from the console and returns them.
 * Any other console output passes through.
 */
export function withBgioErrors<T>(fn: () => T): { result: T; errors: string[] } {
  const { error } = console;
  const errors: string[] = [];
  console.error = (...msg: unknown[]) => {
    if (msg[0] === 'ERROR:') errors.push(msg.slice(1).map(String).join(' '));
    else error(...msg);
  };
  try {
    return { result: fn(), errors };
  } finally {
    console.error = error;
  }
}
