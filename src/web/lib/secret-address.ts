import { stripSecretParams } from '#core/site/secret-urls';

/**
 * Takes the secret query parameters (a password reset token, a checkout session id) out of the address bar, so that
 * a copied address, a screenshot or any script reading location.href later does not carry them. The router keeps the
 * address it rendered, so the page still reads the token it needs; only a reload of that page finds it gone (the
 * reset page then asks for the emailed link again). A shared report's token is the page's own address and stays.
 */
export function stripSecretsFromAddress(): void {
  if (typeof window === 'undefined') return;
  const href = window.location.href;
  const stripped = stripSecretParams(href);
  if (stripped === href || stripped === '') return;
  // The router's own entry state (its key and index) is kept, so back and forward work as before.
  window.history.replaceState(window.history.state, '', stripped);
}
