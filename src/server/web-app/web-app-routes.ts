import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '#core/i18n/languages';
import { shellInLanguage } from '#core/i18n/shell-language';
import { ANALYTICS_META, type AnalyticsSettings } from '#core/site/analytics-settings';
import { escapeHtml } from '#core/primitives/escape-html';
import { isNoindexPath } from '#core/site/noindex';
import {
  ORIGIN_PLACEHOLDER,
  PRERENDERED_DIR,
  PRERENDERED_PATHS,
  appFrameFileName,
  prerenderedFileName,
} from '#core/site/prerender';
import { SERVER_RENDER_DIR } from '#core/site/server-render';
import { isKnownPagePath } from '#core/site/routes';
import { hasSessionCookie } from '../auth/session-cookies';
import type { AppEnv } from '../http/app-env';
import { siteOrigin } from '../http/site-origin';
import { etagMatches, htmlVariant, preferredEncoding, type HtmlVariant } from './html-variants';
import { reportPageSeeds, serverRenderedPage } from './page-seeds';
import { readStartChunks, serverRenderer, withModulePreloads, type RenderPage } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Finished prerendered pages kept per origin; one origin in production (PUBLIC_URL), a few in development. */
const MAX_CACHED_PAGES = 64;

/** The policy pages that may show an outside document instead of our own text; the web app reads `rv-policy-{name}`. */
export type PolicyEmbedUrls = Partial<Record<'terms' | 'disclaimer' | 'privacy' | 'cookies', string>>;

/**
 * Serves the built web app (decision 063). Hashed files under /assets/ are cached for a year and sent precompressed
 * (the build writes .br and .gz copies); everything else is revalidated. A public page asked for without a session
 * cookie gets its prerendered HTML (the visitor's view, painted before any script runs); any other page path, and
 * any page for someone holding a session, gets index.html with the app's frame painted in it (decision 075), which the
 * browser router then renders (SPA fallback). A report
 * page its reader may see is rendered here for the request, from the report (decision 066). HTML is
 * `no-cache` with an ETag (304 when unchanged) and Brotli or gzip made once per document. `mapTileUrl` and the other
 * settings reach the web app as `<meta>` tags (the app has no inline script, so settings travel in markup).
 */
