import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { parseCompareIdsParam, validateCompareIds } from '#core/compare-selection';
import { COMPARE_MAX } from '#core/constants';
import { COMPARE_MESSAGES } from '#core/messages';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { getComparison } from './get-comparison';
import { listCompareOptions } from './list-compare-options';
import { writeComparisonSummary } from './write-comparison-summary';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A generous cap before de-duplication: a hand-made link may repeat ids, a body of thousands is not a selection. */
const MAX_IDS_SENT = COMPARE_MAX * 5;

const IdsBody = z
  .object({
    ids: z.array(z.string().max(100)).max(MAX_IDS_SENT, COMPARE_MESSAGES.atMostTen),
  })
  .openapi('CompareIds');

const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });
const ComparePropertySchema = z
  .looseObject({ id: z.string(), letter: z.string(), label: z.string(), location: LatLngSchema.nullable() })
  .openapi('CompareProperty');
const CompareViewSchema = z
  .object({ properties: z.array(ComparePropertySchema), map: z.object({ centre: LatLngSchema, zoom: z.number() }) })
  .openapi('Comparison');
const CompareOptionsSchema = z
  .object({ total: z.number(), items: z.array(z.looseObject({ id: z.string(), address: z.string() })) })
  .openapi('CompareOptions');
const SummarySchema = z
  .object({ leftColumn: z.string(), rightColumn: z.string(), source: z.enum(['builtin', 'ai']) })
  .openapi('ComparisonSummary');

const common = {
  400: { description: 'Fewer than 2 or more than 10 ids (the spec’s messages)' },
  401: { description: 'Not signed in' },
  429: { description: 'Too many requests in a short time' },
};

/** 2 to 10 distinct ids, or the spec's message (SPEC §5 Comparison). */
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

const getCompareRoute = createRoute({
  method: 'get',
  path: '/api/compare',
  tags: ['compare'],
  summary: 'The signed-in renter’s reports for ?ids=a,b,c, in that order; ids not found or not theirs are left out',
  request: { query: z.object({ ids: z.string().max(4000).optional() }) },
  responses: { 200: { description: 'The comparison', content: json(CompareViewSchema) }, ...common },
});

const postCompareRoute = createRoute({
  method: 'post',
  path: '/api/compare',
  tags: ['compare'],
  summary: 'The same as GET /api/compare, with the ids in the body',
  request: { body: { content: json(IdsBody), required: true } },
  responses: { 200: { description: 'The comparison', content: json(CompareViewSchema) }, ...common },
});

const optionsRoute = createRoute({
  method: 'get',
  path: '/api/compare/reports',
  tags: ['compare'],
  summary: 'The renter’s finished reports for the compare selector, newest first, and how many there are',
  responses: { 200: { description: 'Selector items', content: json(CompareOptionsSchema) }, 401: common[401] },
});

const summaryRoute = createRoute({
  method: 'post',
  path: '/api/compare/summary',
  tags: ['compare'],
  summary: 'The two-column comparison summary, written from the renter’s stored reports (never from figures sent here)',
  request: { body: { content: json(IdsBody), required: true } },
  responses: { 200: { description: 'The summary; source says who wrote it', content: json(SummarySchema) }, ...common },
});

export const compareRoutes = createRouter()
  .openapi(getCompareRoute, async (c) => c.json(await comparison(c, parseCompareIdsParam(c.req.valid('query').ids)), 200))
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
    return c.json(await writeComparisonSummary({ db: database.db, userId: user.id, ids, writer: services.comparisonWriter }), 200);
  });
