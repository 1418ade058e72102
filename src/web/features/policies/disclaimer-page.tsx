import { PolicyPage } from './policy-page';

/** /disclaimer (docs/product.md#policy-pages): not indexed; our own text unless DISCLAIMER_EMBED_URL is set. */
export function DisclaimerPage() {
  return <PolicyPage name="disclaimer" />;
}
