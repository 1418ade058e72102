import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, healthOperations } from '#core/api/health';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { createRouter } from '../http/create-router';
import { DRAINING_RETRY_AFTER_SECONDS } from '../reports/report-runs';
import { errorResponse, json } from '../http/openapi-responses';

// Not operationRoute: the 503 answers the Health body (not the error shape), and the 500 has its own description, so
// the route declares its answers itself; the method and path are still the contract's.
const route = createRoute({
  method: healthOperations.check.method,
  path: healthOperations.check.path,
  tags: ['system'],
  summary: 'Liveness and database reachability',
  description:
    'For load balancers and orchestrators. `ok` (200): serving, database reachable. `unavailable` (503): the ' +
    'database cannot be reached; the instance keeps running and answers `ok` again once it is back, without a ' +
    'restart. `draining` (503): the instance is shutting down (SIGTERM, a zero-downtime restart): it refuses new ' +
    'report runs and waits for the ones in progress, so send new requests to another instance. `draining` wins ' +
    'over `unavailable`; `database` still says whether the database answered.',
  responses: {
    200: { description: 'Serving, database reachable', content: json(HealthSchema) },
    503: {
      description: 'Database unreachable (`unavailable`, Retry-After 5), or shutting down (`draining`, Retry-After 30)',
      content: json(HealthSchema),
    },
    500: errorResponse('An unexpected error occurred'),
  },
});

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const { database, config, logger, services } = c.get('deps');
  let reachable = true;
  try {
    await database.ping();
  } catch (error) {
    reachable = false;
    logger.warn({ err: error }, 'health check: database unreachable');
  }
  // Shutting down: the balancer takes this instance out while its runs in progress finish (decision 053).
  const draining = services.reportRuns.draining;
  const status = draining ? ('draining' as const) : reachable ? ('ok' as const) : ('unavailable' as const);
  const body = { status, version: config.version, database: { kind: database.kind, reachable } };
  c.header('Cache-Control', 'no-store');
  if (status === 'ok') return c.json(body, 200);
  // How long until asking again makes sense: a database back within seconds, or a restart taking another instance's
  // place (the same waits as every other 503 of the API).
  c.header('Retry-After', String(draining ? DRAINING_RETRY_AFTER_SECONDS : UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(body, 503);
});
