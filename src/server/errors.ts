import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorBodyCode } from '#core/api/errors';

/** Every failure the API reports on purpose has a code (the API contract's list); one table maps codes to HTTP. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  RESET_LINK_INVALID: 400,
  CAPTCHA_FAILED: 400,
  UNAUTHENTICATED: 401,
  PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<Exclude<ErrorBodyCode, 'HTTP_ERROR'>, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The 404 of a path under /api/ that is no route of the API. */
export const NO_SUCH_ROUTE_MESSAGE = 'No such API route.';

/** The message shown for a 500: never the internals. */
export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred.';

/** The message of a 503 while the database cannot be reached, and how long to wait before trying again. */
export const UNAVAILABLE_ERROR_MESSAGE = 'RentValue is temporarily unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** The JSON body of every error answer (src/core/api/errors.ts). */
export type { ErrorBody };
