import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { recordPageView } from './record-page-view';

const PageViewSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(512)
      .regex(/^\/[^\s?#]*$/, 'must be a site path starting with / (no query or fragment)'),
  })
  .openapi('PageView');

const route = createRoute({
  method: 'post',
  path: '/api/page-views',
  tags: ['analytics'],
  summary: 'Record a first-party page view (path and time only)',
  request: { body: { content: { 'application/json': { schema: PageViewSchema } }, required: true } },
  responses: { 204: { description: 'Recorded' } },
});

export const pageViewRoutes = createRouter().openapi(route, async (c) => {
  const { path } = c.req.valid('json');
  await recordPageView(c.get('deps').database.db, path);
  return c.body(null, 204);
});
