import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

// GET /api/docs: the API reference, Swagger UI drawn from GET /api/openapi.json (decision 061). Its files come from
// the swagger-ui-dist package, served here from node_modules: no CDN, so the page works with no network. Only this
// page loads them (they are not part of the web app's bundle). No inline script: the page starts Swagger UI from
// /api/docs/init.js, so the site's Content-Security-Policy (script-src 'self') holds here too.

const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

const requireHere = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(requireHere.resolve('swagger-ui-dist/package.json'));
const SWAGGER_VERSION = (requireHere('swagger-ui-dist/package.json') as { version: string }).version;

/** Versioned, so the files can be cached for good: a new swagger-ui-dist is a new path. */
const API_DOCS_ASSETS = `${API_DOCS_PATH}/assets/${SWAGGER_VERSION}`;
const INIT_PATH = `${API_DOCS_PATH}/init.js`;

/** The only files served from the package. */
const ASSET_TYPES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const INIT_SCRIPT = `/* Starts Swagger UI on the RentValue API reference page (src/server/api-docs/api-docs-routes.ts). */
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_DOCUMENT_PATH)},
  dom_id: '#api-reference',
  deepLinking: true,
  // The public validator badge would call swagger.io: the page stays on this origin.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>RentValue API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_DOCS_ASSETS}/swagger-ui.css">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .rv-docs-header { display: flex; gap: 1.5rem; align-items: baseline; padding: 0.75rem 1.25rem; border-bottom: 1px solid #e5e7eb; }
  .rv-docs-header a { color: #1d4ed8; }
  .rv-docs-header strong { font-size: 1.1rem; }
</style>
</head>
<body>
<header class="rv-docs-header">
  <strong><a href="/">RentValue</a> API reference</strong>
  <a href="${OPENAPI_DOCUMENT_PATH}">OpenAPI document (JSON)</a>
</header>
<main id="api-reference"><noscript>The reference needs JavaScript; the OpenAPI document is at ${OPENAPI_DOCUMENT_PATH}.</noscript></main>
<script src="${API_DOCS_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

/** The files as read once (about 2 MB in all), after the first visit of the page. */
const assetCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function asset(name: string): Promise<Uint8Array<ArrayBuffer>> {
  let file = assetCache.get(name);
  if (!file) {
    file = readFile(path.join(SWAGGER_DIR, name)).then((buffer) => new Uint8Array(buffer));
    // A failed read is tried again next time.
    file.catch(() => assetCache.delete(name));
    assetCache.set(name, file);
  }
  return file;
}

export const apiDocsRoutes = new Hono<AppEnv>()
  .get(API_DOCS_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  })
  .get(INIT_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  })
  .get(`${API_DOCS_ASSETS}/:file`, async (c) => {
    const name = c.req.param('file');
    const type = Object.hasOwn(ASSET_TYPES, name) ? ASSET_TYPES[name] : undefined;
    if (!type) return c.notFound();
    c.header('Cache-Control', IMMUTABLE);
    return c.body(await asset(name), 200, { 'Content-Type': type });
  });
