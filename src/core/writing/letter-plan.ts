import { LETTER_MIN_COMPS } from '../constants';
import {
  citedBenchmark,
  LETTER_MAX_COMPS,
  letterDateOf,
  proposedRentOf,
  type LetterComp,
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
  type WrittenLetterText,
} from './negotiation-letter';
import { isFigure, oneLine } from './writer-text';

// The negotiation letter's plan (docs/product.md#letters), decided once for every language: what the letter is (a
// proposal of a lower rent, or advice to take the rent asked and ask for a concession), the rent it names, which
// comparables it cites and which figures it states, in which order. A phrasebook per language (letter-writer.ts in
// English, es/letter-writer-es.ts in Spanish) only words the plan; composeLetter lays the worded sections out.

/**
 * 'proposal': the letter asks for a rent below the one asked (or offered). 'advice': the rent asked is already at or
 * below what the letter would propose (the market supports it, or the renter typed no lower rent), so the letter takes
 * it and asks for a concession instead: never a "proposal" of the rent asked, or more.
 */
type LetterPurpose = 'proposal' | 'advice';

/** Where the asking (or offered) rent sits against the report's expected rent and range. */
type RentPosition = 'aboveRange' | 'aboveExpected' | 'atOrBelow';

/** What an advice letter asks for instead of a lower rent. */
export type Concession = 'monthFree' | 'waivedFees' | 'longerLease';

/** The parts of a letter, as composeLetter lays them out ('specials' continues the market paragraph of a full letter). */
export type LetterSection =
  | 'date'
  | 'heading'
  | 'salutation'
  | 'greeting'
  | 'opening'
  | 'market'
  | 'specials'
  | 'fees'
  | 'comps'
  | 'fewComps'
  | 'concessions'
  | 'benchmark'
  | 'cap'
  | 'link'
  | 'closing'
  | 'signOff';

export interface LetterPlan {
  facts: LetterFacts;
  tone: LetterTone;
  length: LetterLength;
  purpose: LetterPurpose;
  renewal: boolean;
  /** The letter's own date (ISO). */
  date: string;
  /** The asking (or offered) rent. */
  asked: number;
  /** The rent the letter names as the renter's: the proposal, or (advice) the rent asked, taken as it is. */
  rent: number;
  /** Renewal: the raise on the current rent, when the offer is one. */
  raise: { current: number; amount: number; percent: number } | null;
  position: RentPosition;
  /** The comparables cited, most similar first: each rents for no more than `rent`. Empty for advice and fewComps. */
  comps: LetterComp[];
  /** A proposal for which fewer than LETTER_MIN_COMPS comparables rent for no more than it: the letter says so. */
  fewComps: boolean;
  /** The rent after specials, when a new listing's specials bring it below the asking rent. */
  specials: number | null;
  /** A new listing's monthly fees, to be asked waived (decision 090); null without fees. */
  fees: number | null;
  benchmark: LetterFacts['benchmark'];
  /** Renewal whose offer appears over the statewide cap, or whose cap depends on the CPI. */
  cap: { lawName: string; percent: number | null; most: number | null; verdict: 'over' | 'depends' } | null;
  /** Advice: what the letter asks for, in this order. */
  concessions: readonly Concession[];
  link: string | null;
  /** The renter's name, or null for the placeholder. */
  signer: string | null;
  /** The sections in the order the letter gives them. */
  sections: readonly LetterSection[];
}

// ---------------------------------------------------------------------------------------------------------------
// Which comparables

/**
 * How unlike the unit a comparable is, in points: a bedroom more or fewer is 1 point, a size gap of the unit's own size
 * is 1 point (at most 1), a mile away is 0.5 point; a figure the comparable lacks counts LETTER_UNKNOWN_POINTS.
 */
const LETTER_SIMILARITY_POINTS = { bedroom: 1, sizeShare: 1, mile: 0.5, unknown: 0.5 } as const;

