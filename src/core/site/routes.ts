// Every page path (docs/product.md#routes), in one place: the web app routes and links with these, and the server
// answers 404 for any other page path (still with the app shell, which renders the not-found page).

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  research: '/research',
  report: '/report/:id',
  /** ours: a report through its owner's share link, read-only */
  sharedReport: '/report/shared/:token',
  /** ours: the built-in test checkout's hosted page (payments default) */
  testCheckout: '/checkout/test/:sessionId',
  compare: '/compare',
  apply: '/apply',
  learnMore: '/learn-more',
  account: '/account',
  contact: '/contact',
  about: '/about',
  terms: '/terms',
  disclaimer: '/disclaimer',
  privacy: '/privacy',
  cookies: '/cookies',
  faqs: '/faqs',
  tenantRights: '/tenant-rights',
  affordabilityCalculator: '/affordability-calculator',
  howTo: '/how-to',
  rentersChecklist: '/renters-checklist',
} as const;

const STATIC_PATHS = new Set<string>(Object.values(paths).filter((p) => !p.includes(':')));

/** The path of one saved Rental Value Report: links in the app, in emails and in letters are built with this. */
export function reportPath(id: string): string {
  return `/report/${encodeURIComponent(id)}`;
}

/** The read-only path of a shared report. */
export function sharedReportPath(token: string): string {
  return `/report/shared/${encodeURIComponent(token)}`;
}

/** A report's page, its id captured (`paths.report`). */
export const REPORT_PAGE_PATTERN = /^\/report\/([^/]+)$/;
/** A shared report's page, its token captured (`paths.sharedReport`). */
export const SHARED_REPORT_PAGE_PATTERN = /^\/report\/shared\/([^/]+)$/;

/** True when a page of the app lives at this pathname (trailing slash tolerated). */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PATHS.has(path)) return true;
  return (
    REPORT_PAGE_PATTERN.test(path) || SHARED_REPORT_PAGE_PATTERN.test(path) || /^\/checkout\/test\/[^/]+$/.test(path)
  );
}
