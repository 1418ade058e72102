// Over 250 lines as data: the dated rule table of the three statewide rent-increase caps, with their sources.
import { formatUsd } from '../primitives/format';
import { roundTo } from '../primitives/round';

// The renewal check (docs/product.md#renewal-check): is an offered rent increase within the state's statewide cap?
// Only California, Oregon and Washington cap increases statewide; everywhere else checkRentIncrease answers null (no
// statewide cap; local rules, such as New York City's rent stabilization, are out of scope). The check is a guide
// for a renter, not a legal ruling: exemptions, local ordinances and the 12-month counting rules below can change
// the answer.
//
// Table last checked 2026-11-24 (CHECKED_ON), against these sources:
// - California: Civil Code §1947.12, added by AB 1482, the Tenant Protection Act of 2019, in force 2020-01-01 and
//   repealed on 2030-01-01 unless extended.
//   https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12
//   The cap is 5% plus the April-to-April change in the regional CPI (the BLS index of the metro area, else the
//   California CPI of the Department of Industrial Relations), at most 10%. No state agency publishes one statewide
//   figure, so the table holds only the bounds 5% and 10%: between them the verdict is 'depends'.
//   Doubt: the 5% floor assumes the regional CPI did not fall over the year; the statute adds the change as it is, so
//   a fall would put that region's cap below 5%. No such fall is known to this table, but it was not checked region by
//   region.
// - Oregon: ORS 90.323 (SB 608 of 2019, in force 2019-02-28; SB 611 of 2023 added the 10% ceiling from 2023-07-06)
//   and ORS 90.324 (the Office of Economic Analysis publishes each year's maximum by September 30 for the next
//   calendar year: 7% plus the 12-month average change of the West Region CPI-U).
//   https://www.oregonlegislature.gov/bills_laws/ors/ors090.html (the chapter page; 90.323 is a section of it)
//   https://www.oregon.gov/das/oea/pages/rent-stabilization.aspx (the published maxima)
//   Figures: 2019 10.3%, 2020 9.9%, 2021 9.2%, 2022 9.9%, 2023 14.6% (10% from 2023-07-06, SB 611), 2024 10.0%,
//   2025 10.0%, 2026 9.5%. Each year's figure was matched against two or more reports of the DAS announcement
//   (2026: announced 2025-09-30); the official page itself could not be fetched from here. Note 2025 is 10.0%, not
//   9.5%. The 2027 figure (due by 2026-09-30) could not be checked: 2027 falls back to the bounds 7% to 10%.
//   Doubt: SB 611's 10% ceiling applies to increase notices delivered from 2023-07-06; the table dates it by the day
//   the increase takes effect, which is the only date the check is given.
// - Washington: RCW 59.18.700 (the limit) and 59.18.710 (exemptions), from HB 1217 of 2025 (chapter 209, Laws of
//   2025), in force 2025-05-07 (emergency clause). 7% plus the June-to-June change of the Seattle-area CPI-U, at most
//   10%; the Department of Commerce publishes each calendar year's maximum after the BLS's June data (mid-July).
//   https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.700
//   Figures: 10% from 2025-05-07 to 2025-12-31 (Commerce, May 2025: 7% + 3.8% capped at 10%), 9.683% for 2026
//   (Commerce press release of 2025-07-18). The 2027 figure (due July 2026) could not be checked: 2027 falls back to
//   the bounds 7% to 10%.
//   Doubts: the residential cap is reported to expire after 15 years (about 2040); the exact date was not checked, so
//   the table sets no end. The owner-occupied exemption is worded from secondary summaries (a duplex, triplex or
//   fourplex where the owner lives in one unit); RCW 59.18.710 itself is the authority.
//
// Dates are calendar days in UTC (Date#toISOString), the day the new rent would take effect. Money is compared in
// whole cents and caps in thousandths of a percent, so "exactly at the cap" is never lost to binary floating point.

export const CHECKED_ON = '2026-11-24';

export type RentCapState = 'CA' | 'OR' | 'WA';

/** A maximum a state agency published for a period (OR, WA): it applies from `from` to `until`, both inclusive. */
export interface PublishedRentCap {
  readonly from: string;
  readonly until: string;
  readonly percent: number;
  /** How a sentence names the period: 'for 2026', 'for 2023 from 6 July'. */
  readonly period: string;
}

