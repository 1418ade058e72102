import { analyticsOperations } from '#core/api/analytics';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { RATE_RULES, withinRateLimit } from '../http/rate-limit';
import { recordPageView } from './record-page-view';

const route = operationRoute(analyticsOperations.recordPageView, {
  tags: ['analytics'],
  summary: 'Record a first-party page view (path and time only; past the per-address limit, dropped without a word)',
  success: { 204: 'Recorded, or dropped past the per-address limit' },
  errors: { 400: 'Not a site path', ...JSON_BODY },
});

/**
 * Past the per-address limit a view is dropped and the answer is the same 204: the page sending it (fire and
 * forget) has nothing to show, and a browser would log a 429 as a console error (decision 052).
 */
export const pageViewRoutes = createRouter().openapi(route, async (c) => {
  const { path } = c.req.valid('json');
  const { config, database } = c.get('deps');
  if (await withinRateLimit(database.db, RATE_RULES.pageViewByIp, clientIp(c, config.TRUST_PROXY))) {
    await recordPageView(database.db, path);
  }
  return c.body(null, 204);
});
