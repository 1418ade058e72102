import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, longestReportRun, serverWorkers } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, embedded database in ./data', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info', version: '1.2.3' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('reads and coerces the variables', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgresql://u:p@db:5432/rv', TRUST_PROXY: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://u:p@db:5432/rv');
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('reads TRUST_PROXY as a count of proxies, keeping true/false for one/none', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL="not a url"'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY="maybe"'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY="-1"'],
  ])('refuses %j naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', NODE_ENV: 'staging' })).toThrow(
      /PORT="-1"[\s\S]*NODE_ENV="staging"|NODE_ENV="staging"[\s\S]*PORT="-1"/,
    );
  });

  it('keeps the built-in AI writer by default, with a 15 second timeout for a configured one', () => {
    const config = loadConfig({});
    expect(config.AI_BASE_URL).toBeUndefined();
    expect(config.AI_MODEL).toBeUndefined();
    expect(config.AI_API_KEY).toBeUndefined();
    expect(config.AI_TIMEOUT_MS).toBe(15_000);
  });

  it('reads an OpenAI-compatible endpoint with its model, with or without a key', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '20000',
    });
    expect(config).toMatchObject({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: 20_000,
    });
    expect(config.AI_API_KEY).toBeUndefined();
    expect(
      loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test' })
        .AI_API_KEY,
    ).toBe('sk-test');
  });

  it.each([
    [{ AI_BASE_URL: 'https://api.openai.com/v1' }, 'AI_MODEL="": AI_BASE_URL and AI_MODEL must be set together'],
    [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_MODEL="gpt-4o-mini": AI_BASE_URL and AI_MODEL must be set together'],
    [{ AI_BASE_URL: 'not a url', AI_MODEL: 'm' }, 'AI_BASE_URL="not a url"'],
    [{ AI_TIMEOUT_MS: '50' }, 'AI_TIMEOUT_MS="50"'],
    [{ AI_TIMEOUT_MS: '120001' }, 'AI_TIMEOUT_MS="120001"'],
  ])('refuses the AI writer settings %j', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('keeps the built-in test checkout by default, with a 10 second timeout for Stripe', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(config.STRIPE_API_BASE).toBeUndefined();
    expect(config.PAYMENTS_TIMEOUT_MS).toBe(10_000);
  });

  it('reads Stripe with its webhook secret and price ids', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_PRICE_PAY_AS_YOU_GO: 'price_a',
      STRIPE_PRICE_30_DAY: 'price_b',
      STRIPE_PRICE_60_DAY: 'price_c',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYMENTS_TIMEOUT_MS: '3000',
    });
    expect(config).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_PRICE_PAY_AS_YOU_GO: 'price_a',
      STRIPE_PRICE_30_DAY: 'price_b',
      STRIPE_PRICE_60_DAY: 'price_c',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYMENTS_TIMEOUT_MS: 3000,
    });
    // Only the 30-day price (the plan on offer) is required; the others may be left out.
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'rk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_30_DAY: 'price_b' })
        .STRIPE_PRICE_60_DAY,
    ).toBeUndefined();
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_30_DAY: 'price_b' },
      'STRIPE_WEBHOOK_SECRET="": is required when STRIPE_SECRET_KEY is set',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'STRIPE_PRICE_30_DAY="": is required when STRIPE_SECRET_KEY is set',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_30_DAY: 'price_b' },
      'STRIPE_SECRET_KEY="pk_test_1": is a publishable key',
    ],
    [{ STRIPE_API_BASE: 'ftp://127.0.0.1' }, 'STRIPE_API_BASE="ftp://127.0.0.1"'],
    [{ PAYMENTS_TIMEOUT_MS: '50' }, 'PAYMENTS_TIMEOUT_MS="50"'],
  ])('refuses the payments settings %j', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});

