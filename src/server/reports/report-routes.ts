import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ErrorBody } from '#core/api/errors';
import { reportOperations, type ReportWriterEvent } from '#core/api/reports';
import { REPORT_MESSAGES } from '#core/messages';
import { REPORT_FORM_FIELD_ORDER } from '#core/report/report-form';
import { getCurrentUser } from '../auth/current-user';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { formHook } from '../http/form-hook';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { getOwnReport, getSharedReport } from './get-report';
import { reserveReport } from './reserve-report';
import { requestLanguage } from '../http/request-language';
import { reportRunError, runReport, type ReportRunDeps } from './run-report';
import { setReportSharing } from './share-report';

/**
 * The report routes need a signed-in user; a visitor is told so in the product's words
 * (docs/product.md#when-a-run-fails).
 */
async function reportUser(c: Context<AppEnv>) {
  const user = await getCurrentUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', REPORT_MESSAGES.mustBeLoggedIn);
  return user;
}

function runDeps(c: Context<AppEnv>): ReportRunDeps {
  const { database, services, config, logger } = c.get('deps');
  return {
    db: database.db,
    logger,
    rentData: services.rentData,
    geocoder: services.geocoder,
    fallbackGeocoder: services.fallbackGeocoder,
    writer: services.evaluationWriter,
    kickOutbox: () => services.outbox.kick(),
    publicOrigin: services.publicOrigin,
    lookbackDays: config.COMPS_LOOKBACK_DAYS,
    benchmarks: services.benchmarks,
  };
}

function errorBody(error: AppError, requestId: string): ErrorBody {
  return { error: { code: error.code, message: error.message, requestId } };
}

const createReportRoute = operationRoute(reportOperations.create, {
  tags: ['reports'],
  summary: 'Run a Rental Value Report for a listing (uses a credit unless an unlimited pass is active)',
  description:
    'With `Accept: text/event-stream` the answer is a stream: one `writer` event ({writer}: "ai" or "builtin", who ' +
    'writes the evaluation), `stage` events ({stage}) as the run reaches each stage, then one `report` event ' +
    '({report}) or one `error` event ({error}). Otherwise a JSON answer.',
  success: { 201: 'The report (a JSON answer)' },
  stream: 'The run as a stream of server-sent events (with `Accept: text/event-stream`)',
  errors: {
    400: 'Form problem, or the address is incomplete (the field’s message)',
    401: 'Not signed in',
    402: 'No active plan: the page opens the upgrade modal',
    429: 'Too many reports in a short time',
    502: 'The market data provider failed; the credit was given back',
    503: 'The server is restarting (Retry-After), or the run took too long and was stopped; no credit used',
    ...JSON_BODY,
  },
});

const getReportRoute = operationRoute(reportOperations.get, {
  tags: ['reports'],
  summary: 'One of the signed-in renter’s reports (404 for anyone else’s)',
  success: { 200: 'The report' },
  errors: {
    400: 'Malformed id',
    404: 'Report not found (also for a visitor, and for anyone else’s report)',
  },
});

const shareRoute = operationRoute(reportOperations.share, {
  tags: ['reports'],
  summary: 'Turn the report’s read-only share link on (a new token) or off',
  success: { 200: 'The token, null when off' },
  errors: {
    400: 'Malformed id, or `shared` is not a boolean',
    401: 'Not signed in',
    404: 'Report not found',
    429: 'Too many changes in a short time',
    ...JSON_BODY,
  },
});

const sharedReportRoute = operationRoute(reportOperations.shared, {
  tags: ['reports'],
  summary: 'A report through its share link, read-only',
  success: { 200: 'The report, read-only' },
  errors: { 400: 'Malformed token', 404: 'Report not found (no such link, or sharing was turned off)' },
});

export const reportRoutes = createRouter()
  .openapi(
    createReportRoute,
    async (c) => {
      const user = await reportUser(c);
      const { database, config, services } = c.get('deps');
      await enforceRateLimit(database.db, RATE_RULES.reportByUser, user.id);
      const form = c.req.valid('json');
      // Counted from before the credit is taken until the run ends; refused with a 503 while shutting down.
      const ended = services.reportRuns.begin();
      let streaming = false;
      try {
        // Plan check and credit before anything streams, so those failures answer with their own status.
        const reservation = await reserveReport({
          db: database.db,
          userId: user.id,
          form,
          language: requestLanguage(c),
        });
        const deps = runDeps(c);
        const requestId = c.get('requestId');
        const load = () =>
          getOwnReport({
            db: database.db,
            id: reservation.id,
            userId: user.id,
            lookbackDays: config.COMPS_LOOKBACK_DAYS,
          });
        c.header('Cache-Control', 'no-store');

        if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) {
          await runReport({ deps, userId: user.id, form, reservation, requestId });
          return c.json({ report: await load() }, 201);
        }
        streaming = true;
        return streamSSE(c, async (stream) => {
          // The run goes on to the end even if the browser leaves: the report then waits in the history.
          const send = (event: string, data: unknown) =>
            stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
          try {
            // First, who writes the evaluation: the overlay names the writer truthfully.
            await send('writer', {
              writer: deps.writer.name === 'builtin' ? 'builtin' : 'ai',
            } satisfies ReportWriterEvent);
            await runReport({
              deps,
              userId: user.id,
              form,
              reservation,
              requestId,
              onStage: (stage) => void send('stage', { stage }),
            });
            await send('report', { report: await load() });
          } catch (error) {
            // As the JSON answer would say it: the database lost while loading the report is a 503, not a 500.
            await send('error', errorBody(reportRunError(error), requestId));
          } finally {
            ended();
          }
        });
      } finally {
        if (!streaming) ended();
      }
    },
    formHook(REPORT_FORM_FIELD_ORDER),
  )
  .openapi(getReportRoute, async (c) => {
    // A visitor gets the same 404 as anyone else who is not the owner: an id says nothing about a report.
    const user = await getCurrentUser(c);
    if (!user) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
    const { database, config } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    const report = await getOwnReport({
      db: database.db,
      id: c.req.valid('param').id,
      userId: user.id,
      lookbackDays: config.COMPS_LOOKBACK_DAYS,
    });
    return c.json({ report }, 200);
  })
  .openapi(shareRoute, async (c) => {
    const user = await reportUser(c);
    const { database } = c.get('deps');
    await enforceRateLimit(database.db, RATE_RULES.shareByUser, user.id);
    const result = await setReportSharing({
      db: database.db,
      id: c.req.valid('param').id,
      userId: user.id,
      shared: c.req.valid('json').shared,
    });
    return c.json(result, 200);
  })
  .openapi(sharedReportRoute, async (c) => {
    const { database, config } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    const report = await getSharedReport({
      db: database.db,
      token: c.req.valid('param').token,
      lookbackDays: config.COMPS_LOOKBACK_DAYS,
    });
    return c.json({ report }, 200);
  });
