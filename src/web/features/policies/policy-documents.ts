import cookies from './content/cookies.md?raw';
import disclaimer from './content/disclaimer.md?raw';
import privacy from './content/privacy.md?raw';
import terms from './content/terms.md?raw';

// The four policy documents (/terms, /disclaimer, /privacy, /cookies; docs/product.md#policy-pages): our own texts
// in Markdown, kept in content/ so they are reviewed like code. Each page may show an outside document instead when
// the server hands over an embed URL (TERMS_EMBED_URL and friends) in <meta name="rv-policy-{name}">.

export type PolicyName = 'terms' | 'disclaimer' | 'privacy' | 'cookies';

export interface PolicyDocument {
  readonly name: PolicyName;
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

export const POLICY_DOCUMENTS: Readonly<Record<PolicyName, PolicyDocument>> = {
  terms: {
    name: 'terms',
    title: 'Terms of Use',
    description:
      'The terms for using RentValue: accounts, Rental Value Reports, one-time plans and the 30-day money-back guarantee.',
    markdown: terms,
  },
  disclaimer: {
    name: 'disclaimer',
    title: 'Disclaimer',
    description:
      'What a Rental Value Report is based on and what it is not: estimates from comparable rentals, not legal or financial advice.',
    markdown: disclaimer,
  },
  privacy: {
    name: 'privacy',
    title: 'Privacy Policy',
    description:
      'What RentValue stores about you, who else receives it, how long we keep it, and how to download or delete it.',
    markdown: privacy,
  },
  cookies: {
    name: 'cookies',
    title: 'Cookie Policy',
    description:
      'The one cookie RentValue sets, what it keeps in your browser, and the optional analytics that run only with your consent.',
    markdown: cookies,
  },
};

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
