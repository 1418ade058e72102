// Every route of the web app, in one place. Screens link with these, never with string literals.

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  research: '/research',
  report: '/report/:id',
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

export type PathName = keyof typeof paths;
export type RoutePath = (typeof paths)[PathName];

/** The URL of one saved Rental Value Report. */
export function reportPath(id: string): string {
  return `/report/${encodeURIComponent(id)}`;
}

/** /compare?ids=a,b,c (commas kept readable; each id is encoded on its own). With no ids, /compare. */
export function comparePath(ids: readonly string[] = []): string {
  const list = ids.map((id) => id.trim()).filter((id) => id !== '');
  if (list.length === 0) return paths.compare;
  return `${paths.compare}?ids=${list.map(encodeURIComponent).join(',')}`;
}

/** The ids of a /compare URL, in order, without blanks or repeats. */
export function parseCompareIds(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}
