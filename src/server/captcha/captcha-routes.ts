import { createRoute } from '@hono/zod-openapi';
import { AltchaChallengeSchema, CaptchaConfigSchema } from '#core/api/captcha';
import { AppError } from '../errors';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { errorResponses, json } from '../http/openapi-responses';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { ALTCHA_CHALLENGE_PATH } from '../providers/captcha/altcha-captcha';

const configRoute = createRoute({
  method: 'get',
  path: '/api/captcha/config',
  tags: ['captcha'],
  summary: 'Which human-verification widget to show',
  responses: { 200: { description: 'Widget settings', content: json(CaptchaConfigSchema) }, ...errorResponses({}) },
});

const challengeRoute = createRoute({
  method: 'get',
  path: ALTCHA_CHALLENGE_PATH,
  tags: ['captcha'],
  summary: 'A fresh signed ALTCHA challenge',
  responses: {
    200: { description: 'ALTCHA challenge (v2 format)', content: json(AltchaChallengeSchema) },
    ...errorResponses({ 404: 'ALTCHA is not in use', 429: 'Too many challenges for this address' }),
  },
});

export const captchaRoutes = createRouter()
  .openapi(configRoute, (c) => c.json(c.get('deps').services.captcha.publicConfig, 200))
  .openapi(challengeRoute, async (c) => {
    const { services, database, config } = c.get('deps');
    if (!services.captcha.createChallenge) throw new AppError('NOT_FOUND', 'ALTCHA is not in use.');
    await enforceRateLimit(database.db, RATE_RULES.captchaByIp, clientIp(c, config.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    return c.json(await services.captcha.createChallenge(), 200);
  });
