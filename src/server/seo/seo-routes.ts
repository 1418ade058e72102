import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { siteOrigin } from '../http/site-origin';
import { robotsTxt, sitemapXml } from './seo-files';

const CACHE = 'public, max-age=3600';

/** GET /sitemap.xml (the public, indexable pages) and GET /robots.txt (the noindex routes disallowed). */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => {
    c.header('Cache-Control', CACHE);
    return c.body(sitemapXml(siteOrigin(c)), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE);
    return c.text(robotsTxt(siteOrigin(c)));
  });
