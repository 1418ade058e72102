import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { handleError } from './error-handler';

function appThrowing(error: Error) {
  const app = new Hono();
  app.get('/x', () => {
    throw error;
  });
  app.onError(handleError(pino({ level: 'silent' })));
  return app;
}

async function call(error: Error) {
  const res = await appThrowing(error).request('/x');
  return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
}

describe('handleError', () => {
  it('keeps an AppError code and message, with its HTTP status', async () => {
    expect(await call(new AppError('NOT_FOUND', 'Report not found.'))).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Report not found.' } },
    });
    expect((await call(new AppError('RATE_LIMITED', 'Slow down.'))).status).toBe(429);
  });

  it('turns a zod error into a readable 400 naming the field', async () => {
    const parsed = z.object({ rent: z.number().min(0) }).safeParse({ rent: -5 });
    const { status, body } = await call(parsed.error!);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toMatch(/^rent: /);
  });

  it('answers an unknown error with a plain 500, never its internals', async () => {
    const { status, body } = await call(new Error('connection string postgres://u:secret@db leaked'));
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } });
  });

  it('answers a database outage with 503 and Retry-After, not a 500', async () => {
    const outage = new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
    const res = await appThrowing(outage).request('/x');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'RentValue is temporarily unavailable. Please try again in a moment.',
      },
    });
  });

  it('maps HTTP exceptions by status', async () => {
    expect((await call(new HTTPException(401, { message: 'no' }))).body.error.code).toBe('UNAUTHENTICATED');
    expect((await call(new HTTPException(503, { message: 'internal detail' }))).body.error.message).toBe(
      'An unexpected error occurred.',
    );
  });
});
