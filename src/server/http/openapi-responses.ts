import type { z } from 'zod';
import { ErrorBodySchema } from '#core/api/errors';

// Helpers for the routes' OpenAPI declarations: a JSON body, and the error answers an operation can give, each with
// the one error shape (decision 005). The schemas themselves are the API contract's (src/core/api, decision 061).

/** A JSON request or response body of the given schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof ErrorBodySchema } } };

/** One error answer of an operation. */
export function errorResponse(description: string): ErrorResponse {
  return { description, content: json(ErrorBodySchema) };
}

const ALWAYS = {
  500: 'An unexpected error occurred (details only in the server log)',
  503: 'The database cannot be reached, or the server is restarting (Retry-After)',
} as const;

/** What every state-changing operation can also answer (Origin check and body limit, decision 005 and 050). */
export const STATE_CHANGING = {
  403: 'The request did not come from a RentValue page (Origin / Sec-Fetch-Site check)',
  413: 'The request body is over 1 MB',
} as const;

/** What every operation that takes a JSON body can also answer: STATE_CHANGING, and 415 for a body of another type. */
export const JSON_BODY = {
  ...STATE_CHANGING,
  415: 'The body was not sent as application/json',
} as const;

/**
 * The error answers of an operation, each with its description: the given ones, plus 500 and 503 which any
 * operation can answer.
 */
export function errorResponses<const S extends Partial<Record<number, string>>>(
  specific: S,
): { [K in keyof S | keyof typeof ALWAYS]: ErrorResponse } {
  const all: Record<number, string | undefined> = { ...ALWAYS, ...specific };
  return Object.fromEntries(
    Object.entries(all).map(([status, description]) => [status, errorResponse(description ?? '')]),
  ) as {
    [K in keyof S | keyof typeof ALWAYS]: ErrorResponse;
  };
}
