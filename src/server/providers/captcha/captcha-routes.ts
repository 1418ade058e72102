import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import { createRouter } from '../../http/create-router';
import { enforceRateLimit, RATE_RULES } from '../../http/rate-limit';
import { ALTCHA_CHALLENGE_PATH } from './altcha-captcha';

const ConfigSchema = z
  .union([
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
  ])
  .openapi('CaptchaConfig');

const configRoute = createRoute({
  method: 'get',
  path: '/api/captcha/config',
  tags: ['captcha'],
  summary: 'Which human-verification widget to show',
  responses: { 200: { description: 'Widget settings', content: { 'application/json': { schema: ConfigSchema } } } },
});

const challengeRoute = createRoute({
  method: 'get',
  path: ALTCHA_CHALLENGE_PATH,
  tags: ['captcha'],
  summary: 'A fresh signed ALTCHA challenge',
  responses: { 200: { description: 'ALTCHA challenge (v2 format)' }, 404: { description: 'ALTCHA is not in use' } },
});

export const captchaRoutes = createRouter()
  .openapi(configRoute, (c) => c.json(c.get('deps').services.captcha.publicConfig, 200))
  .openapi(challengeRoute, async (c) => {
    const { services, database, config } = c.get('deps');
    if (!services.captcha.createChallenge) throw new AppError('NOT_FOUND', 'ALTCHA is not in use.');
    await enforceRateLimit(database.db, RATE_RULES.captchaByIp, clientIp(c, config.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    return c.json((await services.captcha.createChallenge()) as Record<string, unknown>, 200);
  });
