import { z } from 'zod';

// The one error shape of the API (decision 005): every 4xx and 5xx answer is `{ error: { code, message, requestId } }`.
// The server maps each code to its HTTP status in one table (src/server/errors.ts), which must list exactly these.

/** Every code an error answer carries; HTTP_ERROR is a framework refusal outside the table (e.g. a malformed body). */
export const API_ERROR_CODES = [
  'VALIDATION',
  'RESET_LINK_INVALID',
  'CAPTCHA_FAILED',
  'UNAUTHENTICATED',
  'PLAN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'PROVIDER_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'HTTP_ERROR',
] as const;

export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      /** Shown to the person as it is: the product's wording for form problems, never internals. */
      message: z.string(),
      requestId: z
        .string()
        .optional()
        .meta({ description: 'Also in the X-Request-Id header; quote it when reporting a problem.' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every error answer: a code to branch on and a message to show.' });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
/** A code of the API's error answers. */
export type ErrorBodyCode = ErrorBody['error']['code'];
