import { captchaOperations } from '#core/api/captcha';
import { AppError } from '../errors';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { SERVER_MESSAGES } from '../http/server-messages';

const configRoute = operationRoute(captchaOperations.config, {
  tags: ['captcha'],
  summary: 'Which human-verification widget to show',
  success: { 200: 'Widget settings' },
  errors: {},
});

const challengeRoute = operationRoute(captchaOperations.challenge, {
  tags: ['captcha'],
  summary: 'A fresh signed ALTCHA challenge',
  success: { 200: 'ALTCHA challenge (v2 format)' },
  errors: { 404: 'ALTCHA is not in use', 429: 'Too many challenges for this address' },
});

export const captchaRoutes = createRouter()
  .openapi(configRoute, (c) => c.json(c.get('deps').services.captcha.publicConfig, 200))
  .openapi(challengeRoute, async (c) => {
    const { services, database, config } = c.get('deps');
    if (!services.captcha.createChallenge) throw new AppError('NOT_FOUND', SERVER_MESSAGES.altchaNotInUse);
    await enforceRateLimit(database.db, RATE_RULES.captchaByIp, clientIp(c, config.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    return c.json(await services.captcha.createChallenge(), 200);
  });
