import { authOperations } from '#core/api/auth';
import { createRouter } from '../http/create-router';
import { operationRoute } from '../http/operation-route';
import { meView } from './me-view';

const route = operationRoute(authOperations.me, {
  tags: ['auth'],
  summary: 'The signed-in user, or null for a visitor',
  success: { 200: 'Current user' },
  errors: {},
});

export const meRoutes = createRouter().openapi(route, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await meView(c), 200);
});
