import { PolicyPage } from './policy-page';

/** /privacy (docs/product.md#policy-pages): not indexed; our own text unless PRIVACY_EMBED_URL is set. */
export function PrivacyPage() {
  return <PolicyPage name="privacy" />;
}
