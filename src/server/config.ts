import { z } from 'zod';

// The only module that reads process.env. Every variable is listed in .env.example and the README.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  TRUST_PROXY: bool.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),

  // Accounts and sessions
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(60),

  // Human verification: ALTCHA (built in) unless both Turnstile keys are set
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  CAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),

  // Email: files in MAIL_DIR (default DATA_DIR/mail) unless SMTP_URL is set
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('RentValue <no-reply@rentvalue.local>'),
  MAIL_DIR: z.string().min(1).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  // Market data: which provider serves comparables, and the window they come from
  RENT_DATA_PROVIDER: z.enum(['sample', 'listings', 'rentcast']).default('sample'),
  RENTCAST_API_KEY: z.string().min(1).optional(),
  RENTCAST_BASE_URL: z.url().default('https://api.rentcast.io/v1'),
  RENT_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** Map tiles for the report map (Leaflet URL template); OpenStreetMap's by default. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'must be an http(s) tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  COMPS_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Count the lookback window back from this date instead of today (historical data sets). */
  COMPS_AS_OF: z.iso.date().optional(),

  // Geocoding and address suggestions
  GEOCODER: z.enum(['zip', 'census', 'google']).default('zip'),
  CENSUS_GEOCODER_URL: z.url().default('https://geocoding.geo.census.gov/geocoder'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),

  // AI writer: the built-in writer unless an OpenAI-compatible endpoint and model are both set
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),

  // Payments: the built-in test checkout unless STRIPE_SECRET_KEY is set
  // Only the publishable-key paste mistake is checked: a refused value is echoed in the start-up message, and a
  // publishable key is public, whereas a format check on the secrets would print a mis-placed secret.
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .refine((v) => !v.startsWith('pk_'), 'is a publishable key (pk_…); use the secret key (sk_…) or a restricted key (rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PAY_AS_YOU_GO: z.string().min(1).optional(),
  STRIPE_PRICE_30_DAY: z.string().min(1).optional(),
  STRIPE_PRICE_60_DAY: z.string().min(1).optional(),
  /** Only to point the Stripe SDK at a local stand-in (tests); Stripe's own API otherwise. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  // Policy documents: our own Markdown pages unless an embed URL is set (the page then shows that document in a frame)
  TERMS_EMBED_URL: z.url({ protocol: /^https?$/ }).optional(),
  DISCLAIMER_EMBED_URL: z.url({ protocol: /^https?$/ }).optional(),
  PRIVACY_EMBED_URL: z.url({ protocol: /^https?$/ }).optional(),
  COOKIES_EMBED_URL: z.url({ protocol: /^https?$/ }).optional(),

  // Contact form: where messages are emailed (through the outbox)
  CONTACT_TO: z.email().default('support@rentvalue.local'),

  // Optional third-party analytics, loaded in the browser only after the visitor consents
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ')
    .optional(),
  PLAUSIBLE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i, 'must be the site domain(s) as set up in Plausible, e.g. rentvalue.example.com')
    .optional(),
  /** Plausible's script; point it at a self-hosted Plausible instance if you run one. */
  PLAUSIBLE_SCRIPT_URL: z.url({ protocol: /^https$/ }).default('https://plausible.io/js/script.js'),
})
  .refine((env) => !env.TURNSTILE_SITE_KEY === !env.TURNSTILE_SECRET_KEY, {
    path: ['TURNSTILE_SECRET_KEY'],
    message: 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together',
  })
  .refine((env) => env.RENT_DATA_PROVIDER !== 'rentcast' || Boolean(env.RENTCAST_API_KEY), {
    path: ['RENTCAST_API_KEY'],
    message: 'is required when RENT_DATA_PROVIDER=rentcast',
  })
  .refine((env) => env.GEOCODER !== 'google' || Boolean(env.GOOGLE_MAPS_API_KEY), {
    path: ['GOOGLE_MAPS_API_KEY'],
    message: 'is required when GEOCODER=google',
  })
  // A key alone (local servers such as Ollama need none) is harmless, but an endpoint without a model, or a model
  // without an endpoint, would silently keep the built-in writer while the operator thinks AI is on.
  .refine((env) => !env.AI_BASE_URL === !env.AI_MODEL, {
    path: ['AI_MODEL'],
    message: 'AI_BASE_URL and AI_MODEL must be set together',
  })
  // Stripe without its webhook secret would take payments it can never fulfil (the webhook is refused unsigned).
  .refine((env) => !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required when STRIPE_SECRET_KEY is set',
  })
  // The 30-day pass is the plan on every offer card (SPEC §3), so Stripe cannot run without its price.
  .refine((env) => !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_PRICE_30_DAY), {
    path: ['STRIPE_PRICE_30_DAY'],
    message: 'is required when STRIPE_SECRET_KEY is set',
  });

export type Config = z.infer<typeof envSchema> & { version: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; a bad value stops start-up naming the variable and what is allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  // Empty strings mean "not set", as in a copied .env.example.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, version };
}
