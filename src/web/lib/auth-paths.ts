import { paths } from './paths';

// Links between the auth pages keep the visitor's purchase_intent and redirect query params.

export const PURCHASE_INTENT_PARAM = 'purchase_intent';
export const REDIRECT_PARAM = 'redirect';

/** Query-string values stay readable: "/login?redirect=/account", not "%2Faccount". */
function queryString(params: Record<string, string | null | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2F/gi, '/')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function loginPath(options: { redirect?: string | null; purchaseIntent?: string | null } = {}): string {
  return `${paths.login}${queryString({ [REDIRECT_PARAM]: options.redirect, [PURCHASE_INTENT_PARAM]: options.purchaseIntent })}`;
}

export function signupPath(purchaseIntent?: string | null): string {
  return `${paths.signup}${queryString({ [PURCHASE_INTENT_PARAM]: purchaseIntent })}`;
}