export interface RentCapRule {
  readonly state: RentCapState;
  readonly stateName: string;
  /** e.g. 'California Tenant Protection Act of 2019 (Civil Code §1947.12)'. */
  readonly lawName: string;
  /** The statute on the legislature's official site (a government host). */
  readonly sourceUrl: string;
  /** The official page that publishes each year's maximum (OR, WA); null where none is published (CA). */
  readonly figuresUrl: string | null;
  /** Plain words: '5% plus the regional CPI change, at most 10%'. */
  readonly formula: string;
  /** ISO date the statewide cap took effect. */
  readonly effectiveFrom: string;
  /** ISO date from which the cap no longer applies (CA's sunset); null when the table knows no end. */
  readonly effectiveUntil: string | null;
  /** The day this table was last checked against the sources. */
  readonly checkedOn: string;
  /** Plain-word list a renter can read. */
  readonly exemptions: readonly string[];
  /** Other limits that come with the cap (how often, notice, counting), in plain words. */
  readonly notes: readonly string[];
  /** The lowest the cap can be under the formula when no figure is published for the date (CA 5, OR and WA 7). */
  readonly formulaMinPercent: number;
  /** The law's ceiling (10). */
  readonly formulaMaxPercent: number;
  /** Published maxima, oldest first; a date they do not cover falls back to the formula bounds. */
  readonly publishedCaps: readonly PublishedRentCap[];
}

/** Over: above the highest the cap can be. Depends: between the formula bounds, where only the CPI figure decides. */
export type RentCapVerdict = 'within' | 'over' | 'depends';

export interface RentCapCheck {
  readonly rule: RentCapRule;
  /** The increase in percent of the current rent, rounded to 2 decimals; a decrease is negative. */
  readonly increasePercent: number;
  /** The applicable maximum when known (a published figure); null when only the bounds are known. */
  readonly capPercent: number | null;
  /** The lowest the cap can be on that date; equals capPercent when known. */
  readonly minCapPercent: number;
  /** The highest the cap can be on that date (the law's 10% ceiling); equals capPercent when known. */
  readonly maxCapPercent: number;
  readonly verdict: RentCapVerdict;
  /** currentRent × (1 + capPercent / 100), rounded down to the dollar, when capPercent is known. */
  readonly maxAllowedRent: number | null;
  /** One or two sentences for the report. */
  readonly summary: string;
  /** 'Local rent rules may be stricter, and some homes are exempt: …'. */
  readonly caveat: string;
}

/** The cap that applies on a date: a published figure, or only the formula's bounds. */
export interface RentCapOnDate {
  readonly capPercent: number | null;
  readonly minCapPercent: number;
  readonly maxCapPercent: number;
  /** 'for 2026' for a published figure; for bounds, 'for 2027' (the calendar year of the date). */
  readonly period: string;
}

const year = (y: number, percent: number): PublishedRentCap => ({
  from: `${y}-01-01`,
  until: `${y}-12-31`,
  percent,
  period: `for ${y}`,
});

const CALIFORNIA: RentCapRule = {
  state: 'CA',
  stateName: 'California',
  lawName: 'California Tenant Protection Act of 2019 (Civil Code §1947.12)',
  sourceUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12',
  figuresUrl: null,
  formula: '5% plus the change in the regional Consumer Price Index (April to April), at most 10%, over any 12 months',
  effectiveFrom: '2020-01-01',
  effectiveUntil: '2030-01-01',
  checkedOn: CHECKED_ON,
  exemptions: [
    'housing first given a certificate of occupancy within the last 15 years (a rolling window)',
    'a single-family home or condo whose owner is not a corporation, a real estate investment trust or an LLC with a corporate member, when the lease gave the tenant the written exemption notice the law requires',
    'a duplex where the owner has lived in the other unit since the tenancy began',
    'deed-restricted or government-regulated affordable housing',
    'school and college dormitories',
    'homes under a local rent control law that limits increases more strictly (the local limit applies instead)',
  ],
  notes: [
    'The cap counts over any 12 months, from the lowest rent charged in the 12 months before the increase.',
    'The increase may come in at most two steps in 12 months.',
    'The law ends on January 1, 2030, unless the Legislature extends it.',
  ],
  formulaMinPercent: 5,
  formulaMaxPercent: 10,
  publishedCaps: [],
};

