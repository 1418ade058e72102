import type { AltchaChallenge, CaptchaConfig } from '#core/api/captcha';

/** What the web app needs to show the widget. */
type CaptchaPublicConfig = CaptchaConfig;

/** Human verification (docs/product.md#validation): a token from the widget, checked once on the server. */
export interface CaptchaVerifier {
  readonly publicConfig: CaptchaPublicConfig;
  /** A fresh challenge for the widget (ALTCHA only). */
  createChallenge?(): Promise<AltchaChallenge>;
  /** True only for a valid, unexpired, unused token. Never throws for a bad token. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}
