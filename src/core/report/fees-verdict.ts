import type { EvaluationLabel } from '../compare/compare-labels';
import type { Language } from '../i18n/languages';
import { formatUsd, formatUsdCentsIfAny } from '../primitives/format';
import { FEES_VERDICT_ES } from './es/fees-verdict-es';
import type { ExtrasKind, FeesVerdictWords } from './fees-verdict-words';

// What the verdict adds when a listing costs more than its rent (docs/product.md#move-in-specials, decision 090). The
// Value Score judges the rent against comparable rents, which are advertised without fees; the fees and the
// utilities the renter pays are then named beside it, with what the home really costs a month, so the verdict never
// reads as if the rent were all. The official benchmarks count rent plus utilities (HUD's gross rent), so the total is
// weighed against them only when its utilities are in it.

export interface FeesVerdictFacts {
  /** The report's value label, null without a Value Score. */
  readonly label: EvaluationLabel | null;
  /** The landlord's monthly fees. */
  readonly monthlyFees: number;
  /** The utilities the renter pays the utility companies a month. */
  readonly ownUtilities: number;
  /** What the home costs a month: rent after specials + fees + utilities. */
  readonly totalMonthlyCost: number;
}

export interface TotalBenchmarkFacts {
  readonly totalMonthlyCost: number;
  /** Whether the total counts utilities (the renter's own, or the landlord's utility fee). */
  readonly utilitiesCounted: boolean;
  /** The most local official figure, its name in the reader's language, and its monthly gross rent. */
  readonly benchmark: { readonly name: string; readonly rent: number } | null;
}

const RENT_BY_LABEL_EN: Readonly<Record<EvaluationLabel, string>> = {
  'Better Value': 'A good rent, but',
  'Fair Value': 'A fair rent, but',
  'Poorer Value': 'A high rent, and',
};
const EXTRAS_EN: Readonly<Record<ExtrasKind, string>> = {
  fees: 'fees',
  utilities: 'utilities',
  both: 'fees and utilities',
};

const FEES_VERDICT_EN: FeesVerdictWords = {
  sentence: (label, extras, kind, total) => {
    const tail = `${extras} a month in ${EXTRAS_EN[kind]} brings what you would pay to ${total}.`;
    return label === null ? `${tail.charAt(0).toUpperCase()}${tail.slice(1)}` : `${RENT_BY_LABEL_EN[label]} ${tail}`;
  },
  againstBenchmark: (total, percent, name, rent) => {
    const difference = percent === 0 ? 'about the same as' : `${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'}`;
    return `The official figures count rent plus utilities, as your total does: ${total} a month is ${difference} the ${name} of ${rent}.`;
  },
  utilitiesMissing: () =>
    'The official figures count rent plus utilities: add the utilities you would pay to weigh your total against them.',
};

const WORDS: Readonly<Record<Language, FeesVerdictWords>> = { en: FEES_VERDICT_EN, es: FEES_VERDICT_ES };

function extrasKind(facts: Pick<FeesVerdictFacts, 'monthlyFees' | 'ownUtilities'>): ExtrasKind | null {
  if (facts.monthlyFees > 0 && facts.ownUtilities > 0) return 'both';
  if (facts.monthlyFees > 0) return 'fees';
  return facts.ownUtilities > 0 ? 'utilities' : null;
}

/** The verdict's sentence on fees, or null when the listing has neither fees nor utilities to add. */
export function feesVerdictSentence(facts: FeesVerdictFacts, language: Language = 'en'): string | null {
  const kind = extrasKind(facts);
  if (kind === null) return null;
  return WORDS[language].sentence(
    facts.label,
    formatUsdCentsIfAny(facts.monthlyFees + facts.ownUtilities),
    kind,
    formatUsdCentsIfAny(facts.totalMonthlyCost),
  );
}

/** "(total − figure) / figure", in percent: how the total stands against an official gross rent. */
function percentAgainst(total: number, rent: number): number {
  return ((total - rent) / rent) * 100;
}

/**
 * The total against the most local official figure (a gross rent: rent plus utilities): only when the total counts
 * utilities, so like is weighed with like; without them, a line saying what is missing; null without a figure.
 */
export function totalAgainstBenchmark(facts: TotalBenchmarkFacts, language: Language = 'en'): string | null {
  const words = WORDS[language];
  if (facts.benchmark === null || !(facts.benchmark.rent > 0)) return null;
  if (!facts.utilitiesCounted) return words.utilitiesMissing();
  return words.againstBenchmark(
    formatUsdCentsIfAny(facts.totalMonthlyCost),
    Math.round(percentAgainst(facts.totalMonthlyCost, facts.benchmark.rent)),
    facts.benchmark.name,
    formatUsd(facts.benchmark.rent),
  );
}
