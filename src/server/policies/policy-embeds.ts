import type { Config } from '../config';
import type { PolicyEmbedUrls } from '../web-app/web-app-routes';

/** The configured embed URL of each policy page (docs/architecture.md#outside-services: our own Markdown otherwise). */
export function policyEmbedUrls(config: Config): PolicyEmbedUrls {
  const urls: PolicyEmbedUrls = {};
  if (config.TERMS_EMBED_URL) urls.terms = config.TERMS_EMBED_URL;
  if (config.DISCLAIMER_EMBED_URL) urls.disclaimer = config.DISCLAIMER_EMBED_URL;
  if (config.PRIVACY_EMBED_URL) urls.privacy = config.PRIVACY_EMBED_URL;
  if (config.COOKIES_EMBED_URL) urls.cookies = config.COOKIES_EMBED_URL;
  return urls;
}

/** The origins the policy pages frame, for the CSP's frame-src (each once). */
export function policyFrameOrigins(config: Config): string[] {
  return [...new Set(Object.values(policyEmbedUrls(config)).map((url) => new URL(url).origin))];
}
