import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages';
import { SearchHistory } from '../../components/search-history';
import { searchHistoryQueryOptions, type DashboardHistoryItem } from '../../lib/account-api';
import { WithI18n } from '../../lib/test-i18n';
import { DashboardRankingsPanel } from './dashboard-rankings-panel';
import { HistoryTable } from './history-table';

// A renewal check is marked as a renewal wherever the renter's reports are listed: the search history, the
// dashboard's table and its rankings, in both languages.

const LISTING: DashboardHistoryItem = {
  id: 'listing-1',
  streetAddress: '5 Listing Ln',
  url: null,
  bedrooms: '2',
  bathrooms: '1',
  rent: 1850,
  valueScore: 5.2,
  renewal: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  sqft: 900,
  qualityLevel: 2,
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
};

const RENEWAL: DashboardHistoryItem = {
  ...LISTING,
  id: 'renewal-1',
  streetAddress: '7 Renewal Rd',
  rent: 1790,
  valueScore: 7.9,
  renewal: true,
};

function render(node: React.ReactNode, language: Language, client = new QueryClient()): string {
  return renderToStaticMarkup(
    <WithI18n language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </WithI18n>,
  );
}

describe('renewals in the history and the dashboard', () => {
  it.each([
    ['en', 'Renewal'],
    ['es', 'Renovación'],
  ] as const)('marks only the renewal as a renewal (%s)', (language, word) => {
    const client = new QueryClient();
    client.setQueryData(searchHistoryQueryOptions.queryKey, { items: [RENEWAL, LISTING] });
    const history = render(<SearchHistory enabled={false} />, language, client);
    // The one tag sits in the renewal's row: after its address, before the listing's.
    expect(history.match(/data-renewal-tag/g)).toHaveLength(1);
    expect(history).toContain(`>${word}</span>`);
    expect(history.indexOf(word)).toBeGreaterThan(history.indexOf('7 Renewal Rd'));
    expect(history.indexOf(word)).toBeLessThan(history.indexOf('5 Listing Ln'));

    const table = render(<HistoryTable items={[LISTING, RENEWAL]} />, language);
    expect(table.match(/data-renewal-tag/g)).toHaveLength(1);
    const renewalRow = /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*7 Renewal Rd(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(table)?.[0] ?? '';
    expect(renewalRow).toContain(`>${word}</span>`);

    const rankings = render(<DashboardRankingsPanel items={[LISTING, RENEWAL]} />, language);
    expect(rankings).toContain(`>${word}</span>`);
  });
});
