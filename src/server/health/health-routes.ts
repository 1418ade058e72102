import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'Serving, database reachable', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const { database, config, logger } = c.get('deps');
  let reachable = true;
  try {
    await database.ping();
  } catch (error) {
    reachable = false;
    logger.warn({ err: error }, 'health check: database unreachable');
  }
  const body = {
    status: reachable ? ('ok' as const) : ('unavailable' as const),
    version: config.version,
    database: { kind: database.kind, reachable },
  };
  c.header('Cache-Control', 'no-store');
  return reachable ? c.json(body, 200) : c.json(body, 503);
});
