import { FULL_STYLESHEET_ATTRIBUTE } from './prerendered';

/**
 * A prerendered page carries only the CSS its own HTML uses; the full stylesheet is linked for print only, so it is
 * fetched without holding up the first paint (tools/build/critical-stylesheet.ts, decision 083). Once the page has
 * painted the entry turns it on for the screen and waits until it has arrived, before the app starts: whatever the
 * app then shows beyond this HTML (an open menu, another page) has its styles. Resolves at once on a page without it.
 */
export function turnOnFullStylesheet(doc: Document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  if (!link) return Promise.resolve();
  const arrived = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        // A stylesheet that fails to load leaves the page with its own CSS: the app starts all the same.
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  link.media = 'all';
  link.removeAttribute(FULL_STYLESHEET_ATTRIBUTE);
  return arrived;
}
