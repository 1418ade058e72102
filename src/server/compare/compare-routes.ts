import type { Context } from 'hono';
import { compareOperations } from '#core/api/compare';
import { parseCompareIdsParam, validateCompareIds } from '#core/compare/compare-selection';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { getComparison } from './get-comparison';
import { listCompareOptions } from './list-compare-options';
import { writeComparisonSummary } from './write-comparison-summary';
import { requestLanguage } from '../http/request-language';

const common = {
  400: 'Fewer than 2 or more than 10 ids (the product’s messages)',
  401: 'Not signed in',
  429: 'Too many requests in a short time',
} as const;

/** 2 to 10 distinct ids, or the product's message (docs/product.md#selecting-properties). */
function selectedIds(ids: readonly string[]): string[] {
  const result = validateCompareIds(ids);
  if (!result.ok) throw new AppError('VALIDATION', result.message);
  return result.ids;
}

async function comparison(c: Context<AppEnv>, ids: readonly string[]) {
  const user = await requireUser(c);
  const { database, services, logger } = c.get('deps');
  const valid = selectedIds(ids);
  await enforceRateLimit(database.db, RATE_RULES.compareByUser, user.id);
  c.header('Cache-Control', 'private, no-store');
  return getComparison({ db: database.db, userId: user.id, ids: valid, geocoder: services.geocoder, logger });
}

const getCompareRoute = operationRoute(compareOperations.comparison, {
  tags: ['compare'],
  summary: 'The signed-in renter’s reports for ?ids=a,b,c, in that order; ids not found or not theirs are left out',
  success: { 200: 'The comparison' },
  errors: common,
});

const postCompareRoute = operationRoute(compareOperations.comparisonByBody, {
  tags: ['compare'],
  summary: 'The same as GET /api/compare, with the ids in the body',
  success: { 200: 'The comparison' },
  errors: { ...common, ...JSON_BODY },
});

const optionsRoute = operationRoute(compareOperations.options, {
  tags: ['compare'],
  summary: 'The renter’s finished reports for the compare selector, newest first, and how many there are',
  success: { 200: 'Selector items' },
  errors: { 401: common[401] },
});

const summaryRoute = operationRoute(compareOperations.summary, {
  tags: ['compare'],
  summary: 'The two-column comparison summary, written from the renter’s stored reports (never from figures sent here)',
  success: { 200: 'The summary; source says who wrote it' },
  errors: { ...common, ...JSON_BODY },
});

export const compareRoutes = createRouter()
  .openapi(getCompareRoute, async (c) =>
    c.json(await comparison(c, parseCompareIdsParam(c.req.valid('query').ids)), 200),
  )
  .openapi(postCompareRoute, async (c) => c.json(await comparison(c, c.req.valid('json').ids), 200))
  .openapi(optionsRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listCompareOptions(c.get('deps').database.db, user.id), 200);
  })
  .openapi(summaryRoute, async (c) => {
    const user = await requireUser(c);
    const { database, services } = c.get('deps');
    const ids = selectedIds(c.req.valid('json').ids);
    await enforceRateLimit(database.db, RATE_RULES.compareSummaryByUser, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await writeComparisonSummary({
        db: database.db,
        userId: user.id,
        ids,
        writer: services.comparisonWriter,
        language: requestLanguage(c),
      }),
      200,
    );
  });
