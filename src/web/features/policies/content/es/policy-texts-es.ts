import type { PolicyTexts } from '../../policy-texts';
import cookies from './cookies.md?raw';
import disclaimer from './disclaimer.md?raw';
import privacy from './privacy.md?raw';
import terms from './terms.md?raw';

/** The four policy documents in Spanish: their own chunk, which only a Spanish page loads (policy-documents.ts). */
export const POLICY_TEXTS_ES: PolicyTexts = { terms, disclaimer, privacy, cookies };