function bedroomCount(bedrooms: string | null | undefined): number | null {
  const match = /^(\d+)\+?$/.exec(bedrooms?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** How unlike the unit a comparable is (LETTER_SIMILARITY_POINTS): 0 is the same size, bedrooms and place. */
export function compDissimilarity(facts: LetterFacts, comp: LetterComp): number {
  const points = LETTER_SIMILARITY_POINTS;
  const beds = bedroomCount(comp.bedrooms);
  const unitBeds = bedroomCount(facts.bedrooms);
  const bedroomGap = beds === null || unitBeds === null ? points.unknown : Math.abs(beds - unitBeds) * points.bedroom;
  const sizeGap =
    isFigure(comp.sqft) && comp.sqft > 0 && isFigure(facts.subjectSqft) && facts.subjectSqft > 0
      ? Math.min(Math.abs(comp.sqft - facts.subjectSqft) / facts.subjectSqft, 1) * points.sizeShare
      : points.unknown;
  const distance =
    isFigure(comp.distanceMiles) && comp.distanceMiles >= 0 ? comp.distanceMiles * points.mile : points.unknown;
  return bedroomGap + sizeGap + distance;
}

/**
 * The comparables that may argue for `rent`: those renting for no more than it (a dearer one argues the landlord's
 * case), the most similar to the unit first (compDissimilarity: size, bedrooms, distance; not the cheapest), at most
 * LETTER_MAX_COMPS.
 */
export function letterComps(facts: LetterFacts, rent: number): LetterComp[] {
  return facts.comps
    .map((comp, index) => ({ comp, index, points: compDissimilarity(facts, comp) }))
    .filter(({ comp }) => isFigure(comp.rent) && comp.rent > 0 && comp.rent <= rent)
    .sort((x, y) => x.points - y.points || x.index - y.index)
    .slice(0, LETTER_MAX_COMPS)
    .map(({ comp }) => comp);
}

// ---------------------------------------------------------------------------------------------------------------
// The plan

function positionOf(facts: LetterFacts): RentPosition {
  if (facts.askingRent > facts.maxPrice) return 'aboveRange';
  if (facts.askingRent > facts.expectedRent) return 'aboveExpected';
  return 'atOrBelow';
}

function raiseOf(facts: LetterFacts): LetterPlan['raise'] {
  const current = facts.currentRent;
  if (facts.kind !== 'renewal' || !isFigure(current) || current <= 0 || facts.askingRent <= current) return null;
  const amount = facts.askingRent - current;
  return { current, amount, percent: (amount / current) * 100 };
}

function capOf(facts: LetterFacts): LetterPlan['cap'] {
  const cap = facts.rentCap;
  if (facts.kind !== 'renewal' || !cap || cap.verdict === 'within') return null;
  return {
    lawName: oneLine(cap.lawName),
    percent: isFigure(cap.capPercent) ? cap.capPercent : null,
    most: isFigure(cap.maxAllowedRent) ? cap.maxAllowedRent : null,
    verdict: cap.verdict,
  };
}

function sectionsOf(plan: Omit<LetterPlan, 'sections'>): LetterSection[] {
  const proposal = plan.purpose === 'proposal';
  const evidence: LetterSection[] = proposal
    ? [
        ...(plan.specials !== null ? (['specials'] as const) : []),
        plan.fewComps ? 'fewComps' : 'comps',
        ...(plan.benchmark ? (['benchmark'] as const) : []),
      ]
    : ['concessions'];
  if (plan.fees !== null) evidence.push('fees');
  const cap: LetterSection[] = plan.cap ? ['cap'] : [];
  if (plan.length === 'email') return ['greeting', 'opening', 'market', ...evidence, ...cap, 'closing', 'signOff'];
  return [
    'date',
    'heading',
    'salutation',
    'opening',
    'market',
    ...evidence,
    ...cap,
    ...(plan.link ? (['link'] as const) : []),
    'closing',
    'signOff',
  ];
}

/**
 * The letter's plan from the report's facts and the renter's request: the same facts and request always give the
 * same plan, whatever the language.
 * - The rent: the renter's, or defaultProposal (never above the rent asked; a renewal never above the cap's most nor
 *   below the current rent). At or above the rent asked, the letter is advice: it takes the rent asked and asks for a
 *   concession (a month free, waived fees, a longer lease at this rent; no month free when specials already give one).
 * - A proposal cites the comparables that rent for no more than it (letterComps), when at least LETTER_MIN_COMPS do;
 *   fewer, and it says so and leans on the expected rent and range. Then the official benchmark, when it is below the
 *   rent asked (citedBenchmark), and the net effective rent of a new listing's specials.
 * - A renewal over the statewide cap, or whose cap depends on the CPI, names the law; the report's link when shared.
 */
export function planLetter(facts: LetterFacts, request: LetterRequest): LetterPlan {
  const renewal = facts.kind === 'renewal';
  const chosen = proposedRentOf(facts, request);
  const purpose: LetterPurpose = chosen < facts.askingRent ? 'proposal' : 'advice';
  const rent = purpose === 'proposal' ? chosen : facts.askingRent;
  const net = facts.netEffectiveRent;
  const specials = !renewal && isFigure(net) && net > 0 && net < facts.askingRent ? net : null;
  const fees = !renewal && isFigure(facts.monthlyFees) && facts.monthlyFees > 0 ? facts.monthlyFees : null;
  const qualifying = purpose === 'proposal' ? letterComps(facts, rent) : [];
  const fewComps = purpose === 'proposal' && qualifying.length < LETTER_MIN_COMPS;
  const draft: Omit<LetterPlan, 'sections'> = {
    facts,
    tone: request.tone,
    length: request.length,
    purpose,
    renewal,
    date: letterDateOf(facts, request),
    asked: facts.askingRent,
    rent,
    raise: raiseOf(facts),
    position: positionOf(facts),
    comps: fewComps ? [] : qualifying,
    fewComps,
    specials: purpose === 'proposal' ? specials : null,
    fees,
    benchmark: purpose === 'proposal' ? citedBenchmark(facts) : null,
    cap: capOf(facts),
    // Fees the listing names are asked waived in a sentence of their own, so the concessions leave them out.
    concessions:
      purpose === 'advice'
        ? [
            ...(specials === null ? (['monthFree'] as const) : []),
            ...(fees === null ? (['waivedFees'] as const) : []),
            'longerLease' as const,
          ]
        : [],
    link: facts.reportLink ? oneLine(facts.reportLink) : null,
    signer: facts.renterName === null ? null : oneLine(facts.renterName) || null,
  };
  return { ...draft, sections: sectionsOf(draft) };
}

// ---------------------------------------------------------------------------------------------------------------
// Wording and layout

/** A language's words for a plan: each section's text (null leaves it out), the comparables' lead and lines. */
export interface LetterPhrasebook {
  subject(plan: LetterPlan): string;
  section(plan: LetterPlan, section: Exclude<LetterSection, 'comps' | 'signOff'>): string | null;
  /** The lead of the cited comparables, without its colon. */
  compsLead(plan: LetterPlan): string;
  /** One comparable: a list line of a full letter (`full`), or the email's compact form. */
  comp(comp: LetterComp, full: boolean): string;
  signOff(plan: LetterPlan): string;
  /** The signature when the renter gave no name. */
  namePlaceholder: string;
}

/**
 * The letter in a phrasebook's words. A full letter: one block a section, blank lines between, the specials sentence
 * continuing the market paragraph and the comparables as a "- " list under their lead. An email: one line a section,
 * the comparables after their lead, separated by "; ".
 */
export function composeLetter(plan: LetterPlan, book: LetterPhrasebook): WrittenLetterText {
  const full = plan.length === 'letter';
  const blocks: string[] = [];
  for (const section of plan.sections) {
    if (section === 'comps') {
      if (plan.comps.length === 0) continue;
      blocks.push(
        full
          ? [`${book.compsLead(plan)}:`, ...plan.comps.map((comp) => `- ${book.comp(comp, true)}`)].join('\n')
          : `${book.compsLead(plan)}: ${plan.comps.map((comp) => book.comp(comp, false)).join('; ')}.`,
      );
    } else if (section === 'signOff') {
      blocks.push(`${book.signOff(plan)}\n${plan.signer ?? book.namePlaceholder}`);
    } else {
      const text = book.section(plan, section);
      if (text === null) continue;
      if (full && section === 'specials' && blocks.length > 0) blocks.push(`${blocks.pop()} ${text}`);
      else blocks.push(text);
    }
  }
  return { subject: book.subject(plan), text: blocks.join(full ? '\n\n' : '\n') };
}
