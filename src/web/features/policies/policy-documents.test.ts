import { describe, expect, it } from 'vitest';
import { PURCHASE_TIERS, SIGNUP_CREDITS } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '#core/primitives/markdown';
import { REFUND_WINDOW_DAYS } from '#core/account/purchase-refund';
import { POLICY_DOCUMENTS, policyEmbedMetaName, policyEmbedUrl } from './policy-documents';

function links(blocks: MarkdownBlock[]): string[] {
  const fromInline = (nodes: readonly MarkdownInline[]): string[] =>
    nodes.flatMap((n) =>
      n.type === 'link'
        ? [n.href, ...fromInline(n.children)]
        : n.type === 'text' || n.type === 'code'
          ? []
          : fromInline(n.children),
    );
  return blocks.flatMap((b) => (b.type === 'list' ? b.items.flatMap(fromInline) : fromInline(b.children)));
}

describe('the policy documents', () => {
  it.each(Object.values(POLICY_DOCUMENTS))(
    '$title reads as sections under the page heading, with a date and working links',
    (policy) => {
      const blocks = parseMarkdown(policy.markdown);
      // The page supplies the h1; the document starts at h2.
      expect(blocks.filter((b) => b.type === 'heading' && b.level === 1)).toEqual([]);
      expect(blocks.filter((b) => b.type === 'heading').length).toBeGreaterThanOrEqual(4);
      expect(policy.markdown).toMatch(/^_Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}_/);
      for (const href of links(blocks))
        expect(['/terms', '/disclaimer', '/privacy', '/cookies', '/contact', '/account']).toContain(href);
      expect(policy.description.length).toBeGreaterThan(50);
      expect(policy.description.length).toBeLessThanOrEqual(160);
    },
  );

  it('states the prices, the free report and the refund window the product actually uses', () => {
    const terms = POLICY_DOCUMENTS.terms.markdown;
    for (const tier of PURCHASE_TIERS.filter((t) => t.offered)) {
      expect(terms).toContain(`**${tier.name}** costs ${formatUsd(tier.priceCents / 100)}`);
    }
    expect(SIGNUP_CREDITS).toBe(1);
    expect(terms).toContain('Your first report is free.');
    expect(terms).toContain(`within ${REFUND_WINDOW_DAYS} days of a payment`);
  });

  it('is honest about the sample data default, page views and consent', () => {
    expect(POLICY_DOCUMENTS.disclaimer.markdown).toContain('**Sample market data**');
    expect(POLICY_DOCUMENTS.privacy.markdown).toContain('**Page views without personal data.**');
    expect(POLICY_DOCUMENTS.cookies.markdown).toContain('only after you allow analytics');
  });
});

describe('policyEmbedUrl', () => {
  function docWith(name: string, content: string): Document {
    // A stand-in with just what the function reads: one <meta> found by its name.
    return {
      querySelector: (selector: string) => (selector === `meta[name="${name}"]` ? { content } : null),
    } as unknown as Document;
  }

  it('reads the meta tag the server sets', () => {
    expect(policyEmbedMetaName('terms')).toBe('rv-policy-terms');
    expect(policyEmbedUrl('terms', docWith('rv-policy-terms', ' https://docs.example.com/terms '))).toBe(
      'https://docs.example.com/terms',
    );
  });

  it('ignores a missing, empty or non-web URL', () => {
    expect(policyEmbedUrl('privacy', docWith('rv-policy-terms', 'https://x.example'))).toBeNull();
    expect(policyEmbedUrl('terms', docWith('rv-policy-terms', ''))).toBeNull();
    expect(policyEmbedUrl('terms', docWith('rv-policy-terms', 'javascript:alert(1)'))).toBeNull();
    expect(policyEmbedUrl('terms', docWith('rv-policy-terms', 'not a url'))).toBeNull();
  });
});
