/** The attribute the prerender puts on <html> of each page it writes (decision 063). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Marks a prerendered page's full stylesheet, linked for print until the entry turns it on (decision 083). */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';

/** The `<meta>` of a prerendered page that lists the app's start chunks (decision 075, lib/start-in-parts.ts). */
export const APP_START_CHUNKS_META = 'rv-app-start';

/** True when this document's #root already holds the page, rendered at build time, for React to hydrate. */
export function isPrerenderedDocument(doc: Document): boolean {
  return (
    doc.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) && Boolean(doc.getElementById('root')?.firstElementChild)
  );
}

/**
 * True while the build prerenders (no document) and in a tab that opened on a prerendered page. State kept in the
 * browser (session storage) must then be applied after the first render, so that render matches the HTML.
 */
export function startsFromPrerenderedHtml(): boolean {
  return typeof document === 'undefined' || isPrerenderedDocument(document);
}
