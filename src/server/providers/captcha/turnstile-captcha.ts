import type { CaptchaVerifier } from './captcha-port';

interface SiteverifyResponse {
  success: boolean;
  'error-codes'?: string[];
}

/**
 * Cloudflare Turnstile: the widget's token is checked against the documented siteverify endpoint
 * (POST form fields secret, response, remoteip; JSON answer with `success`). Turnstile itself makes tokens
 * single use and short lived.
 */
export function turnstileCaptcha(options: {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  timeoutMs: number;
  onError?: (error: unknown) => void;
}): CaptchaVerifier {
  return {
    publicConfig: { provider: 'turnstile', siteKey: options.siteKey },
    async verify(token, remoteIp) {
      if (!token || token.length > 4096) return false;
      const body = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) throw new Error(`Turnstile siteverify answered ${res.status}`);
        const result = (await res.json()) as SiteverifyResponse;
        return result.success === true;
      } catch (error) {
        // Fail closed: an unreachable verifier must not let unverified requests through.
        options.onError?.(error);
        return false;
      }
    },
  };
}
