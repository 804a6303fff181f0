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

/**
 * Why a string rule can never match a browser's `Origin` header (which is exactly `scheme://host[:port]`,
 * no path, no trailing slash), or undefined when it is a valid origin. A typo here would otherwise lock
 * the web app out silently.
 */
export function originProblem(rule: string): string | undefined {
  let url: URL;
  try {
    url = new URL(rule);
  } catch {
    return `"${rule}" is not a URL (expected an origin such as https://play.example.com)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${rule}" is not an http(s) origin`;
  if (url.origin !== rule)
    return `"${rule}" is not an origin: write exactly ${url.origin} (scheme, host and port only)`;
  return undefined;
}

/**
 * Parse `ORIGINS` (comma-separated; entries wrapped in slashes are regular expressions). Throws on an entry
 * that is neither an http(s) origin nor a valid regular expression.
 */
export function parseOrigins(value: string): OriginRule[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (s.length > 2 && s.startsWith('/') && s.endsWith('/')) {
        try {
          return new RegExp(s.slice(1, -1));
        } catch (error) {
          throw new Error(`ORIGINS: ${s} is not a valid regular expression (${(error as Error).message})`);
        }
      }
      const problem = originProblem(s);
      if (problem) throw new Error(`ORIGINS: ${problem}`);
      return s;
    });
}
