import type { Language } from '../i18n/languages';
import { formatUsd } from '../primitives/format';
import { PROPOSAL_REASONS_ES } from './es/proposal-reasons-es';
import { isFigure } from './writer-text';
import { englishDate } from '../primitives/sentence-date';

// The negotiation letter (docs/product.md#letters): a renter's letter or short email to the landlord proposing a
// rent, written from the report's stored figures only. This module holds its types and rules (the default proposal,
// the benchmark it may cite, the letter's date); letter-plan.ts decides each letter once for every language (a proposal
// or advice, the rent, the comparables, the figures and their order), and a phrasebook per language words it: English
// in letter-writer.ts (its phrases letter-phrases.ts), Spanish in es/letter-writer-es.ts. The check that a text (the
// built-in one, or a model's) holds no number that is not one of the report's figures or derived from them is
// letter-numbers.ts. The AI adapter is src/server/providers/ai/openai-letter-writer.ts.

export const LETTER_TONES = ['friendly', 'neutral', 'firm'] as const;
export type LetterTone = (typeof LETTER_TONES)[number];
/** 'email' = a short email (subject + a few lines), 'letter' = a full letter. */
export const LETTER_LENGTHS = ['email', 'letter'] as const;
export type LetterLength = (typeof LETTER_LENGTHS)[number];

/** At most this many comparables are cited. */
export const LETTER_MAX_COMPS = 3;
/** The signature when the renter gave no name; they fill it in before sending. */
export const NAME_PLACEHOLDER = '[Your name]';
export const LETTER_SALUTATION = 'Dear Landlord/Property Manager,';

export interface LetterComp {
  address: string;
  rent: number;
  bedrooms: string | null;
  sqft: number | null;
  distanceMiles: number | null;
}

export interface LetterFacts {
  kind: 'new' | 'renewal';
  /** The unit, one line. */
  address: string;
  /** The listing's asking rent, or the landlord's offered renewal rent (dollars a month). */
  askingRent: number;
  /** Renewal: what the renter pays now. */
  currentRent: number | null;
  expectedRent: number;
  minPrice: number;
  maxPrice: number;
  valueScore: number;
  subjectSqft: number;
  /** '0'..'5', '6+' ('0' = studio). */
  bedrooms: string;
  /** All stored comps of the report; the plan picks (letterComps in letter-plan.ts). */
  comps: readonly LetterComp[];
  /** An official figure for the area; cited only when it supports the renter (citedBenchmark). */
  benchmark: { name: string; area: string; release: string; rent: number } | null;
  /** ISO date 'YYYY-MM-DD'. */
  reportDate: string;
  /** Only when the renter chose to share it. */
  reportLink: string | null;
  /** First name for the signature; null leaves NAME_PLACEHOLDER. */
  renterName: string | null;
  /** Renewal in CA/OR/WA: the statewide cap. */
  rentCap: {
    lawName: string;
    capPercent: number | null;
    maxAllowedRent: number | null;
    verdict: 'within' | 'over' | 'depends';
  } | null;
  /** When the listing has a move-in special: the rent a month after it, on average (fees apart, decision 090). */
  netEffectiveRent?: number | null;
  /** A new listing's monthly fees (decision 090): the letter asks for them to be waived or folded into the rent. */
  monthlyFees?: number | null;
}

export interface LetterRequest {
  tone: LetterTone;
  length: LetterLength;
  /** Dollars a month; not a positive figure → defaultProposedRent. A figure the renter typed is used as it is. */
  proposedRent: number;
  /** The letter's own date (ISO 'YYYY-MM-DD'), the day it is written; defaults to the report's date. */
  date?: string | null;
  /** The language the letter is written in (the renter's choice: their own, or their landlord's); English unless said. */
  language?: Language;
}

