import { letterOperations } from '#core/api/letters';
import { LETTER_MESSAGES, REPORT_MESSAGES } from '#core/messages';
import { getCurrentUser } from '../auth/current-user';
import { AppError } from '../errors';
import { createRouter } from '../http/create-router';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { emailLetter } from './email-letter';
import { letterOptions, writeLetter } from './write-letter';
import { requestLanguage } from '../http/request-language';
import { reportPath } from '#core/site/routes';

// The negotiation letter's API (docs/product.md#letters). Every route is the report owner's only: a visitor and anyone
// else get the report's own 404, so a report id says nothing.

const NOT_FOUND_TEXT = 'Report not found (also for a visitor, and for anyone else’s report)';

const optionsRoute = operationRoute(letterOperations.options, {
  tags: ['letters'],
  summary: 'The letter panel: the default proposed rent, whether the plan allows a letter, and the report’s letters',
  success: { 200: 'The options' },
  errors: { 404: NOT_FOUND_TEXT },
});

const writeRoute = operationRoute(letterOperations.write, {
  tags: ['letters'],
  summary:
    'Write a negotiation letter from the report’s figures (built-in writer, or the configured model with the built-in text as fallback)',
  success: { 201: 'The letter' },
  errors: {
    400: 'Tone, length or proposed rent out of range',
    402: 'The free tier’s first letter was used: a plan is needed',
    404: NOT_FOUND_TEXT,
    409: 'The report has no Value Score',
    429: 'Too many letters in a short time',
    ...JSON_BODY,
  },
});

const emailRoute = operationRoute(letterOperations.email, {
  tags: ['letters'],
  summary: 'Email the letter, as edited, to the signed-in renter’s own address (through the outbox)',
  success: { 202: 'Queued' },
  errors: {
    400: 'Empty or too long',
    404: 'Letter not found',
    429: 'Too many letters emailed in a short time',
    ...JSON_BODY,
  },
});

export const letterRoutes = createRouter()
  .openapi(optionsRoute, async (c) => {
    const user = await getCurrentUser(c);
    if (!user) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
    const { database, config } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    const result = await letterOptions({
      db: database.db,
      reportId: c.req.valid('param').id,
      userId: user.id,
      lookbackDays: config.COMPS_LOOKBACK_DAYS,
    });
    return c.json(result, 200);
  })
  .openapi(writeRoute, async (c) => {
    const user = await getCurrentUser(c);
    if (!user) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
    const { database, config, services } = c.get('deps');
    await enforceRateLimit(database.db, RATE_RULES.letterByUser, user.id);
    const letter = await writeLetter({
      db: database.db,
      writer: services.letterWriter,
      reportId: c.req.valid('param').id,
      userId: user.id,
      lookbackDays: config.COMPS_LOOKBACK_DAYS,
      origin: services.publicOrigin(),
      request: c.req.valid('json'),
      requestLanguage: requestLanguage(c),
      signal: c.req.raw.signal,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ letter }, 201);
  })
  .openapi(emailRoute, async (c) => {
    const user = await getCurrentUser(c);
    if (!user) throw new AppError('NOT_FOUND', LETTER_MESSAGES.letterNotFound);
    const { database, services } = c.get('deps');
    await enforceRateLimit(database.db, RATE_RULES.letterEmailByUser, user.id);
    const { id, letterId } = c.req.valid('param');
    const body = c.req.valid('json');
    await emailLetter({
      db: database.db,
      reportId: id,
      letterId,
      userId: user.id,
      subject: body.subject,
      text: body.text,
      reportLink: `${services.publicOrigin()}${reportPath(id)}`,
    });
    services.outbox.kick();
    return c.json({ message: LETTER_MESSAGES.emailed }, 202);
  });
