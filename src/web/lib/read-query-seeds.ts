import { QUERY_SEEDS_ELEMENT_ID, type QuerySeed } from '#core/site/query-seeds';

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