export interface WrittenLetterText {
  subject: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules

/** Which figure the default proposal is: the expected rent, the rent asked (offered), the cap's most, or the current rent. */
type ProposalBasis = 'expected' | 'asked' | 'cap' | 'current';

/**
 * The rent a letter proposes unless the renter types another, in whole dollars, and which figure it is:
 * - never more than asked (or offered): the lowest of the asking rent and the expected rent, the expected rent rounded
 *   as the report shows it ($1,786.50 is proposed as $1,787, the figure the letter cites);
 * - a renewal also never above the cap's maxAllowedRent when the check knows it, and never below the current rent:
 *   a renter who wants to stay asks the landlord to hold the rent, not to cut it, however low the market is
 *   (a market of $2,361 against $3,000 paid and $3,360 offered proposes $3,000). An offer that is no raise is
 *   proposed as it is.
 */
function defaultProposal(facts: LetterFacts): { rent: number; basis: ProposalBasis } {
  const asked = facts.askingRent;
  let rent = asked;
  let basis: ProposalBasis = 'asked';
  if (isFigure(facts.expectedRent) && facts.expectedRent > 0 && Math.round(facts.expectedRent) < rent) {
    rent = Math.round(facts.expectedRent);
    basis = 'expected';
  }
  if (facts.kind === 'renewal') {
    const cap = facts.rentCap?.maxAllowedRent;
    if (isFigure(cap) && cap > 0 && cap < rent) {
      rent = cap;
      basis = 'cap';
    }
    const current = facts.currentRent;
    if (isFigure(current) && current > 0 && rent < current) {
      rent = Math.min(Math.ceil(current), asked);
      basis = rent < asked ? 'current' : 'asked';
    }
  }
  return { rent: Math.floor(rent), basis };
}

/** The default proposal's rent (defaultProposal). */
export function defaultProposedRent(facts: LetterFacts): number {
  return defaultProposal(facts).rent;
}

/** Why the letter suggests its default rent: which rent it is (ProposalBasis, with a renewal's two offered cases). */
type ProposalReason = 'expected' | 'asked' | 'offeredNoRaise' | 'offered' | 'cap' | 'current';

/**
 * Why the letter suggests its default rent, as the letter form shows it, as a message id with its figures:
 * proposalHintText words it ("We suggest $1,780: the expected rent for this unit.").
 */
export type ProposalHint = { id: 'proposalHint'; values: { rent: number; reason: ProposalReason } };

/** A language's words for why a rent is suggested, after "We suggest $1,780: ". */
type ProposalReasonWords = Readonly<Record<ProposalReason, string>> & {
  readonly suggest: (rent: string, reason: string) => string;
};

const PROPOSAL_REASONS_EN: ProposalReasonWords = {
  expected: 'the expected rent for this unit.',
  asked: 'the rent asked, which the market supports.',
  offeredNoRaise: 'the offered rent, no raise on what you pay now.',
  offered: 'the offered rent, which the market supports.',
  cap: 'the most the statewide rent cap allows.',
  current: 'your current rent. The market does not support a raise.',
  suggest: (rent, reason) => `We suggest ${rent}: ${reason}`,
};

const PROPOSAL_REASONS: Readonly<Record<Language, ProposalReasonWords>> = {
  en: PROPOSAL_REASONS_EN,
  es: PROPOSAL_REASONS_ES,
};

/** Why the letter suggests its default rent. */
export function defaultProposalHint(facts: LetterFacts): ProposalHint {
  const { rent, basis } = defaultProposal(facts);
  const current = facts.currentRent;
  const reason: ProposalReason =
    basis !== 'asked' || facts.kind !== 'renewal'
      ? basis
      : isFigure(current) && current > 0 && facts.askingRent <= current
        ? 'offeredNoRaise'
        : 'offered';
  return { id: 'proposalHint', values: { rent, reason } };
}

/** The hint in a language. */
export function proposalHintText({ values }: ProposalHint, language: Language): string {
  const words = PROPOSAL_REASONS[language];
  return words.suggest(formatUsd(values.rent), words[values.reason]);
}

/**
 * Whether an official benchmark (HUD Fair Market Rent, the Census median gross rent) helps the renter's case: only a
 * figure below the rent being negotiated (the asking or offered rent) does. One at or above it tells the landlord
 * the rent is fair, so the letter leaves it out.
 */
function benchmarkSupportsRenter(
  benchmarkRent: number | null | undefined,
  askingRent: number,
): benchmarkRent is number {
  return isFigure(benchmarkRent) && benchmarkRent > 0 && benchmarkRent < askingRent;
}

/** The benchmark a letter may cite: of the report's figures (most local first), the first that supports the renter. */
export function letterBenchmark<B extends { rent: number }>(figures: readonly B[], askingRent: number): B | null {
  return figures.find((figure) => benchmarkSupportsRenter(figure.rent, askingRent)) ?? null;
}

/** The facts' benchmark when the letter cites it (benchmarkSupportsRenter), else null. */
export function citedBenchmark(facts: LetterFacts): LetterFacts['benchmark'] {
  return facts.benchmark && benchmarkSupportsRenter(facts.benchmark.rent, facts.askingRent) ? facts.benchmark : null;
}

/** The rent the letter proposes: the request's, or the default when it is not a positive figure. */
export function proposedRentOf(facts: LetterFacts, request: LetterRequest): number {
  return isFigure(request.proposedRent) && request.proposedRent > 0 ? request.proposedRent : defaultProposedRent(facts);
}

export function letterDateOf(facts: LetterFacts, request: LetterRequest): string {
  return request.date ?? facts.reportDate;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** 'May 4, 2026' from '2026-05-04'; anything else as given. */
export const letterDateText = englishDate;
