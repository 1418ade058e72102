// Every route of the web app, in one place. Screens link with these, never with string literals.

export { paths, reportPath, sharedReportPath } from '#core/site/routes';
import { compareHref, parseCompareIdsParam } from '#core/compare/compare-selection';

/** /compare?ids=a,b,c (commas kept readable; each id is encoded on its own). With no ids, /compare. */
export const comparePath = compareHref;

/** The ids of a /compare URL, in order, without blanks or repeats. */
export function parseCompareIds(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parseCompareIdsParam(params.get('ids'));
}
