import type { z } from 'zod';

// Turns a schema's error into what a form shows: one message per field (the first found),
// and the first invalid field in screen order, which takes the focus (SPEC §5).

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
