import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '#core/messages';
import { INVALID_RESPONSE_MESSAGE, isApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { useCoreText } from './core-messages';

/** The text a red box shows for a failure: the service's own message, or the default for anything else. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message.trim() || DEFAULT_ERROR_MESSAGE;
  return DEFAULT_ERROR_MESSAGE;
}

/**
 * `const errorText = useErrorText(); errorText(message)`: an error text in the page's language, whether src/core wrote
 * it (its Spanish table) or the client did (no connection, a broken answer). A text the page's language already has,
 * such as the server's answer to a Spanish page, is kept.
 */
export function useErrorText(): (text: string) => string {
  const { _ } = useLingui();
  const core = useCoreText();
  return useCallback(
    (text: string) => {
      if (text === NETWORK_ERROR_MESSAGE) return _('lib.error.network');
      if (text === INVALID_RESPONSE_MESSAGE) return _('lib.error.invalidResponse');
      return core(text);
    },
    [_, core],
  );
}

/**
 * `const describe = useErrorMessage(); describe(error)`: errorMessage in the page's language. The client's own
 * failures are recognised by their code (NETWORK, INVALID_RESPONSE), not by their English text.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { _ } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'NETWORK') return _('lib.error.network');
      if (isApiError(error) && error.code === 'INVALID_RESPONSE') return _('lib.error.invalidResponse');
      return errorText(errorMessage(error));
    },
    [_, errorText],
  );
}