const OREGON: RentCapRule = {
  state: 'OR',
  stateName: 'Oregon',
  lawName: 'Oregon rent increase limit (ORS 90.323, from SB 608 of 2019 and SB 611 of 2023)',
  sourceUrl: 'https://www.oregonlegislature.gov/bills_laws/ors/ors090.html',
  figuresUrl: 'https://www.oregon.gov/das/oea/pages/rent-stabilization.aspx',
  formula: "7% plus the West Region CPI change, at most 10% (the state publishes each calendar year's figure)",
  effectiveFrom: '2019-02-28',
  effectiveUntil: null,
  checkedOn: CHECKED_ON,
  exemptions: [
    'a unit whose first certificate of occupancy was issued less than 15 years before the notice of the increase',
    'a unit whose rent is reduced under a federal, state or local housing program or subsidy',
  ],
  notes: [
    "Only one increase is allowed in any 12 months, with at least 90 days' written notice.",
    'No increase is allowed in the first year of a month-to-month tenancy.',
    'Manufactured home parks and floating home marinas follow ORS 90.600 (6% since 2025 in those with more than 30 spaces).',
    'The 10% ceiling applies from July 6, 2023 (SB 611); before it, the published figure alone was the cap.',
  ],
  formulaMinPercent: 7,
  formulaMaxPercent: 10,
  publishedCaps: [
    { from: '2019-02-28', until: '2019-12-31', percent: 10.3, period: 'for 2019' },
    year(2020, 9.9),
    year(2021, 9.2),
    year(2022, 9.9),
    { from: '2023-01-01', until: '2023-07-05', percent: 14.6, period: 'for 2023 before 6 July' },
    { from: '2023-07-06', until: '2023-12-31', percent: 10, period: 'for 2023 from 6 July' },
    year(2024, 10),
    year(2025, 10),
    year(2026, 9.5),
  ],
};

const WASHINGTON: RentCapRule = {
  state: 'WA',
  stateName: 'Washington',
  lawName: 'Washington rent stabilization law (RCW 59.18.700, from HB 1217 of 2025)',
  sourceUrl: 'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.700',
  figuresUrl: 'https://www.commerce.wa.gov/',
  formula:
    "7% plus the Seattle-area CPI change, at most 10%, over any 12 months (the state publishes each calendar year's figure)",
  effectiveFrom: '2025-05-07',
  effectiveUntil: null,
  checkedOn: CHECKED_ON,
  exemptions: [
    'a unit whose first certificate of occupancy was issued 12 years or less before the notice of the increase',
    'housing owned by a public housing authority, a public development authority, or a nonprofit whose rents an affordable housing program regulates',
    'low-income housing built with federal tax credits under a regulatory agreement with the state',
    'some owner-occupied homes, such as a duplex, triplex or fourplex where the owner lives in one of the units',
  ],
  notes: [
    "No increase is allowed in the first 12 months of a tenancy, and any increase needs 90 days' written notice.",
    'A landlord who claims an exemption must state the facts supporting it in the notice.',
    'Manufactured and mobile home lots follow RCW 59.20 (at most 5% a year).',
  ],
  formulaMinPercent: 7,
  formulaMaxPercent: 10,
  publishedCaps: [
    { from: '2025-05-07', until: '2025-12-31', percent: 10, period: 'for 7 May to 31 December 2025' },
    year(2026, 9.683),
  ],
};

export const RENT_CAP_RULES: readonly RentCapRule[] = [CALIFORNIA, OREGON, WASHINGTON];

/** The states with a statewide cap, by code. */
export const RENT_CAP_STATES: readonly RentCapState[] = RENT_CAP_RULES.map((rule) => rule.state);

/** The rule of a state code ('ca', ' OR '), or null when the state has no statewide cap. */
export function rentCapRuleFor(state: string): RentCapRule | null {
  const code = state.trim().toUpperCase();
  return RENT_CAP_RULES.find((rule) => rule.state === code) ?? null;
}

function isoDay(on: Date): string {
  if (Number.isNaN(on.getTime())) throw new RangeError('Invalid date');
  return on.toISOString().slice(0, 10);
}

/** Whether the cap is in force on an ISO day. */
function inForce(rule: RentCapRule, day: string): boolean {
  return day >= rule.effectiveFrom && (rule.effectiveUntil === null || day < rule.effectiveUntil);
}

/** The cap on a date, or null when the rule is not in force that day (WA before 2025-05-07, CA from 2030). */
export function rentCapOn(rule: RentCapRule, on: Date): RentCapOnDate | null {
  const day = isoDay(on);
  if (!inForce(rule, day)) return null;
  const published = rule.publishedCaps.find((cap) => day >= cap.from && day <= cap.until);
  if (published) {
    const p = published.percent;
    return { capPercent: p, minCapPercent: p, maxCapPercent: p, period: published.period };
  }
  return {
    capPercent: null,
    minCapPercent: rule.formulaMinPercent,
    maxCapPercent: rule.formulaMaxPercent,
    period: `for ${day.slice(0, 4)}`,
  };
}

