import { queryOptions } from '@tanstack/react-query';
import type { CaptchaConfig } from '#core/api/captcha';
import { apiGet } from '../../lib/api-client';

/** GET /api/captcha/config: which human-verification widget the server checks. */
export type { CaptchaConfig };

export const CAPTCHA_CONFIG_ENDPOINT = '/api/captcha/config';

export const captchaConfigQueryOptions = queryOptions({
  queryKey: ['captcha-config'] as const,
  queryFn: ({ signal }) => apiGet<CaptchaConfig>(CAPTCHA_CONFIG_ENDPOINT, { signal }),
  // The provider does not change while the page is open.
  staleTime: Infinity,
});
