import type { z } from 'zod';
import { firstInvalidField } from '#core/forms/form-errors';
import { AppError } from '../errors';
import { SERVER_MESSAGES } from './server-messages';

/**
 * A route hook for the product's forms: a validation failure answers 400 with the one message the form shows
 * (the product's own texts, docs/product.md#validation), taking the first invalid field in the given order.
 */
export function formHook(order: readonly string[] = []) {
  return (result: { success: boolean; error?: z.ZodError }): undefined => {
    if (result.success || !result.error) return undefined;
    const field = firstInvalidField(result.error, order);
    const issue =
      (field && result.error.issues.find((i) => String(i.path[0] ?? '') === field && i.code === 'custom')) ||
      (field && result.error.issues.find((i) => String(i.path[0] ?? '') === field)) ||
      result.error.issues[0];
    throw new AppError('VALIDATION', issue?.message ?? SERVER_MESSAGES.formIncomplete, {
      field: issue ? String(issue.path[0] ?? '') : null,
      // The problem itself, so that a Spanish answer says it in Spanish (error-handler.ts), zod's own words included.
      issues: issue ? [{ ...issue, path: [] }] : undefined,
    });
  };
}