export function webAppRoutes(
  distDir: string,
  settings: {
    mapTileUrl?: string;
    analytics?: AnalyticsSettings;
    policyEmbeds?: PolicyEmbedUrls;
    testCheckout?: boolean;
  } = {},
) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start builds it for you).', 503));
    return app;
  }
  // Optional analytics ids travel the same way; the web app loads a script only after the visitor consents.
  const metas: [string, string | null | undefined][] = [
    ['rv-map-tiles', settings.mapTileUrl],
    [ANALYTICS_META.gaMeasurementId, settings.analytics?.gaMeasurementId],
    [ANALYTICS_META.plausibleDomain, settings.analytics?.plausibleDomain],
    [ANALYTICS_META.plausibleScriptUrl, settings.analytics?.plausibleScriptUrl],
    ...Object.entries(settings.policyEmbeds ?? {}).map(([name, url]): [string, string | undefined] => [
      `rv-policy-${name}`,
      url,
    ]),
  ];
  const metaHtml = metas
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">\n`)
    .join('');
  const withSettings = (html: string) => (metaHtml ? html.replace('</head>', `${metaHtml}</head>`) : html);
  const shellHtml = withSettings(readFileSync(indexFile, 'utf8'));
  // The shell of a page rendered in the browser paints the app's frame before any script runs (decision 075), and a
  // Spanish page's says its language.
  // It asks for the app's start at once too (decision 087).
  const startChunks = readStartChunks(root);
  const shellWithPreloads = withModulePreloads(shellHtml, startChunks?.shell ?? []);
  const shells = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      htmlVariant(framedShell(shellInLanguage(shellWithPreloads, language), language)),
    ]),
  ) as Record<Language, HtmlVariant>;
  function framedShell(html: string, language: Language): string {
    const file = path.join(root, PRERENDERED_DIR, appFrameFileName(language));
    if (!existsSync(file)) return html;
    const frame = readFileSync(file, 'utf8');
    return html.replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
  }
  const renderPage = serverRenderer(root, shellHtml);

  // A policy page showing an outside document is rendered in the browser: its prerendered HTML has our own text.
  const embedded = new Set(
    Object.entries(settings.policyEmbeds ?? {})
      .filter(([, url]) => url)
      .flatMap(([name]) => [`/${name}`, pathInLanguage(`/${name}`, 'es')]),
  );
  const prerendered = new Map<string, string>();
  for (const pathname of PRERENDERED_PATHS) {
    const file = path.join(root, PRERENDERED_DIR, prerenderedFileName(pathname));
    if (existsSync(file) && !embedded.has(pathname))
      prerendered.set(withoutTrailingSlash(pathname), withSettings(readFileSync(file, 'utf8')));
  }
  const finished = new Map<string, HtmlVariant>();
  const prerenderedPage = (pathname: string, origin: string): HtmlVariant | undefined => {
    const template = prerendered.get(pathname);
    if (template === undefined) return undefined;
    const key = `${origin} ${pathname}`;
    let variant = finished.get(key);
    if (!variant) {
      if (finished.size >= MAX_CACHED_PAGES) finished.clear();
      variant = htmlVariant(template.replaceAll(ORIGIN_PLACEHOLDER, escapeHtml(origin)));
      finished.set(key, variant);
    }
    return variant;
  };

  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), root) || '.',
      precompressed: true,
      // index.html and the prerendered pages are answered below, with their own cache rule.
      rewriteRequestPath: (p) =>
        p === '/' ||
        p === '/index.html' ||
        p.startsWith(`/${PRERENDERED_DIR}/`) ||
        p.startsWith(`/${SERVER_RENDER_DIR}/`)
          ? '/__no_such_file__'
          : p,
      onFound: (filePath, c) => {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        c.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    }),
  );

  app.get('*', async (c) => {
    const pathname = c.req.path;
    // A missing hashed asset or any other file is a real 404, not the app shell.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return c.text('Not found', 404);
    // The front door follows a chosen Spanish (the language switch's cookie, decision 074); nothing else is redirected.
    if (pathname === '/' && getCookie(c, LANGUAGE_COOKIE) === 'es') {
      c.header('Vary', 'Cookie');
      c.header('Cache-Control', 'no-cache');
      return c.redirect(pathInLanguage('/', 'es'), 302);
    }
    // A Spanish page is the English page's route under /es/.
    const plain = pathWithoutLanguage(pathname);
    // The TEST MODE checkout page exists only while that checkout takes the payments (decision 050).
    const known = isKnownPagePath(plain) && !(settings.testCheckout === false && plain.startsWith('/checkout/test/'));
    if (!known || isNoindexPath(plain)) c.header('X-Robots-Tag', 'noindex');
    if (known && renderPage && serverRenderedPage(plain)) {
      const html = await renderedForRequest(c, pathname, renderPage);
      if (html !== null) return sendRenderedHtml(c, html, pathname);
    }
    const page =
      known && !hasSessionCookie(c) ? prerenderedPage(withoutTrailingSlash(pathname), siteOrigin(c)) : undefined;
    // An unknown page still gets the app shell (it renders the not-found page) but with a real 404 status.
    return sendHtml(c, page ?? shells[languageOfPath(pathname)], known ? 200 : 404);
  });
  return app;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/**
 * A report page rendered for this request, or null when there is nothing to show it with (the browser then renders the
 * page, which says why) or reading the report or rendering it failed (logged; the browser then renders the page and
 * says what the API says, a database that is restarting included).
 */
async function renderedForRequest(
  c: Context<AppEnv>,
  pathname: string,
  renderPage: RenderPage,
): Promise<string | null> {
  try {
    const seeds = await reportPageSeeds(c, pathname);
    return seeds ? await renderPage(pathname, seeds, siteOrigin(c)) : null;
  } catch (error) {
    c.get('deps').logger.error({ err: error, path: pathname }, 'server render failed; sending the app shell');
    return null;
  }
}

/** One reader's page: never stored by a cache; compressed on the way out like any other answer. */
function sendRenderedHtml(c: Context<AppEnv>, html: string, pathname: string) {
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Cookie');
  // A share link's token is in the address: no page it links to learns it (as the shared-report API answer says).
  if (pathWithoutLanguage(pathname).startsWith('/report/shared/')) c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, 200);
}

function sendHtml(c: Context<AppEnv>, variant: HtmlVariant, status: 200 | 404) {
  c.header('Cache-Control', 'no-cache');
  // The answer depends on the session cookie (prerendered page or shell) and on the encodings the client takes.
  c.header('Vary', 'Accept-Encoding, Cookie');
  if (status === 200) {
    c.header('ETag', variant.etag);
    if (etagMatches(c.req.header('If-None-Match'), variant.etag)) return c.body(null, 304);
  }
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  if (encoding === 'identity') return c.html(variant.body, status);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(encoding === 'br' ? variant.br : variant.gzip), status);
}
