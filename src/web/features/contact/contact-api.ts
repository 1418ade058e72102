import { contactOperations, type ContactRequest } from '#core/api/contact';
import { CONTACT_MESSAGES } from '#core/messages';
import { callApi, isApiError } from '../../lib/api-client';

/** Sends the contact form: stored and emailed to the team; a visitor's message has no user. */
export function sendContactMessage(body: ContactRequest) {
  return callApi(contactOperations.send, { body });
}

/**
 * A failed send shows the error's own message, else "An unexpected error occurred sending your message."
 * (docs/product.md#contact). The server's messages for a form problem, a failed verification or the rate limit (4xx)
 * are shown; a server failure or a lost connection gets that fallback.
 */
export function contactErrorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'HTTP_ERROR' &&
    error.message.trim()
  ) {
    return error.message;
  }
  return CONTACT_MESSAGES.sendFailed;
}
