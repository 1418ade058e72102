import { queryOptions } from '@tanstack/react-query';
import { captchaOperations, type CaptchaConfig } from '#core/api/captcha';
import { callApi } from '../../lib/api-client';

/** Which human-verification widget the server checks (captchaOperations.config). */
export type { CaptchaConfig };

export const captchaConfigQueryOptions = queryOptions({
  queryKey: ['captcha-config'] as const,
  queryFn: ({ signal }) => callApi(captchaOperations.config, { signal }),
  // The provider does not change while the page is open.
  staleTime: Infinity,
});
