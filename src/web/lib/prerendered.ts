import { QUERY_SEEDS_ELEMENT_ID, type QuerySeed } from '#core/query-seeds';

/** The attribute the prerender puts on <html> of each page it writes (decision 063). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** True when this document's #root already holds the page, rendered at build time, for React to hydrate. */
export function isPrerenderedDocument(doc: Document): boolean {
  return doc.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) && Boolean(doc.getElementById('root')?.firstElementChild);
}

/**
 * True while the build prerenders (no document) and in a tab that opened on a prerendered page. State kept in the
 * browser (session storage) must then be applied after the first render, so that render matches the HTML.
 */
export function startsFromPrerenderedHtml(): boolean {
  return typeof document === 'undefined' || isPrerenderedDocument(document);
}

/**
 * The API answers a page rendered by the server for this request was made from (decision 066), or null for a page
 * prerendered at build time and for the plain shell. Unreadable seeds count as none: the page then asks the API.
 */
export function readQuerySeeds(doc: Document): QuerySeed[] | null {
  const text = doc.getElementById(QUERY_SEEDS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const seeds: unknown = JSON.parse(text);
    return Array.isArray(seeds) ? (seeds as QuerySeed[]) : null;
  } catch {
    return null;
  }
}
