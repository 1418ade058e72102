import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every failure the API reports on purpose has a code; one table maps codes to HTTP. */
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
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

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

/** The JSON body of every error answer. The web app's api client reads this shape. */
export interface ErrorBody {
  error: { code: ErrorCode | 'HTTP_ERROR'; message: string; requestId?: string };
}
