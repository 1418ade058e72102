import { queryOptions } from '@tanstack/react-query';
import { captchaOperations } from '#core/api/captcha';
import { callApi } from '../../lib/api-client';

/** Which human-verification widget the server checks (captchaOperations.config). */
export const captchaConfigQueryOptions = queryOptions({
  queryKey: ['captcha-config'] as const,
  queryFn: ({ signal }) => callApi(captchaOperations.config, { signal }),
  // The provider does not change while the page is open.
  staleTime: Infinity,
});
