import { z } from 'zod';
import { defineOperation } from './operation';

// Human verification: which widget the forms show, and ALTCHA's signed challenges (decision 007).

export const CaptchaConfigSchema = z
  .union([
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
  ])
  .meta({ id: 'CaptchaConfig' });

/** ALTCHA's v2 challenge as altcha-lib creates it, for the widget to solve. */
export const AltchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional().meta({ description: 'Unix seconds.' }),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
    codeChallenge: z
      .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
      .optional(),
  })
  .meta({ id: 'AltchaChallenge' });

export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** The forms' human verification (src/server/captcha/captcha-routes.ts). */
export const captchaOperations = {
  config: defineOperation({
    method: 'get',
    path: '/api/captcha/config',
    success: { 200: CaptchaConfigSchema },
  }),
  /** The widget fetches it itself, from the config's challengeUrl. */
  challenge: defineOperation({
    method: 'get',
    path: '/api/captcha/challenge',
    success: { 200: AltchaChallengeSchema },
  }),
};
