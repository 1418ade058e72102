import { pathInLanguage, pathWithoutLanguage, type Language } from '../i18n/languages';
import { paths } from './routes';

// Return addresses come from query parameters (login's redirect, checkout's fromUrl) and links are built from the
// current address (the language switch), so every path we send a browser to passes one rule, last, after any
// language mapping (issue 36): a path on our own site, or the home page. An absolute or protocol-relative URL would
// let a link send a freshly signed-in user to someone else's page.

const BASE = 'http://rentvalue.invalid';
/** Longer than any page of ours with its query; a longer "path" is refused rather than parsed. */
const MAX_PATH_LENGTH = 4096;
/** How many rounds of percent-decoding a path is looked through (`%252F` is `%2F` once decoded, `/` twice). */
const DECODE_ROUNDS = 4;

/** Control characters (browsers drop tabs and newlines: `/\t/host` is `//host`), any whitespace, any backslash. */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
/** An encoded slash or backslash, an empty segment or a dot segment: ways a path turns into `//host` somewhere. */
const UNSAFE_SEGMENTS = /%2f|%5c|\/\/|(^|\/)\.{1,2}(\/|$)/i;

/**
 * The rule for a path a browser is sent to (a redirect, a link built from the current path): it starts with one `/`
 * not followed by `/` or `\`, has no backslash, control character or whitespace anywhere, and its path part, decoded
 * once, twice or more, has no encoded slash or backslash, no empty segment (`//`) and no dot segment. Such a path,
 * resolved against any origin, stays on that origin.
 */
export function isSitePath(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH || !/^\/(?![/\\])/.test(path) || UNSAFE_CHARACTER.test(path)) return false;
  let part = path.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (UNSAFE_SEGMENTS.test(part) || UNSAFE_CHARACTER.test(part)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return false;
    }
    if (decoded === part) return true;
    part = decoded;
  }
  return false;
}

/**
 * A same-site path ("/research?x=1#y") from the value, written as the URL parser writes it ("/a/../b" is "/b"), or
 * null when it is not one by isSitePath's rule, before or after that normalizing.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH) return null;
  // Checked before the trim, which would otherwise take a leading tab or newline away unseen.
  if (/[\p{Cc}\\]/u.test(value)) return null;
  const text = value.trim();
  if (!/^\/(?![/\\])/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) ? path : null;
}

/** A same-site path from the value (sitePath), or the fallback when it is not one. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  return sitePath(value) ?? fallback;
}

/** A language's home page: "/" or "/es/". */
export function languageHome(language: Language): string {
  return pathInLanguage('/', language);
}

/**
 * The page at `path` (a query and hash kept) in `language`, checked by the rule after the language mapping (which
 * turns "/es//host" into "//host"): the language's home page when the result is not a path on this site.
 */
export function sitePathInLanguage(path: string | null | undefined, language: Language): string {
  const mapped = pathInLanguage(sitePath(path) ?? '/', language);
  return sitePath(mapped) ?? languageHome(language);
}

const PENDING_ACTIONS = ['run_report'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

export function isPendingAction(value: unknown): value is PendingAction {
  return typeof value === 'string' && (PENDING_ACTIONS as readonly string[]).includes(value);
}

/**
 * Where checkout returns after payment (docs/product.md#returning-from-checkout): back to the research page, either
 * to resume the report that was waiting or to show the welcome modal.
 */
export function checkoutSuccessPath(pendingAction: PendingAction | null | undefined): string {
  return pendingAction === 'run_report' ? `${paths.research}?action=run_report` : `${paths.research}?payment=success`;
}

/** The pages for signing in and signing up: a signed-in renter has nothing to do there. */
const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set([paths.login, paths.signup]);

function isSignedOutPage(path: string): boolean {
  const pathname = pathWithoutLanguage(new URL(path, BASE).pathname);
  return SIGNED_OUT_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * Where a signed-in renter who opens /login or /signup is sent, rather than being shown the forms again
 * (docs/product.md#routes): to the page's `redirect` when it is a safe path and not one of those pages, otherwise to
 * the signed-in home, which shows the plan status and the offer card (or, with a pass, the dashboard).
 */
export function signedInDestination(redirect: string | null | undefined): string {
  const target = safeRedirectPath(redirect, paths.home);
  return isSignedOutPage(target) ? paths.home : target;
}

/**
 * Where a cancelled checkout returns: the page it started from, as the now signed-in buyer sees it. A checkout that
 * sign-up or login started (a purchase intent) returns where those pages send a signed-in renter, not to their form.
 */
export function checkoutCancelPath(fromUrl: string | null | undefined): string {
  const from = safeRedirectPath(fromUrl, paths.home);
  if (!isSignedOutPage(from)) return from;
  return signedInDestination(new URL(from, BASE).searchParams.get('redirect'));
}
