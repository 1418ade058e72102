import { PolicyPage } from './policy-page';

/** /terms (SPEC §2): not indexed; our own text unless TERMS_EMBED_URL is set. */
export function TermsPage() {
  return <PolicyPage name="terms" />;
}
