import { use } from 'react';
import type { Language } from '#core/i18n/languages';
import type { PolicyName, PolicyTexts } from './policy-texts';

export type { PolicyName, PolicyTexts };
import cookies from './content/cookies.md?raw';
import disclaimer from './content/disclaimer.md?raw';
import privacy from './content/privacy.md?raw';
import terms from './content/terms.md?raw';

// The four policy documents (/terms, /disclaimer, /privacy, /cookies; docs/product.md#policy-pages): our own texts
// in Markdown, kept in content/ (English) and content/es/ (Spanish, where the English version governs) so they are
// reviewed like code. English is part of the pages' code; Spanish is its own chunk, loaded only by a Spanish page
// (docs/i18n.md). Each page may show an outside document instead when the server hands over an embed URL
// (TERMS_EMBED_URL and friends) in <meta name="rv-policy-{name}">.

export interface PolicyDocument {
  readonly name: PolicyName;
  /** The page's heading: a message id of policies/messages. */
  readonly titleId: string;
  /** The page's meta description: a message id of policies/messages. */
  readonly descriptionId: string;
}

export const POLICY_DOCUMENTS: Readonly<Record<PolicyName, PolicyDocument>> = {
  terms: { name: 'terms', titleId: 'policies.terms.title', descriptionId: 'policies.terms.description' },
  disclaimer: {
    name: 'disclaimer',
    titleId: 'policies.disclaimer.title',
    descriptionId: 'policies.disclaimer.description',
  },
  privacy: { name: 'privacy', titleId: 'policies.privacy.title', descriptionId: 'policies.privacy.description' },
  cookies: { name: 'cookies', titleId: 'policies.cookies.title', descriptionId: 'policies.cookies.description' },
};

/** The English documents, always at hand. */
export const POLICY_TEXTS_EN: PolicyTexts = { terms, disclaimer, privacy, cookies };

const loaded: Partial<Record<Language, PolicyTexts>> = { en: POLICY_TEXTS_EN };
const loading = new Map<Language, Promise<PolicyTexts>>();

function importTexts(language: Language): Promise<PolicyTexts> {
  switch (language) {
    case 'en':
      return Promise.resolve(POLICY_TEXTS_EN);
    case 'es':
      return import('./content/es/policy-texts-es').then((module) => module.POLICY_TEXTS_ES);
  }
}

/** The documents in a language, loading them once (Spanish is its own chunk); a failed load is tried again next time. */
export function loadPolicyTexts(language: Language): Promise<PolicyTexts> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = importTexts(language).then(
      (texts) => (loaded[language] = texts),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The documents in the page's language for a component: at once when loaded, else the component suspends until they
 * are (the prerender waits for them, so a Spanish page's HTML holds the Spanish text).
 */
export function usePolicyTexts(language: Language): PolicyTexts {
  return loaded[language] ?? use(loadPolicyTexts(language));
}

/** The meta tag the server sets when a policy is embedded from elsewhere (src/server/web-app/web-app-routes.ts). */
export function policyEmbedMetaName(name: PolicyName): string {
  return `rv-policy-${name}`;
}

/** The configured embed URL of a policy, if any; anything but an http(s) URL is ignored. */
export function policyEmbedUrl(name: PolicyName, doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${policyEmbedMetaName(name)}"]`)?.content.trim();
  if (!content) return null;
  try {
    const url = new URL(content);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
