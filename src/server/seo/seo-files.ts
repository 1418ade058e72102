import { NOINDEX_PATHS, NOINDEX_PREFIXES, isNoindexPath } from '#core/site/noindex';
import { LANGUAGES, pathInLanguage } from '#core/i18n/languages';
import { paths } from '#core/site/routes';

// What search engines are told: sitemap.xml lists the public pages worth finding, robots.txt keeps crawlers off the
// noindex routes (core/site/noindex.ts) and off pages that only make sense signed in or with a one-time link.

/** Signed-in or one-time-link pages: never in the sitemap, and disallowed for crawlers. */
const PRIVATE_PATHS = [paths.account, paths.updatePassword] as const;
/** Public, but with nothing for a search engine to show (a form that only sends an email). */
const UNLISTED_PATHS = [paths.resetPassword] as const;

/** The page paths of the sitemap, in the order of core/site/routes.ts: static, indexable and public. */
function sitemapPaths(): string[] {
  const skip = new Set<string>([...PRIVATE_PATHS, ...UNLISTED_PATHS]);
  return Object.values(paths).filter((p) => !p.includes(':') && !isNoindexPath(p) && !skip.has(p));
}

/** The path prefixes robots.txt disallows: the noindex routes, private pages and the API. */
function disallowedPaths(): string[] {
  const pages = [...NOINDEX_PREFIXES, ...NOINDEX_PATHS, ...PRIVATE_PATHS];
  return [...pages, ...pages.map((p) => pathInLanguage(p, 'es')), '/api/'];
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** Each page in both languages, each entry naming the page in every language (hreflang alternates, decision 074). */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().flatMap((p) => {
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${origin}${pathInLanguage(p, language)}`)}"/>`,
    ).join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${escapeXml(`${origin}${pathInLanguage(p, language)}`)}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
