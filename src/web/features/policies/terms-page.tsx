import { PolicyPage } from './policy-page';

/** /terms (docs/product.md#policy-pages): not indexed; our own text unless TERMS_EMBED_URL is set. */
export function TermsPage() {
  return <PolicyPage name="terms" />;
}
