// Over 250 lines as data: every environment variable's schema and default, in the one module that reads them.
import { z } from 'zod';
import { PRODUCTION_HASH_COST } from './auth/password-hash';
import { defaultShutdownGraceMs, longestReportRunMs, type ReportRunTimeouts } from '#core/report/report-run-budget';

// The only module that reads process.env. Every variable is listed in .env.example and the README.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
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
    /**
     * Server processes sharing the port (node:cluster, decision 064). Default: one per CPU on PostgreSQL, one on PGlite,
     * whose database belongs to a single process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** statement_timeout of every PostgreSQL connection; 0 = no limit (docs/decisions/054-statement-timeouts-and-migration-lock.md). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
    /**
     * How many reverse proxies stand in front of the app (the client address is the X-Forwarded-For entry the
     * outermost one wrote). `true`/`yes` mean 1 and `false`/`no` 0, as when this was a yes/no setting.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|true|false|yes|no)$/,
        'must be the number of proxies in front of the app (0, 1, 2…), or true (= 1) / false (= 0)',
      )
      .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
      .default(0),
    /** Default: the longest possible report run and the time to close (core/report/report-run-budget, decision 053). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    /** How often report runs left `running` by a crash are failed and their credit returned (also at start-up). */
    REPORT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),

    // Accounts and sessions
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PASSWORD_RESET_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /** scrypt's cost N for new password hashes (auth/password-hash.ts); production refuses less than the default. */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1_048_576)
      .refine((n) => (n & (n - 1)) === 0, 'must be a power of two (scrypt)')
      .default(PRODUCTION_HASH_COST),

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

    // Retention: how long old rows are kept, and how often they are pruned (jobs/retention.ts)
    RETENTION_PAGE_VIEWS_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
    RETENTION_OUTBOX_SENT_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    RETENTION_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(7 * 24 * 3_600_000)
      .default(3_600_000),

    // Market data: which provider serves comparables, and the window they come from
    RENT_DATA_PROVIDER: z.enum(['sample', 'listings', 'rentcast']).default('sample'),
    RENTCAST_API_KEY: z.string().min(1).optional(),
    RENTCAST_BASE_URL: z.url().default('https://api.rentcast.io/v1'),
    RENT_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    /** Map tiles for the report map (Leaflet URL template); OpenStreetMap's by default. */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
        'must be an http(s) tile URL template with {z}, {x} and {y}',
      )
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
      .refine(
        (v) => !v.startsWith('pk_'),
        'is a publishable key (pk_…); use the secret key (sk_…) or a restricted key (rk_…)',
      )
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
      .regex(
        /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i,
        'must be the site domain(s) as set up in Plausible, e.g. rentvalue.example.com',
      )
      .optional(),
    /** Plausible's script; point it at a self-hosted Plausible instance if you run one. */
    PLAUSIBLE_SCRIPT_URL: z.url({ protocol: /^https$/ }).default('https://plausible.io/js/script.manual.js'),

    // Production guards (decision 050): with NODE_ENV=production each built-in stand-in runs only when allowed here
    ALLOW_TEST_CHECKOUT: bool.default(false),
    ALLOW_SAMPLE_MARKET: bool.default(false),
    ALLOW_FILE_MAIL: bool.default(false),
    ALLOW_GENERATED_SECRET: bool.default(false),
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
  // The embedded database is one process's: a second worker could not open it.
  .refine((env) => Boolean(env.DATABASE_URL) || (env.WEB_CONCURRENCY ?? 1) === 1, {
    path: ['WEB_CONCURRENCY'],
    message:
      'must be 1 on the embedded database (PGlite belongs to one process); set DATABASE_URL to run several workers',
  })
  // Stripe without its webhook secret would take payments it can never fulfil (the webhook is refused unsigned).
  .refine((env) => !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required when STRIPE_SECRET_KEY is set',
  })
  // The 30-day pass is on every offer card (docs/product.md#purchase-tiers), so Stripe cannot run without its price.
  .refine((env) => !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_PRICE_30_DAY), {
    path: ['STRIPE_PRICE_30_DAY'],
    message: 'is required when STRIPE_SECRET_KEY is set',
  })
  // In production the built-in stand-ins are refused unless allowed on purpose, all named at once (decision 050).
  .superRefine((env, ctx) => {
    for (const { variable, message } of productionGuardIssues(env))
      ctx.addIssue({ code: 'custom', path: [variable], message });
  })
  // A cheaper password hash makes the test suites fast; a stolen database's hashes would be as cheap to guess.
  .refine((env) => env.NODE_ENV !== 'production' || env.PASSWORD_HASH_COST >= PRODUCTION_HASH_COST, {
    path: ['PASSWORD_HASH_COST'],
    message: `must be at least ${PRODUCTION_HASH_COST} in production (lower costs are for tests)`,
  })
  // The grace period covers the longest report run unless set (decision 053).
  .transform((env) => ({
    ...env,
    SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS ?? defaultShutdownGraceMs(reportRunTimeouts(env)),
  }));

