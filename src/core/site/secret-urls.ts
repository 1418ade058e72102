// Addresses that carry a secret: whoever holds one can read a shared report, set a password, or look at (and, on the
// built-in test checkout, pay) a checkout. Such addresses never go to a log or an analytics service as they are:
// request logs write the route pattern and analytics get a cleaned address (docs/decisions/055-secrets-out-of-logs-and-analytics.md).

/** Paths whose next segment is a secret, and the placeholder that replaces it (the route's own parameter name). */
const SECRET_PATH_PREFIXES: readonly (readonly [prefix: readonly string[], placeholder: string])[] = [
  [['report', 'shared'], ':token'],
  [['api', 'shared-reports'], ':token'],
  [['checkout', 'test'], ':sessionId'],
  [['api', 'checkout', 'test'], ':sessionId'],
  [['api', 'purchases', 'by-session'], ':sessionId'],
];

/** Query parameters that carry a secret: the password reset token, the checkout session id on the way back. */
const SECRET_QUERY_PARAMS: readonly string[] = ['token', 'session_id'];

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path with its secret segment replaced by the route's parameter name: `/report/shared/abc` →
 * `/report/shared/:token`, `/api/checkout/test/cs_1/pay` → `/api/checkout/test/:sessionId/pay`. Other paths come
 * back unchanged. Segments are compared decoded and case-insensitively, so `/Report/%73hared/abc` is caught too.
 */
export function redactSecretPath(pathname: string): string {
  // '/report/shared/abc' → ['', 'report', 'shared', 'abc']
  const segments = pathname.split('/');
  for (const [prefix, placeholder] of SECRET_PATH_PREFIXES) {
    const secretAt = prefix.length + 1;
    if (segments.length <= secretAt || segments[0] !== '' || segments[secretAt] === '') continue;
    if (!prefix.every((name, i) => decoded(segments[i + 1]!) === name)) continue;
    return [...segments.slice(0, secretAt), placeholder, ...segments.slice(secretAt + 1)].join('/');
  }
  return pathname;
}

function isSecretParam(name: string): boolean {
  return SECRET_QUERY_PARAMS.includes(name.toLowerCase());
}

/** The query string without the secret parameters ('' when nothing is left); the others kept as they were written. */
function cleanSearch(search: string): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !isSecretParam(decoded(part.split('=')[0]!.replace(/\+/g, ' '))));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** True when the address (absolute, or a path with its query) holds a secret that cleanSecretUrl would take out. */
export function hasSecret(address: string): boolean {
  return cleanSecretUrl(address) !== address;
}

function cleanAddress(address: string, options: { path: boolean }): string {
  if (address === '') return '';
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(address);
  let url: URL;
  try {
    url = new URL(address, 'http://relative.invalid');
  } catch {
    return '';
  }
  const path = options.path ? redactSecretPath(url.pathname) : url.pathname;
  const search = cleanSearch(url.search);
  // Unchanged addresses keep their exact spelling (no re-encoding by URL).
  if (path === url.pathname && search === (url.search === '?' ? '' : url.search)) return address;
  const local = `${path}${search}${url.hash}`;
  if (!absolute) return local;
  // Only web addresses have an origin to keep; anything else is dropped rather than passed on half-cleaned.
  return url.origin === 'null' ? '' : `${url.origin}${local}`;
}

/**
 * The address as it may be shown to an analytics service or written down: the secret path segment replaced by its
 * route parameter, the secret query parameters removed, everything else kept (origin, other parameters such as
 * `payment=success` or `utm_*`, the fragment). Takes an absolute URL (`location.href`, `document.referrer`) or a
 * site path with its query; answers in the same form. An address it cannot read comes back as '' rather than as it was.
 */
export function cleanSecretUrl(address: string): string {
  return cleanAddress(address, { path: true });
}

/**
 * The address without its secret query parameters, the path kept as it is: what the address bar may keep once the
 * page has read them (a shared report's token is the page's own address, so it stays there for reloads and copies).
 */
export function stripSecretParams(address: string): string {
  return cleanAddress(address, { path: false });
}
