import { z } from 'zod';

// GET /api/health (decision 053).

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable', 'draining']),
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;
