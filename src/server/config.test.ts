import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(config.TRUST_PROXY).toBe(true);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL="not a url"'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY="maybe"'],
  ])('refuses %j naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', NODE_ENV: 'staging' })).toThrow(/PORT="-1"[\s\S]*NODE_ENV="staging"|NODE_ENV="staging"[\s\S]*PORT="-1"/);
  });
});
