// The signed-in home's lists of texts (docs/product.md#signed-in-home), as message ids of the home catalogue; the
// shared texts come from src/core/messages.
import type { DashboardRankingKey } from '#core/account/dashboard-rankings';

export const HOME_CARDS = [
  { titleId: 'home.cards.research.title', textId: 'home.cards.research.text', key: 'research' },
  { titleId: 'home.cards.compare.title', textId: 'home.cards.compare.text', key: 'compare' },
  { titleId: 'home.cards.apply.title', textId: 'home.cards.apply.text', key: 'apply' },
] as const;

export const RANKING_LABEL_IDS: Record<DashboardRankingKey, string> = {
  bestValue: 'home.rankings.bestValue',
  lowestRent: 'home.rankings.lowestRent',
  lowestPricePerSqft: 'home.rankings.lowestPricePerSqft',
  mostSpace: 'home.rankings.mostSpace',
};
