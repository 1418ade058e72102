import { LANGUAGES, languageOfPath } from '#core/i18n/languages';
import { languageHome, sitePath, sitePathInLanguage } from '#core/site/redirect-path';
import { escapeHtml } from '#core/primitives/escape-html';
import { shellInLanguage } from '#core/i18n/shell-language';
import { ORIGIN_PLACEHOLDER } from '#core/site/prerender';
import { querySeedsScript, type QuerySeed } from '#core/site/query-seeds';
import { APP_START_CHUNKS_META, PRERENDERED_ATTRIBUTE } from '../lib/prerendered';

export type RenderedPage = {
  html: string;
  head: { title: string; description?: string | undefined; noindex: boolean };
};

/**
 * One prerendered page's document: the built index.html (its script and stylesheet tags as Vite wrote them) with
 * the page's markup in #root and its own title, description, canonical link, Open Graph tags and robots rule in the
 * <head>. Absolute URLs start with ORIGIN_PLACEHOLDER, which the server replaces with the site's origin. A page the
 * server renders for one request carries the API answers it was rendered from (seeds), for the browser to start from.
 */
export function pageDocument(
  englishTemplate: string,
  pathname: string,
  page: RenderedPage,
  seeds?: readonly QuerySeed[],
): string {
  const language = languageOfPath(pathname);
  const template = shellInLanguage(englishTemplate, language);
  const { title, description, noindex } = page.head;
  const descriptionMatch = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/.exec(template);
  if (!descriptionMatch) throw new Error('index.html must carry the site-wide <meta name="description">');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html must contain an empty <div id="root"></div>');
  const pageDescription = description ? escapeHtml(description) : (descriptionMatch[1] ?? '');
  // Links built from the page's path pass the redirect rule: a path that is not one of ours names the home page.
  const url = `${ORIGIN_PLACEHOLDER}${sitePath(pathname) ?? languageHome(language)}`;
  const head = [
    `<link rel="canonical" href="${url}" />`,
    // The page in each language, both ways, and the English one for everyone else (decision 074).
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${ORIGIN_PLACEHOLDER}${sitePathInLanguage(pathname, other)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN_PLACEHOLDER}${sitePathInLanguage(pathname, 'en')}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="RentValue" />',
    `<meta property="og:locale" content="${language === 'es' ? 'es_US' : 'en_US'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${pageDescription}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta name="twitter:card" content="summary" />',
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
  return template
    .replace(/<html lang="(\w+)">/, `<html lang="$1" ${PRERENDERED_ATTRIBUTE}="">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(descriptionMatch[0], `<meta name="description" content="${pageDescription}" />`)
    .replace(/\n\s*<\/head>/, `\n${head}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${seeds ? querySeedsScript(seeds) : ''}`);
}

/**
 * The document with the app's start chunks listed in `<meta name="rv-app-start">`, which runs nothing: once the page
 * has painted, the entry fetches them all at once and evaluates the heaviest in parts (lib/start-in-parts.ts,
 * decision 075). The build writes it in the prerendered pages' template, the server in a report page's.
 */
export function withAppStartChunks(html: string, chunks: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `<meta name="${APP_START_CHUNKS_META}" content="${chunks.join(' ')}">\n  </head>`);
}
