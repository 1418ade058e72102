import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { getOrCreateSecret } from '../../settings/app-secret';
import { altchaCaptcha } from './altcha-captcha';
import type { CaptchaVerifier } from './captcha-port';
import { turnstileCaptcha } from './turnstile-captcha';

/** Turnstile when both of its keys are configured; the built-in ALTCHA otherwise. */
export async function createCaptcha(config: Config, db: Database, logger: Logger): Promise<CaptchaVerifier> {
  if (config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY) {
    return turnstileCaptcha({
      siteKey: config.TURNSTILE_SITE_KEY,
      secretKey: config.TURNSTILE_SECRET_KEY,
      verifyUrl: config.TURNSTILE_VERIFY_URL,
      timeoutMs: config.CAPTCHA_TIMEOUT_MS,
      onError: (error) => logger.warn({ err: error }, 'Turnstile verification failed'),
    });
  }
  return altchaCaptcha({
    db,
    hmacSecret: await getOrCreateSecret(db, 'altcha_hmac_secret'),
    hmacKeySecret: await getOrCreateSecret(db, 'altcha_hmac_key_secret'),
    cost: config.ALTCHA_COST,
  });
}
