// The queries the server fills in when it renders a page for a request (decision 066): the keys the web app files
// those answers under, and how they travel in the page.

/** Who is signed in (`GET /api/me`). */
export const SESSION_QUERY_KEY = ['session'] as const;
/** Everything about the signed-in account sits under this key, so signing out forgets it all at once. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** One of the renter's own reports (`GET /api/reports/{id}`). */
export function reportQueryKey(id: string) {
  return [...ACCOUNT_QUERY_KEY, 'report', id] as const;
}

/** A report seen through its share link (`GET /api/shared-reports/{token}`). */
export function sharedReportQueryKey(token: string) {
  return ['shared-report', token] as const;
}

/** An API answer the server already has, filed under the key the web app would ask for it with. */
export type QuerySeed = { key: readonly unknown[]; data: unknown };

/** The id of the `<script type="application/json">` that carries a server-rendered page's seeds. */
export const QUERY_SEEDS_ELEMENT_ID = 'rv-query-seeds';

/**
 * The seeds as JSON that is safe inside a `<script>` element: `<` is escaped, so no string in a report (an address,
 * a listing's text) can close the element; U+2028/2029 too, for old parsers. The browser reads it back with JSON.parse.
 */
export function querySeedsJson(seeds: readonly QuerySeed[]): string {
  return JSON.stringify(seeds)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The seeds' script element, placed after #root. */
export function querySeedsScript(seeds: readonly QuerySeed[]): string {
  return `<script type="application/json" id="${QUERY_SEEDS_ELEMENT_ID}">${querySeedsJson(seeds)}</script>`;
}
