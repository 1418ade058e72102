import { describe, expect, it } from 'vitest';
import { PURCHASE_TIERS, SIGNUP_CREDITS } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '#core/primitives/markdown';
import { REFUND_WINDOW_DAYS } from '#core/account/purchase-refund';
import { translateCoreText } from '#core/i18n/core-text';
import { CORE_TEXTS_ES } from '#core/translations/core-texts-es';
import { LANGUAGES, type Language } from '#core/i18n/languages';
import { text } from '../../lib/test-i18n';
import {
  loadPolicyTexts,
  POLICY_DOCUMENTS,
  POLICY_TEXTS_EN,
  policyEmbedMetaName,
  policyEmbedUrl,
  type PolicyName,
  type PolicyTexts,
} from './policy-documents';

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

const TEXTS: Readonly<Record<Language, PolicyTexts>> = { en: POLICY_TEXTS_EN, es: await loadPolicyTexts('es') };

/** How each language's documents open: the date (and in Spanish, first, that the English version governs). */
const OPENING: Readonly<Record<Language, RegExp>> = {
  en: /^_Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}_\n/,
  es: /^_En caso de discrepancia, prevalece la versión en inglés\._\n\n_Última actualización: \d{1,2} de [a-z]+ de \d{4}_\n/,
};

describe.each(LANGUAGES)('the policy documents (%s)', (language) => {
  it.each(Object.values(POLICY_DOCUMENTS))(
    '$name reads as sections under the page heading, with a date and working links',
    (policy) => {
      const markdown = TEXTS[language][policy.name];
      const blocks = parseMarkdown(markdown);
      // The page supplies the h1; the document starts at h2.
      expect(blocks.filter((b) => b.type === 'heading' && b.level === 1)).toEqual([]);
      expect(blocks.filter((b) => b.type === 'heading').length).toBeGreaterThanOrEqual(4);
      expect(markdown).toMatch(OPENING[language]);
      for (const href of links(blocks))
        expect(['/terms', '/disclaimer', '/privacy', '/cookies', '/contact', '/account']).toContain(href);
      expect(text(policy.titleId, undefined, language).length).toBeGreaterThan(0);
      const description = text(policy.descriptionId, undefined, language);
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );
});

describe('the policy documents in English', () => {
  it('states the prices, the free report and the refund window the product actually uses', () => {
    const terms = POLICY_TEXTS_EN.terms;
    for (const tier of PURCHASE_TIERS.filter((t) => t.offered)) {
      expect(terms).toContain(`**${tier.name}** costs ${formatUsd(tier.priceCents / 100)}`);
    }
    expect(SIGNUP_CREDITS).toBe(1);
    expect(terms).toContain('Your first report is free.');
    expect(terms).toContain(`within ${REFUND_WINDOW_DAYS} days of a payment`);
  });

  it('is honest about the sample data default, page views and consent', () => {
    expect(POLICY_TEXTS_EN.disclaimer).toContain('**Sample market data**');
    expect(POLICY_TEXTS_EN.privacy).toContain('**Page views without personal data.**');
    expect(POLICY_TEXTS_EN.cookies).toContain('only after you allow analytics');
  });
});

describe('the policy documents in Spanish', () => {
  const spanish = TEXTS.es;

  it('follow the English documents section for section, with the same links and the same date', () => {
    for (const name of Object.keys(POLICY_DOCUMENTS) as PolicyName[]) {
      const english = parseMarkdown(POLICY_TEXTS_EN[name]);
      const blocks = parseMarkdown(spanish[name]);
      const headings = (all: MarkdownBlock[]) => all.filter((b) => b.type === 'heading').length;
      expect(headings(blocks), name).toBe(headings(english));
      expect(links(blocks), name).toEqual(links(english));
      expect(spanish[name], name).toContain('22 de noviembre de 2026');
      expect(POLICY_TEXTS_EN[name], name).toContain('November 22, 2026');
    }
  });

  it('state the same prices (under the plans’ Spanish names), free report and refund window', () => {
    for (const tier of PURCHASE_TIERS.filter((t) => t.offered)) {
      const name = translateCoreText(tier.name, CORE_TEXTS_ES);
      expect(name).not.toBe(tier.name);
      expect(spanish.terms).toContain(`**${name}** cuesta ${formatUsd(tier.priceCents / 100)}`);
    }
    expect(spanish.terms).toContain('Su primer informe es gratis.');
    expect(spanish.terms).toContain(`dentro de los ${REFUND_WINDOW_DAYS} días siguientes a un pago`);
  });

  it('are as honest about the sample data default, page views and consent', () => {
    expect(spanish.disclaimer).toContain('**Datos de mercado de muestra**');
    expect(spanish.privacy).toContain('**Visitas a las páginas sin datos personales.**');
    expect(spanish.cookies).toContain('solo después de que usted permita la analítica');
  });

  it('leave no English heading behind', () => {
    for (const name of Object.keys(POLICY_DOCUMENTS) as PolicyName[]) {
      const english = new Set(
        parseMarkdown(POLICY_TEXTS_EN[name]).flatMap((b) => (b.type === 'heading' ? [b.id] : [])),
      );
      const ids = parseMarkdown(spanish[name]).flatMap((b) => (b.type === 'heading' ? [b.id] : []));
      expect(
        ids.filter((id) => english.has(id)),
        name,
      ).toEqual([]);
    }
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
