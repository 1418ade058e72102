import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPE } from '#core/constants';
import type { Language } from '#core/i18n/languages';
import type { AccountProfile } from '../../lib/account-api';
import { WithI18n } from '../../lib/test-i18n';
import { PlanSection } from './signed-in-home';

// The signed-in home offers the renter's free report while it is unused, in both languages
// (docs/product.md#signed-in-home).

function render(profile: AccountProfile, language: Language = 'en'): string {
  return renderToStaticMarkup(
    <WithI18n language={language}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlanSection profile={profile} />
        </MemoryRouter>
      </QueryClientProvider>
    </WithI18n>,
  ).replaceAll('<!-- -->', '');
}

const NEW_RENTER = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null,
  city: null,
  state: null,
  credits: 1,
  paidPlan: false,
  optOut: false,
  planType: PLAN_TYPE.free,
  planEnds: null,
  reportCount: 0,
  language: 'en',
} satisfies AccountProfile;

/** The free-report card's markup, or null when the home shows none. */
function freeReportCard(html: string): string | null {
  return /<section[^>]*data-free-report[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
}

describe('the free report on the signed-in home', () => {
  it('offers an unused free report, with a link to run it', () => {
    const card = freeReportCard(render(NEW_RENTER));
    expect(card).toContain('Your free report is ready');
    expect(card).toContain('href="/research"');
    expect(card).toContain('Run Your Free Report');
    expect(freeReportCard(render(NEW_RENTER, 'es'))).toContain('Su informe gratis lo espera');
  });

  it('shows none once it is used, or to a renter who has bought a plan', () => {
    expect(freeReportCard(render({ ...NEW_RENTER, credits: 0, reportCount: 1 }))).toBeNull();
    expect(freeReportCard(render({ ...NEW_RENTER, credits: 3, paidPlan: true }))).toBeNull();
  });
});
