import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '#core/api/auth';
import { createRouter } from '../http/create-router';
import { errorResponses, json } from '../http/openapi-responses';
import { meView } from './me-view';

const route = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['auth'],
  summary: 'The signed-in user, or null for a visitor',
  responses: { 200: { description: 'Current user', content: json(MeSchema) }, ...errorResponses({}) },
});

export const meRoutes = createRouter().openapi(route, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await meView(c), 200);
});
