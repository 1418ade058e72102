import type { Language } from '../i18n/languages';
import { formatUsd, formatUsdCentsIfAny } from '../primitives/format';
import { propertyName, type EvaluationLabel } from './compare-labels';
import { COST_RANKING_ES } from './es/cost-ranking-es';
import type { CostRankingWords, ExtrasKind } from './cost-ranking-words';

// The compare page ranks the listings by what they cost, not by their rent alone (docs/product.md#comparison-table,
// decision 090): a year of the total monthly cost (rent after move-in specials, fees and the utilities the renter
// pays) plus the one-time costs of moving in. When the fees turn the order of the rents around, it says so: "Property
// B: a fair rent, but $185 a month in fees makes it the most expensive of your list."

/** One compared listing as the ranking reads it (the compare API's CompareProperty has these fields). */
export interface CostRanked {
  readonly letter: string;
  readonly evaluation: EvaluationLabel | null;
  /** The rent the Value Score judged: the asking rent, after move-in specials when there were any. */
  readonly rentAfterSpecials: number;
  /** Fees and the utilities the renter pays, a month. */
  readonly monthlyExtras: number;
  /** The landlord's fees alone, a month (the rest of the extras are utilities). */
  readonly monthlyFees: number;
  /** A year of the total monthly cost plus the one-time costs (compare-best-value.ts costPerYear). */
  readonly costPerYear: number;
}

/** Each listing's rank by cost per year, 1 the cheapest; equal costs share a rank (1, 1, 3). */
export function costRanks(costs: readonly number[]): number[] {
  return costs.map((cost) => 1 + costs.filter((other) => other < cost).length);
}

/** Why the order changes once fees are counted. */
export type FeeRankingNote =
  | {
      readonly id: 'mostExpensive';
      readonly letter: string;
      readonly label: EvaluationLabel | null;
      readonly extras: number;
      readonly kind: ExtrasKind;
    }
  | {
      readonly id: 'noLongerCheapest';
      readonly letter: string;
      readonly extras: number;
      readonly kind: ExtrasKind;
      readonly cheaper: string;
    };

/** What a listing's extras are: fees, utilities, or both. */
function extrasKind(item: CostRanked): ExtrasKind {
  if (item.monthlyFees <= 0) return 'utilities';
  return item.monthlyExtras > item.monthlyFees ? 'both' : 'fees';
}

const EXTRAS_EN: Readonly<Record<ExtrasKind, string>> = {
  fees: 'fees',
  utilities: 'utilities',
  both: 'fees and utilities',
};

const RENT_BY_LABEL_EN: Readonly<Record<EvaluationLabel, string>> = {
  'Better Value': 'a good rent, but',
  'Fair Value': 'a fair rent, but',
  'Poorer Value': 'a high rent, and',
};

const COST_RANKING_EN: CostRankingWords = {
  ranking: (entries) =>
    `Ranked by total cost: ${entries.map((e) => `${e.rank}. ${e.name} (${e.cost} a year)`).join(', ')}.`,
  mostExpensive: (name, label, extras, kind) =>
    `${name}: ${label === null ? 'its rent is not the highest, but' : RENT_BY_LABEL_EN[label]} ${extras} a month in ${EXTRAS_EN[kind]} makes it the most expensive of your list.`,
  noLongerCheapest: (name, extras, kind, cheaper) =>
    `${name} has the lowest rent, but ${extras} a month in ${EXTRAS_EN[kind]} makes ${cheaper} cheaper over a year.`,
};

const WORDS: Readonly<Record<Language, CostRankingWords>> = { en: COST_RANKING_EN, es: COST_RANKING_ES };

function lowest(list: readonly CostRanked[], figure: (item: CostRanked) => number): CostRanked[] {
  const min = Math.min(...list.map(figure));
  return list.filter((item) => figure(item) === min);
}

/**
 * Where counting the fees turns the order of the rents around: the listing whose fees make it the most expensive of
 * the list though its rent is not the highest, and the listing with the lowest rent that fees make dearer than
 * another. Nothing when no listing has fees, or fewer than two are compared.
 */
export function feeRankingNotes(list: readonly CostRanked[]): FeeRankingNote[] {
  if (list.length < 2 || !list.some((item) => item.monthlyExtras > 0)) return [];
  const notes: FeeRankingNote[] = [];
  const highestRent = Math.max(...list.map((item) => item.rentAfterSpecials));
  const dearest = Math.max(...list.map((item) => item.costPerYear));
  const dearestOnes = list.filter((item) => item.costPerYear === dearest);
  for (const item of dearestOnes) {
    if (dearestOnes.length === 1 && item.rentAfterSpecials < highestRent && item.monthlyExtras > 0) {
      notes.push({
        id: 'mostExpensive',
        letter: item.letter,
        label: item.evaluation,
        extras: item.monthlyExtras,
        kind: extrasKind(item),
      });
    }
  }
  const cheapestRents = lowest(list, (item) => item.rentAfterSpecials);
  const cheapestCosts = lowest(list, (item) => item.costPerYear);
  const cheapestRent = cheapestRents.length === 1 ? cheapestRents[0] : undefined;
  const cheaper = cheapestCosts[0];
  if (cheapestRent && cheaper && cheapestRent.monthlyExtras > 0 && !cheapestCosts.includes(cheapestRent)) {
    notes.push({
      id: 'noLongerCheapest',
      letter: cheapestRent.letter,
      extras: cheapestRent.monthlyExtras,
      kind: extrasKind(cheapestRent),
      cheaper: cheaper.letter,
    });
  }
  return notes;
}

/** The ranking and its notes in the page's language; null when no listing has fees (the rents already tell the order). */
export function costRankingTexts(
  list: readonly CostRanked[],
  language: Language,
): { readonly ranking: string; readonly notes: string[] } | null {
  if (list.length < 2 || !list.some((item) => item.monthlyExtras > 0)) return null;
  const words = WORDS[language];
  const ranks = costRanks(list.map((item) => item.costPerYear));
  const entries = list
    .map((item, index) => ({
      rank: ranks[index] ?? 0,
      name: propertyName(item.letter, language),
      cost: formatUsd(item.costPerYear),
    }))
    .sort((a, b) => a.rank - b.rank);
  const notes = feeRankingNotes(list).map((note) =>
    note.id === 'mostExpensive'
      ? words.mostExpensive(
          propertyName(note.letter, language),
          note.label,
          formatUsdCentsIfAny(note.extras),
          note.kind,
        )
      : words.noLongerCheapest(
          propertyName(note.letter, language),
          formatUsdCentsIfAny(note.extras),
          note.kind,
          propertyName(note.cheaper, language),
        ),
  );
  return { ranking: words.ranking(entries), notes };
}
