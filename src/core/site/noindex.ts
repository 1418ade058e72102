/**
 * Pages that search engines must not index (docs/product.md#search-engines). Used by the web app's <meta robots> and
 * the server's X-Robots-Tag.
 */
export const NOINDEX_PATHS = ['/login', '/terms', '/disclaimer', '/privacy', '/cookies'] as const;
export const NOINDEX_PREFIXES = ['/report/', '/checkout/'] as const;

export function isNoindexPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (NOINDEX_PATHS as readonly string[]).includes(path) || NOINDEX_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
