import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#core/messages';
import { AppError, UNAVAILABLE_ERROR_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { RentDataError } from '../providers/rent-data/rent-data-port';
import { reportRunError } from './run-report';

describe('reportRunError', () => {
  it('answers a database lost mid-run (a restart, an outage) with the 503 and Retry-After of every other request', () => {
    const ended = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    for (const cause of [
      ended,
      new DrizzleQueryError('update "transactions" set …', [], ended),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      const answer = reportRunError(cause);
      expect(answer).toBeInstanceOf(AppError);
      expect(answer.status).toBe(503);
      expect(answer.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.message).toBe(UNAVAILABLE_ERROR_MESSAGE);
      expect(answer.details).toEqual({ retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
    }
  });

  it('keeps the provider answers and a 500 for anything else', () => {
    expect(reportRunError(new RentDataError('missing_address', 'x'))).toMatchObject({
      code: 'VALIDATION',
      message: REPORT_MESSAGES.missingAddressParameters,
    });
    expect(reportRunError(new RentDataError('timeout', 'The rent data service did not answer in time.'))).toMatchObject(
      {
        code: 'PROVIDER_UNAVAILABLE',
        message: 'The rent data service did not answer in time.',
      },
    );
    expect(reportRunError(new TypeError('x is undefined'))).toMatchObject({
      code: 'INTERNAL',
      message: REPORT_MESSAGES.unexpected,
    });
  });
});
