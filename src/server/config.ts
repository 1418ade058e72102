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