describe('loadConfig in production (decision 050)', () => {
  const SAFE = {
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_30_DAY: 'price_b',
    RENT_DATA_PROVIDER: 'listings',
    SMTP_URL: 'smtp://mail.example.com:587',
    AUTH_SECRET: 'a'.repeat(40),
  };

  it('starts on real services', () => {
    expect(loadConfig(SAFE).NODE_ENV).toBe('production');
  });

  it('refuses every built-in stand-in at once, naming the variable to set and the flag that allows it', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY="": .*TEST MODE checkout.*ALLOW_TEST_CHECKOUT=true/);
    expect(message).toMatch(/RENT_DATA_PROVIDER="": .*sample market.*ALLOW_SAMPLE_MARKET=true/);
    expect(message).toMatch(/SMTP_URL="": .*\.eml.*ALLOW_FILE_MAIL=true/);
    expect(message).toMatch(/AUTH_SECRET="": .*generated.*ALLOW_GENERATED_SECRET=true/);
  });

  it.each([
    [{ STRIPE_SECRET_KEY: '' }, 'STRIPE_SECRET_KEY=""', { ALLOW_TEST_CHECKOUT: 'true' }],
    [{ RENT_DATA_PROVIDER: 'sample' }, 'RENT_DATA_PROVIDER="sample"', { ALLOW_SAMPLE_MARKET: 'true' }],
    [{ SMTP_URL: '' }, 'SMTP_URL=""', { ALLOW_FILE_MAIL: 'true' }],
    [{ AUTH_SECRET: '' }, 'AUTH_SECRET=""', { ALLOW_GENERATED_SECRET: 'true' }],
  ])('refuses %j alone until its flag allows it', (unsafe, text, allow) => {
    expect(() => loadConfig({ ...SAFE, ...unsafe })).toThrow(text);
    expect(() => loadConfig({ ...SAFE, ...unsafe, ...allow })).not.toThrow();
    // A false flag is not an allowance.
    const [flag] = Object.keys(allow);
    expect(() => loadConfig({ ...SAFE, ...unsafe, [flag!]: 'false' })).toThrow(text);
  });

  it('refuses a password hash cheaper than the default, which only the tests use', () => {
    expect(loadConfig(SAFE).PASSWORD_HASH_COST).toBe(16_384);
    expect(() => loadConfig({ ...SAFE, PASSWORD_HASH_COST: '1024' })).toThrow(
      'PASSWORD_HASH_COST="1024": must be at least 16384 in production',
    );
    expect(loadConfig({ ...SAFE, PASSWORD_HASH_COST: '32768' }).PASSWORD_HASH_COST).toBe(32_768);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).PASSWORD_HASH_COST).toBe(1024);
    // scrypt takes powers of two only.
    expect(() => loadConfig({ PASSWORD_HASH_COST: '5000' })).toThrow('must be a power of two');
  });

  it('keeps every default outside production: development and test need no flag', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ALLOW_TEST_CHECKOUT).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('report run time limits (decision 053)', () => {
  it('defaults the shutdown grace period to cover the longest report run, so a run in progress can finish', () => {
    const config = loadConfig({});
    expect(longestReportRun(config)).toBe(61_000);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBeGreaterThan(longestReportRun(config));
    const slowAi = loadConfig({ AI_TIMEOUT_MS: '60000' });
    expect(slowAi.SHUTDOWN_TIMEOUT_MS).toBeGreaterThan(longestReportRun(slowAi));
    expect(longestReportRun(slowAi)).toBe(106_000);
  });

  it('keeps an explicit SHUTDOWN_TIMEOUT_MS, and reads the sweep interval and the statement timeout', () => {
    const config = loadConfig({
      SHUTDOWN_TIMEOUT_MS: '20000',
      REPORT_SWEEP_INTERVAL_MS: '30000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    });
    expect(config).toMatchObject({
      SHUTDOWN_TIMEOUT_MS: 20_000,
      REPORT_SWEEP_INTERVAL_MS: 30_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 0,
    });
    expect(loadConfig({})).toMatchObject({ REPORT_SWEEP_INTERVAL_MS: 60_000, DATABASE_STATEMENT_TIMEOUT_MS: 10_000 });
    expect(() => loadConfig({ REPORT_SWEEP_INTERVAL_MS: '10' })).toThrow('REPORT_SWEEP_INTERVAL_MS="10"');
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS="-1"');
  });
});

describe('server workers (decision 064)', () => {
  const pg = { DATABASE_URL: 'postgres://u:p@db:5432/rv' };

  it('runs one per CPU on PostgreSQL and one on the embedded database, unless WEB_CONCURRENCY says otherwise', () => {
    expect(serverWorkers(loadConfig(pg), 2)).toBe(2);
    expect(serverWorkers(loadConfig({}), 2)).toBe(1);
    expect(serverWorkers(loadConfig({ ...pg, WEB_CONCURRENCY: '1' }), 8)).toBe(1);
    expect(serverWorkers(loadConfig({ ...pg, WEB_CONCURRENCY: '3' }), 2)).toBe(3);
  });

  it('refuses more than one on the embedded database, which belongs to one process', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY="2": must be 1 on the embedded database',
    );
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY="0"');
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
  });
});
