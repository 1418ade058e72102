import { DEFAULT_ERROR_MESSAGE } from '#core/messages';
import { isApiError } from './api-client';

/** The text a red box shows for a failure: the service's own message, or the default for anything else. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message.trim() || DEFAULT_ERROR_MESSAGE;
  return DEFAULT_ERROR_MESSAGE;
}
