import { PolicyPage } from './policy-page';

/** /disclaimer (SPEC §2): not indexed; our own text unless DISCLAIMER_EMBED_URL is set. */
export function DisclaimerPage() {
  return <PolicyPage name="disclaimer" />;
}
