import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages';
import { WithI18n } from '../../lib/test-i18n';
import { TenantRightsPage } from './tenant-rights-page';
import { loadTenantRights } from './tenant-rights-content';

/** The page as the prerender writes it. */
async function prerendered(language: Language): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <WithI18n language={language}>
      <MemoryRouter>
        <TenantRightsPage />
      </MemoryRouter>
    </WithI18n>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** The HTML of one state's "Fees" part (the card's fee rules), or '' when the card has none. */
function feesOf(html: string, id: string): string {
  return new RegExp(`<li data-fee-rule="${id}">[\\s\\S]*?</li>`).exec(html)?.[0] ?? '';
}

beforeAll(() => loadTenantRights('es'));

describe('the fee rules on the tenant rights cards', () => {
  it('shows Colorado’s total-price rule with its law linked, in force since and checked on, in English', async () => {
    const html = await prerendered('en');
    const colorado = feesOf(html, 'coTotalPrice');
    expect(colorado).toContain('must show one total price: the rent plus every fee you are required to pay');
    expect(colorado).toContain('href="https://leg.colorado.gov/bills/hb25-1090"');
    expect(colorado).toContain('Colorado HB25-1090: Protections Against Deceptive Pricing Practices');
    expect(colorado).toContain('In force since January 1, 2026; checked on December 5, 2026.');
    expect(feesOf(html, 'caNoticeAndCheckFees')).toContain('by check');
    expect(feesOf(html, 'maBrokerFee')).toContain('Whoever hires the broker pays the broker’s fee.');
    // Only the states with a rule have a "Fees" part.
    expect(html.match(/data-fee-rules/g)).toHaveLength(3);
  });

  it('says the same in Spanish, the law’s name kept in English', async () => {
    const html = await prerendered('es');
    const colorado = feesOf(html, 'coTotalPrice');
    expect(colorado).toContain('debe mostrar un solo precio total: la renta más todos los cargos');
    expect(colorado).toContain('href="https://leg.colorado.gov/bills/hb25-1090"');
    expect(colorado).toContain('Colorado HB25-1090: Protections Against Deceptive Pricing Practices');
    expect(colorado).toContain('Vigente desde el 1 de enero de 2026; verificado el 5 de diciembre de 2026.');
    expect(html).toContain('>Cargos</h3>');
    expect(html).not.toContain('In force since');
  });
});
