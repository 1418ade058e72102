import type { RentCapPeriod } from './rent-cap-period';

// What the renewal check's summary and caveat say (rent-increase-caps.ts), decided once for every language; each
// language words them (the English beside the rules, es/rent-cap-summary-es.ts). The summary is planned from the
// check's own figures as the API's RentCapCheck carries them, so the page can word it in its language.

/** The renewal check's figures its summary is written from. */
export interface RentCapSummaryFacts {
  readonly stateName: string;
  readonly verdict: 'within' | 'over' | 'depends';
  /** The change from the current rent, in dollars and percent (2 decimals); negative for a decrease. */
  readonly increaseDollars: number;
  readonly increasePercent: number;
  /** The figure in force, null when only its bounds are known. */
  readonly capPercent: number | null;
  readonly minCapPercent: number;
  readonly maxCapPercent: number;
  readonly minCapRent: number;
  readonly maxCapRent: number;
  readonly currentRent: number;
  readonly period: RentCapPeriod;
  readonly region: string | null;
  /** California: the figure is the region's, and the home's county is not known. */
  readonly countyUnknown: boolean;
  readonly formula: string;
}

export type RentCapSummaryPlan =
  | { readonly kind: 'lower'; readonly stateName: string; readonly dollars: number; readonly percent: number }
  | { readonly kind: 'same'; readonly stateName: string }
  | {
      readonly kind: 'figure';
      readonly verdict: 'within' | 'over';
      readonly stateName: string;
      readonly increasePercent: number;
      readonly capPercent: number;
      readonly period: RentCapPeriod;
      readonly region: string | null;
      readonly most: number;
      readonly currentRent: number;
    }
  | {
      readonly kind: 'bounds';
      /** Why only the bounds: the county is not known, or the table has no figure for the period yet. */
      readonly why: 'countyUnknown' | 'noFigure';
      readonly verdict: 'within' | 'over' | 'depends';
      readonly stateName: string;
      readonly increasePercent: number;
      readonly period: RentCapPeriod;
      readonly minCapPercent: number;
      readonly maxCapPercent: number;
      readonly low: number;
      readonly high: number;
      readonly currentRent: number;
      readonly formula: string;
    };

/** The words of the check in one language. */
export interface RentCapWords {
  summary(plan: RentCapSummaryPlan): string;
  caveat(lawName: string, exemptions: readonly string[]): string;
}

/** What the summary says, for any language. */
export function rentCapSummaryPlan(facts: RentCapSummaryFacts): RentCapSummaryPlan {
  const { stateName } = facts;
  if (facts.increaseDollars < 0)
    return { kind: 'lower', stateName, dollars: -facts.increaseDollars, percent: -facts.increasePercent };
  if (facts.increaseDollars === 0) return { kind: 'same', stateName };
  if (facts.capPercent !== null && facts.verdict !== 'depends') {
    return {
      kind: 'figure',
      verdict: facts.verdict,
      stateName,
      increasePercent: facts.increasePercent,
      capPercent: facts.capPercent,
      period: facts.period,
      region: facts.region,
      most: facts.maxCapRent,
      currentRent: facts.currentRent,
    };
  }
  // No figure for the date (or, in California, for an unknown county): the bounds, in dollars.
  return {
    kind: 'bounds',
    why: facts.countyUnknown ? 'countyUnknown' : 'noFigure',
    verdict: facts.verdict,
    stateName,
    increasePercent: facts.increasePercent,
    period: facts.period,
    minCapPercent: facts.minCapPercent,
    maxCapPercent: facts.maxCapPercent,
    low: facts.minCapRent,
    high: facts.maxCapRent,
    currentRent: facts.currentRent,
    formula: facts.formula,
  };
}
