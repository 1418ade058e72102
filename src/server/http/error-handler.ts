import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  AppError,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_ERROR_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type ErrorBody,
  type ErrorCode,
} from '../errors';
import { isDatabaseUnavailable } from './database-outage';
import { requestLanguage } from './request-language';
import { spanishAnswer } from './server-texts-es';
import { loggedPath } from './request-log';
import { zodMessage } from './zod-message';

/**
 * An error answer; its message in the request's language (request-language.ts). In Spanish: the message from the
 * Spanish table, or the problems of a validation (`issues`) each in Spanish, or, for a message the table lacks, the
 * Spanish of its code: never English (server-texts-es.ts).
 */
export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorBody['error']['code'],
  message: string,
  issues?: readonly z.core.$ZodIssue[],
) {
  const requestId = c.get('requestId') as string | undefined;
  const spanish = requestLanguage(c) === 'es';
  const text = !spanish ? message : issues ? zodMessage(issues, 'es') : spanishAnswer(code, message);
  const body: ErrorBody = { error: { code, message: text, ...(requestId ? { requestId } : {}) } };
  return c.json(body, status);
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** The one place that maps errors to HTTP answers: known errors keep their message, others become a plain 500. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      const issues = error.details?.issues as z.core.$ZodIssue[] | undefined;
      return errorJson(c, error.status, error.code, error.message, issues);
    }
    if (error instanceof z.ZodError) return errorJson(c, 400, 'VALIDATION', zodMessage(error.issues), error.issues);
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'HTTP_ERROR');
      const message = status >= 500 ? INTERNAL_ERROR_MESSAGE : error.message || `Request failed with status ${status}`;
      return errorJson(c, status, code, message);
    }
    // A database outage is not a bug: 503 with Retry-After, as /api/health says (decision 050).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId: c.get('requestId') }, 'database unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return errorJson(c, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_ERROR_MESSAGE);
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: loggedPath(c) }, 'unhandled error');
    return errorJson(c, 500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
  };
}
