import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';

const MeSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable() }).nullable(),
  })
  .openapi('Me');

const route = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['auth'],
  summary: 'The signed-in user, or null for a visitor',
  responses: { 200: { description: 'Current user', content: { 'application/json': { schema: MeSchema } } } },
});

// Accounts (sign-up, sign-in, sessions) arrive with the accounts issue; until then no request carries a
// session, so every caller is a visitor and the answer is truthfully null.
export const meRoutes = createRouter().openapi(route, (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ user: null }, 200);
});