export type Config = z.infer<typeof envSchema> & { version: string };

interface RunTimeoutSettings {
  GEOCODER_TIMEOUT_MS: number;
  RENT_DATA_TIMEOUT_MS: number;
  AI_TIMEOUT_MS: number;
}

/** The report run's outside-call timeouts, for core/report/report-run-budget. */
function reportRunTimeouts(config: RunTimeoutSettings): ReportRunTimeouts {
  return {
    geocoderTimeoutMs: config.GEOCODER_TIMEOUT_MS,
    rentDataTimeoutMs: config.RENT_DATA_TIMEOUT_MS,
    aiTimeoutMs: config.AI_TIMEOUT_MS,
  };
}

/** How long a report run can possibly take with this configuration: the sweep fails `running` rows older than this. */
export function longestReportRun(config: RunTimeoutSettings): number {
  return longestReportRunMs(reportRunTimeouts(config));
}

/** How many server processes serve the port: WEB_CONCURRENCY, else one per CPU on PostgreSQL and one on PGlite. */
export function serverWorkers(
  config: { WEB_CONCURRENCY?: number | undefined; DATABASE_URL?: string | undefined },
  cpus: number,
): number {
  return config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? Math.max(1, cpus) : 1);
}

interface GuardedSettings {
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string | undefined;
  RENT_DATA_PROVIDER: string;
  SMTP_URL?: string | undefined;
  AUTH_SECRET?: string | undefined;
  ALLOW_TEST_CHECKOUT: boolean;
  ALLOW_SAMPLE_MARKET: boolean;
  ALLOW_FILE_MAIL: boolean;
  ALLOW_GENERATED_SECRET: boolean;
}

/**
 * What production refuses (decision 050): each built-in stand-in (TEST MODE checkout, sample market, .eml mail, a
 * secret generated into the database) unless its ALLOW_ flag says it is meant; the message names what to set.
 */
function productionGuardIssues(env: GuardedSettings): { variable: string; message: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  const guards = [
    {
      variable: 'STRIPE_SECRET_KEY',
      unsafe: !env.STRIPE_SECRET_KEY,
      flag: 'ALLOW_TEST_CHECKOUT',
      allowed: env.ALLOW_TEST_CHECKOUT,
      why:
        'is required in production: without it payments go through the built-in TEST MODE checkout, which grants real ' +
        'plans for test card numbers; set it (with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_30_DAY)',
    },
    {
      variable: 'RENT_DATA_PROVIDER',
      unsafe: env.RENT_DATA_PROVIDER === 'sample',
      flag: 'ALLOW_SAMPLE_MARKET',
      allowed: env.ALLOW_SAMPLE_MARKET,
      why:
        'is the generated sample market (the default), not real listings; in production set it to listings (your ' +
        'imported listings) or rentcast (with RENTCAST_API_KEY)',
    },
    {
      variable: 'SMTP_URL',
      unsafe: !env.SMTP_URL,
      flag: 'ALLOW_FILE_MAIL',
      allowed: env.ALLOW_FILE_MAIL,
      why: 'is required in production: without it no email (password resets, receipts) is sent, only written as .eml files in MAIL_DIR; set it',
    },
    {
      variable: 'AUTH_SECRET',
      unsafe: !env.AUTH_SECRET,
      flag: 'ALLOW_GENERATED_SECRET',
      allowed: env.ALLOW_GENERATED_SECRET,
      why:
        'is required in production: without it sessions are signed with a secret generated into the database, so whoever ' +
        'reads the database or a backup can forge sessions; set 32+ random characters (openssl rand -base64 48)',
    },
  ];
  return guards
    .filter((guard) => guard.unsafe && !guard.allowed)
    .map((guard) => ({
      variable: guard.variable,
      message: `${guard.why}, or ${guard.flag}=true to run it on purpose`,
    }));
}

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
