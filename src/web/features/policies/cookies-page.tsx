import { PolicyPage } from './policy-page';

/** /cookies (docs/product.md#policy-pages): not indexed; our own text unless COOKIES_EMBED_URL is set. */
export function CookiesPage() {
  return <PolicyPage name="cookies" />;
}
