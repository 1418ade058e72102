import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { errorBannerMessage, errorWithMessage } from '#core/messages';
import { isApiError } from './api-client';
import { useCoreText } from './core-messages';

/** The text a red box shows for a failure: the service's own message, or the default for anything else. */
function errorMessage(error: unknown): string {
  return errorBannerMessage(isApiError(error) ? error.message : null);
}

/**
 * `const describe = useErrorMessage(); describe(error)`: errorMessage in the page's language. The client's own
 * failures are recognised by their code (NETWORK, INVALID_RESPONSE), not by their English text.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { _ } = useLingui();
  const core = useCoreText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'NETWORK') return _('lib.error.network');
      if (isApiError(error) && error.code === 'INVALID_RESPONSE') return _('lib.error.invalidResponse');
      return core(errorMessage(error));
    },
    [_, core],
  );
}

/**
 * `const describeLoad = useLoadErrorMessage(); describeLoad(error)`: a data load that failed ("Error: {message}",
 * docs/product.md#error-answers) in the page's language, the failure described by useErrorMessage.
 */
export function useLoadErrorMessage(): (error: unknown) => string {
  const describe = useErrorMessage();
  const core = useCoreText();
  return useCallback((error: unknown) => core(errorWithMessage(describe(error))), [describe, core]);
}
