/** Allowed origins: exact strings (`https://play.example.com`) or regular expressions. */
export type OriginRule = string | RegExp;

/** Origins allowed in development: any port on localhost or 127.0.0.1 (e.g. the Vite dev server). */
export const LOCALHOST_ORIGINS: OriginRule[] = [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/];

/**
 * Whether a request with this `Origin` header may use the sockets or the Lobby API.
 * - No `Origin` header: not a browser page acting cross-site (curl, Node clients, same-origin GETs), so
 *   allowed; the Origin check exists to stop other web pages from driving a visitor's browser.
 * - Same origin as the `Host` header (the web app served by this server): allowed.
 * - Otherwise only the configured rules.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  rules: OriginRule[],
): boolean {
  if (origin === undefined || origin === '') return true;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return rules.some((rule) => (typeof rule === 'string' ? rule === origin : rule.test(origin)));
}

/** Parse `ORIGINS` (comma-separated; entries wrapped in slashes are regular expressions). */
export function parseOrigins(value: string): OriginRule[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.length > 2 && s.startsWith('/') && s.endsWith('/') ? new RegExp(s.slice(1, -1)) : s));
}
