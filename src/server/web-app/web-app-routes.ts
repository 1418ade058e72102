import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ANALYTICS_META, type AnalyticsSettings } from '#core/analytics-settings';
import { isNoindexPath } from '#core/noindex';
import { isKnownPagePath } from '#core/routes';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything else is revalidated,
 * and any other page path answers index.html so the browser router can take it (SPA fallback). `mapTileUrl` reaches the report map as `<meta name="rv-map-tiles">` in index.html (the
 * app has no inline script, so settings travel in markup).
 */
/** The policy pages that may show an outside document instead of our own text; the web app reads `rv-policy-{name}`. */
export type PolicyEmbedUrls = Partial<Record<'terms' | 'disclaimer' | 'privacy' | 'cookies', string>>;

export function webAppRoutes(
  distDir: string,
  settings: { mapTileUrl?: string; analytics?: AnalyticsSettings; policyEmbeds?: PolicyEmbedUrls; testCheckout?: boolean } = {},
) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start builds it for you).', 503),
    );
    return app;
  }
  const builtHtml = readFileSync(indexFile, 'utf8');
  // Optional analytics ids travel the same way; the web app loads a script only after the visitor consents.
  const metas: [string, string | null | undefined][] = [
    ['rv-map-tiles', settings.mapTileUrl],
    [ANALYTICS_META.gaMeasurementId, settings.analytics?.gaMeasurementId],
    [ANALYTICS_META.plausibleDomain, settings.analytics?.plausibleDomain],
    [ANALYTICS_META.plausibleScriptUrl, settings.analytics?.plausibleScriptUrl],
    ...Object.entries(settings.policyEmbeds ?? {}).map(([name, url]): [string, string | undefined] => [`rv-policy-${name}`, url]),
  ];
  const metaHtml = metas
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">\n`)
    .join('');
  const indexHtml = metaHtml ? builtHtml.replace('</head>', `${metaHtml}</head>`) : builtHtml;

  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), root) || '.',
      // index.html is answered below, with its own cache rule.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
      onFound: (filePath, c) => {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        c.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    }),
  );

  app.get('*', (c) => {
    const pathname = c.req.path;
    // A missing hashed asset or any other file is a real 404, not the app shell.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    // The TEST MODE checkout page exists only while that checkout takes the payments (decision 050).
    const known = isKnownPagePath(pathname) && !(settings.testCheckout === false && pathname.startsWith('/checkout/test/'));
    if (!known || isNoindexPath(pathname)) c.header('X-Robots-Tag', 'noindex');
    // An unknown page still gets the app shell (it renders the not-found page) but with a real 404 status.
    return c.html(indexHtml, known ? 200 : 404);
  });
  return app;
}
