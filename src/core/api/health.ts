import { z } from 'zod';
import { defineOperation } from './operation';

// GET /api/health (decision 053).

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable', 'draining']),
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;

/** The health check for load balancers (src/server/health/health-routes.ts, which also declares its 503 answer). */
export const healthOperations = {
  check: defineOperation({ method: 'get', path: '/api/health', success: { 200: HealthSchema } }),
};
