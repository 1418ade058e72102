import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '#core/api/auth';
import { createRouter } from '../http/create-router';
import { errorResponses, json } from '../http/openapi-responses';
import { getCurrentUser } from './current-user';
import { getProfileName } from './get-profile-name';

const route = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['auth'],
  summary: 'The signed-in user, or null for a visitor',
  responses: { 200: { description: 'Current user', content: json(MeSchema) }, ...errorResponses({}) },
});

export const meRoutes = createRouter().openapi(route, async (c) => {
  c.header('Cache-Control', 'no-store');
  const user = await getCurrentUser(c);
  if (!user) return c.json({ user: null }, 200);
  const firstName = await getProfileName(c.get('deps').database.db, user.id);
  return c.json({ user: { id: user.id, email: user.email, firstName } }, 200);
});
