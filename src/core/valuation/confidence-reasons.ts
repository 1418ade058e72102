import type { MessageWords } from '../primitives/message';

// Why the expected rent's confidence is not higher (docs/product.md#confidence-levels), as message ids with their
// figures: market-confidence.ts decides which reasons hold, each language words them (English here, Spanish in es/,
// confidence-reason-text.ts picks), so a reason reworded in English keeps its Spanish and a new reason without its
// Spanish fails the typecheck.

/** The figures each reason is worded from. */
type ReasonValues = {
  /** No comparable at all: the expected rent is the official benchmarks alone. */
  noComps: Record<string, never>;
  /** Fewer comparables than a Value Score needs. */
  tooFewComps: { count: number; min: number };
  /** Enough comparables, but few of them much like the unit. */
  fewCloseMatches: { count: number; close: number };
  /** The comparables' adjusted rents spread about ±percent around the middle. */
  scattered: { percent: number };
  /** The comparables are typically this many miles away. */
  farAway: { miles: number };
};

type ConfidenceReasonId = keyof ReasonValues;

export type ConfidenceReason = { [Id in ConfidenceReasonId]: { id: Id; values: ReasonValues[Id] } }[ConfidenceReasonId];

/** A language's words for each reason, one sentence each. */
export type ConfidenceReasonWords = MessageWords<ConfidenceReason>;

export const CONFIDENCE_REASONS_EN: ConfidenceReasonWords = {
  noComps: () =>
    'No comparable rental was found nearby, so the expected rent comes from the official benchmarks alone.',
  tooFewComps: ({ count, min }) =>
    `Only ${count} comparable ${count === 1 ? 'rental was' : 'rentals were'} found; a Value Score needs at least ${min}.`,
  fewCloseMatches: ({ count, close }) =>
    `Few close matches: ${count} comparables, but only about ${close} much like this unit.`,
  scattered: ({ percent }) =>
    `The comparables' rents are scattered (about ±${percent}% around the middle once adjusted).`,
  farAway: ({ miles }) => `The comparables are far away (typically ${miles} miles).`,
};