function cents(amount: number, name: string, allowZero: boolean): number {
  if (!Number.isFinite(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new RangeError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} amount`);
  }
  return Math.round(amount * 100);
}

/** The change from the current to the offered rent; percent rounded to 2 decimals, negative for a decrease. */
export function rentIncrease(currentRent: number, offeredRent: number): { dollars: number; percent: number } {
  const current = cents(currentRent, 'currentRent', false);
  const offered = cents(offeredRent, 'offeredRent', true);
  return { dollars: roundTo((offered - current) / 100, 2), percent: roundTo(((offered - current) / current) * 100, 2) };
}

// A cap in thousandths of a percent: 9.683 -> 9683, exact for every figure in the table.
const capUnits = (percent: number): number => Math.round(percent * 1000);

/** Whether offered ≤ current × (1 + percent/100), in exact integers (cents × 100,000). */
function withinPercent(currentCents: number, offeredCents: number, percent: number): boolean {
  return offeredCents * 100_000 <= currentCents * (100_000 + capUnits(percent));
}

function maxRentUnder(currentCents: number, percent: number): number {
  return Math.floor((currentCents * (100_000 + capUnits(percent))) / 10_000_000);
}

const pct = (value: number): string => `${value}%`;

function summaryOf(
  rule: RentCapRule,
  cap: RentCapOnDate,
  change: { dollars: number; percent: number },
  verdict: RentCapVerdict,
  maxAllowedRent: number | null,
): string {
  const name = rule.stateName;
  if (change.dollars < 0) {
    return `The offered rent is ${formatUsd(-change.dollars)} (${(-change.percent).toFixed(2)}%) lower than the current rent, so ${name}'s cap on increases is not at issue.`;
  }
  if (change.dollars === 0)
    return `The offered rent is the same as the current rent, so ${name}'s cap on increases is not at issue.`;
  const increase = `An increase of ${change.percent.toFixed(2)}%`;
  if (cap.capPercent !== null) {
    const capText = `${name}'s cap of ${pct(cap.capPercent)} ${cap.period}`;
    if (verdict === 'within') return `${increase} is within ${capText}, which applies to most homes.`;
    return `${increase} is over ${capText}: unless the home is exempt, the most the landlord may ask is ${formatUsd(maxAllowedRent)} a month.`;
  }
  const bounds = `${pct(cap.minCapPercent)} and ${pct(cap.maxCapPercent)}`;
  if (rule.publishedCaps.length === 0) {
    // California: the cap is a regional figure between the bounds.
    if (verdict === 'within')
      return `${increase} is within ${name}'s cap, which is at least ${pct(cap.minCapPercent)} in every region (${rule.formula}).`;
    if (verdict === 'over')
      return `${increase} is over ${name}'s cap, which is never more than ${pct(cap.maxCapPercent)}: unless the home is exempt, it is too high.`;
    return `${increase} is between ${bounds}: whether it is within ${name}'s cap depends on the CPI change in the home's region (${rule.formula}).`;
  }
  // Oregon or Washington in a year the table has no published figure for.
  if (verdict === 'within')
    return `${increase} is within ${name}'s cap ${cap.period}, which is at least ${pct(cap.minCapPercent)} (${rule.formula}).`;
  if (verdict === 'over')
    return `${increase} is over ${name}'s cap ${cap.period}, which is never more than ${pct(cap.maxCapPercent)}: unless the home is exempt, it is too high.`;
  return `${increase} is between ${bounds}: whether it is within ${name}'s cap ${cap.period} depends on the figure the state publishes (${rule.formula}).`;
}

/** The caveat every check carries: local rules, and the rule's exemptions in plain words. */
export function rentCapCaveat(rule: RentCapRule): string {
  return `Local rent rules may be stricter, and some homes are exempt from the ${rule.lawName}: ${rule.exemptions.join('; ')}.`;
}

/**
 * Whether an offered rent is within the state's statewide cap on the day it would take effect. Null when the state
 * has no statewide cap, or its cap is not in force that day (Washington before 2025-05-07, California from 2030).
 * Throws RangeError for a current rent that is not positive, a negative offered rent, or an invalid date.
 */
export function checkRentIncrease(input: {
  state: string;
  currentRent: number;
  offeredRent: number;
  on: Date;
}): RentCapCheck | null {
  const change = rentIncrease(input.currentRent, input.offeredRent);
  isoDay(input.on); // an invalid date is refused for every state, not only the capped ones
  const rule = rentCapRuleFor(input.state);
  if (!rule) return null;
  const cap = rentCapOn(rule, input.on);
  if (!cap) return null;
  const current = Math.round(input.currentRent * 100);
  const offered = Math.round(input.offeredRent * 100);
  const verdict: RentCapVerdict = withinPercent(current, offered, cap.minCapPercent)
    ? 'within'
    : withinPercent(current, offered, cap.maxCapPercent)
      ? 'depends'
      : 'over';
  const maxAllowedRent = cap.capPercent === null ? null : maxRentUnder(current, cap.capPercent);
  return {
    rule,
    increasePercent: change.percent,
    capPercent: cap.capPercent,
    minCapPercent: cap.minCapPercent,
    maxCapPercent: cap.maxCapPercent,
    verdict,
    maxAllowedRent,
    summary: summaryOf(rule, cap, change, verdict, maxAllowedRent),
    caveat: rentCapCaveat(rule),
  };
}
