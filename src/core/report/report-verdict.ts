import type { Language } from '../i18n/languages';
import { formatUsd } from '../primitives/format';
import { VERDICT_ES } from './es/report-verdict-es';
import {
  planVerdict,
  shownRadius,
  type ScoredRentKind,
  type VerdictBasis,
  type VerdictFacts,
  type VerdictPhrasebook,
} from './verdict-plan';

export type { VerdictFacts } from './verdict-plan';

// The report's first screen answers "is this rent fair?" in one sentence of why (docs/product.md#verdict-card): the
// rent that was scored against the expected rent, in dollars and percent, and what the expected rent stands on.
// Built from the report's figures alone, so it never contradicts the score, the range or the written evaluation
// below it. What it says is decided once (planVerdict); each language words it (VERDICT_EN below,
// es/report-verdict-es.ts), as the written texts are (docs/i18n.md).

const RENT_NOUN: Readonly<Record<ScoredRentKind, string>> = {
  asking: 'The asking rent',
  afterSpecials: 'The rent after move-in specials',
  netEffective: 'The net effective rent',
  offered: 'The offered rent',
};

function basisText(basis: VerdictBasis): string {
  if (basis.kind === 'benchmarks') return 'the official rent benchmarks for this ZIP code';
  const count = basis.count === 1 ? '1 comparable rental' : `${basis.count} comparable rentals`;
  const miles = shownRadius(basis.radiusMiles);
  return `${count} ${miles === null ? 'nearby' : `within ${miles} ${miles === 1 ? 'mile' : 'miles'}`} in the past 12 months`;
}

const VERDICT_EN: VerdictPhrasebook = {
  sentence(plan) {
    const rent = `${RENT_NOUN[plan.rentKind]} of ${formatUsd(plan.amount)}`;
    if (plan.kind === 'unjudged')
      return plan.reason ?? `${rent} could not be judged: too few comparable rentals were found for a Value Score.`;
    const expected = `${formatUsd(plan.market)} expected for a unit like this, going by ${basisText(plan.basis)}`;
    if (plan.kind === 'inLine') return `${rent} is in line with the ${expected}.`;
    return `${rent} is ${formatUsd(plan.gap)} (${plan.percent}%) ${plan.kind} the ${expected}.`;
  },
};

const PHRASEBOOKS: Readonly<Record<Language, VerdictPhrasebook>> = { en: VERDICT_EN, es: VERDICT_ES };

/**
 * One sentence of why: "The asking rent of $1,650 is $284 (15%) below the $1,934 expected for a unit like this, going
 * by 24 comparable rentals within 2 miles in the past 12 months." Without an expected rent, the reason there is no
 * score.
 */
export function verdictSentence(facts: VerdictFacts, language: Language = 'en'): string {
  return PHRASEBOOKS[language].sentence(planVerdict(facts));
}
