import { pathWithoutLanguage } from '../i18n/languages';
import { paths } from './routes';

// Return addresses come from query parameters (login's redirect, checkout's fromUrl), so they
// are reduced to a path on our own site: an absolute or protocol-relative URL would let a link
// send a freshly signed-in user to someone else's page.

const BASE = 'http://rentvalue.invalid';

/** A same-site path ("/research?x=1#y") from the value, or the fallback when it is not one. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return fallback;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x1f || code === 0x7f) return fallback;
  }
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const PENDING_ACTIONS = ['run_report'] as const;
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
