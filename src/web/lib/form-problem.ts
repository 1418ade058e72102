import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';

// Which problems a form reports (docs/product.md#validation; docs/decisions/060-forms-on-react-hook-form.md):
// react-hook-form holds every invalid field's error (the zod resolver's, with all of a field's messages under
// criteriaMode 'all'); a form shows each invalid field's message beside it, in screen order, and the first of them
// takes the focus.

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
 * Every field in `order` with an error, with the message it shows: its first, or `preferred` where the field has it
 * (sign-up and update password show "Passwords do not match!" for the confirmation rather than its "required").
 */
export function formProblems<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  preferred?: string,
): FormProblem<Path<T>>[] {
  const byField = errors as Record<string, FieldError | undefined>;
  const problems: FormProblem<Path<T>>[] = [];
  for (const field of order) {
    const messages = errorMessages(byField[field]);
    const first = messages[0];
    if (first !== undefined)
      problems.push({ field, message: preferred !== undefined && messages.includes(preferred) ? preferred : first });
  }
  return problems;
}
