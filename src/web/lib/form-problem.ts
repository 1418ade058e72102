import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';

// Which problem a form reports (SPEC §5): react-hook-form holds every invalid field's error (the zod resolver's, with
// all of a field's messages under criteriaMode 'all'); a one-message form shows the first field's in a given order.

export type FormProblem<F extends string = string> = { readonly field: F; readonly message: string };

/** Every message a field's error holds: its first, then the others the resolver collected. */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const messages = error.message ? [error.message] : [];
  for (const value of Object.values(error.types ?? {})) {
    for (const message of [value].flat()) {
      if (typeof message === 'string' && !messages.includes(message)) messages.push(message);
    }
  }
  return messages;
}

/**
 * The first field in `order` with an error, and its first message; `preferred` wins where that field has it (sign-up
 * reports "Passwords do not match!" for the confirmation before its "required").
 */
export function formProblem<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  preferred?: string,
): FormProblem<Path<T>> | null {
  const byField = errors as Record<string, FieldError | undefined>;
  for (const field of order) {
    const messages = errorMessages(byField[field]);
    const first = messages[0];
    if (first !== undefined) return { field, message: preferred !== undefined && messages.includes(preferred) ? preferred : first };
  }
  return null;
}
