import type { z } from 'zod';
import { severalProblemsBanner } from '../messages';

// Turns a schema's error into what a form shows (docs/product.md#validation): every invalid field with its message
// beside it (the first found), the first invalid field in screen order, which takes the focus, and the banner on top.

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

export function firstInvalidField<F extends string>(error: z.ZodError, fieldOrder: readonly F[]): F | null {
  const invalid = new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
  return fieldOrder.find((field) => invalid.has(field)) ?? null;
}

/**
 * The banner over a form whose submit found these problems (one message per invalid field): a single problem in its
 * own words, as the red banner says it; several as a count, since each is shown beside its field (a renter sees
 * every problem at once rather than one per try). Null when there is none.
 */
export function problemsBanner(messages: readonly string[]): string | null {
  if (messages.length === 0) return null;
  if (messages.length === 1) return messages[0] ?? null;
  return severalProblemsBanner(messages.length);
}
