import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { redactErrorText, serializeError } from './redact-error';

const TOKEN = 'shr_0123456789abcdefSECRET';

describe('redactErrorText', () => {
  it('drops the parameters Drizzle appends to a failed query, up to the stack', () => {
    const text = `DrizzleQueryError: Failed query: select * from transactions where share_token = $1\nparams: ${TOKEN},x\n    at run (file.ts:1:1)`;
    expect(redactErrorText(text)).toBe(
      'DrizzleQueryError: Failed query: select * from transactions where share_token = $1\nparams: [redacted]\n    at run (file.ts:1:1)',
    );
  });

  it('drops URL queries, the values PostgreSQL quotes back, and keeps the rest', () => {
    expect(
      redactErrorText(
        `request to https://maps.googleapis.com/maps/api/geocode/json?address=1+Main&key=AIzaSECRET failed`,
      ),
    ).toBe('request to https://maps.googleapis.com/maps/api/geocode/json?[redacted] failed');
    expect(redactErrorText('Key (email)=(rita@example.com) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    );
    expect(redactErrorText(`invalid input syntax for type uuid: "${TOKEN}"`)).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(redactErrorText('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('the logger’s error serializer', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('writes a real failed query without its parameters, its cause’s quoted value or a URL query', async () => {
    const db = drizzle(client);
    const failed = await db.execute(sql`select ${TOKEN}::uuid`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain(TOKEN);

    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.error({ err: failed }, 'unhandled error');
    logger.warn(
      { err: new Error('fetch https://api.rentcast.io/v1/listings/rental/long-term?address=1%20Main%20St failed') },
      'provider',
    );
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain(TOKEN);
    expect(lines.join('')).not.toContain('Main');
    const first = JSON.parse(lines[0]!) as { err: { type: string; message: string; params: string } };
    expect(first.err.type).toBe('DrizzleQueryError');
    expect(first.err.message).toContain('Failed query: select $1::uuid');
    expect(first.err.params).toBe('[redacted] (1)');
  }, 60_000);

  it('leaves what is not an error alone', () => {
    expect(serializeError('plain')).toBe('plain');
  });
});
