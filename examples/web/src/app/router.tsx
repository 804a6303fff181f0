import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useState } from 'react';

/**
 * A tiny history-API router: the app has four kinds of page, so a dependency is not worth it.
 * The server answers every unknown HTML request with index.html, so deep links and reloads work.
 */

const listeners = new Set<() => void>();

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  for (const fn of listeners) fn();
}

function readLocation(): { path: string; search: URLSearchParams } {
  return { path: window.location.pathname, search: new URLSearchParams(window.location.search) };
}

export function useLocation(): { path: string; search: URLSearchParams } {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => setLocation(readLocation());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

export function Link({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={onClick} {...rest} />;
}

/** The `:name` parameters of a route pattern, as a union of their names. */
type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Match `/a/:x/b/:y` against a path; the params or null. */
export function matchRoute<P extends string>(
  pattern: P,
  path: string,
): Record<RouteParams<P>, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params as Record<RouteParams<P>, string>;
}
