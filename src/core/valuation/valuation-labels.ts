// The valuation's words by id: a module of its own, so the other languages' tables (translations/es/report.ts) carry
// the words without the rules.

/** The confidence's levels (docs/product.md#confidence-levels): the badge reads "Confidence: High". */
export const CONFIDENCE_LABELS = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
} as const;

/** The rent a score judged, as the report's heading names it (scored-rent.ts). */
export const SCORED_RENT_LABELS = {
  asking: 'asking rent',
  netEffective: 'net effective rent',
  offered: 'offered renewal rent',
} as const;
