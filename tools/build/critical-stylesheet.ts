import Beasties from 'beasties';
import { FULL_STYLESHEET_ATTRIBUTE } from '#web/lib/prerendered';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A prerendered page's document with only the CSS its own HTML uses inlined in a <style> element (issue 34, decision
 * 083; before, the whole stylesheet was inlined, decision 063), so it paints once its HTML has arrived and the
 * browser parses and matches a fraction of the rules first. Beasties keeps every rule whose selector matches an
 * element of the page (with its media queries, states and the custom properties it uses).
 *
 * The full stylesheet stays linked with `media="print"`, which the browser fetches without blocking the paint and
 * without applying it; the entry turns it on once the page has painted and waits for it before the app starts, so
 * whatever the app shows beyond this HTML (a menu opened, another page) has its styles. The CSP allows inline styles
 * (never inline scripts, hence no `onload` attribute).
 */
export async function inlineCriticalStylesheet(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // The link is left as it is (beasties takes false at run time, though its type omits it); it is turned into
    // the non-blocking form below.
    // @ts-expect-error -- see above
    preload: false,
    pruneSource: false,
    inlineFonts: false,
    compress: false,
    logLevel: 'warn',
    // Beasties matches a selector against the page by its plain part; Tailwind's relational utilities (space-y-*,
    // divide-*, group-open:*, has-[…]:*) are written as :where()/:is()/:has() selectors it cannot match, and were
    // dropped (the gaps between a form's fields, measured by comparing screenshots). They are few: always kept.
    allowRules: [/:(where|is|has)\(/],
  });
  const inlined = await beasties.process(html);
  // Beasties drops a declaration that would close its <style> early; checked here all the same.
  const count = (pattern: RegExp) => inlined.match(pattern)?.length ?? 0;
  if (count(/<\/style/gi) !== count(/<style[\s>]/gi)) {
    throw new Error('the critical stylesheet contains "</style" and cannot be inlined');
  }
  return inlined
    .replace(' data-beasties-container', '')
    .replace(
      STYLESHEET_LINK,
      (_link, href: string) => `<link rel="stylesheet" href="${href}" media="print" ${FULL_STYLESHEET_ATTRIBUTE}>`,
    );
}
