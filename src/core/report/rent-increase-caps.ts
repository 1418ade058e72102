// Over 250 lines as data: the dated rule table of the three statewide rent-increase caps, with their sources.
import type { Language } from '../i18n/languages';
import { wordMessage } from '../primitives/message';
import { formatUsd } from '../primitives/format';
import { IN_FORCE_ES } from './es/rent-cap-in-force-es';
import type { InForcePlan } from './rent-cap-in-force-plan';
import { RENT_CAP_PERIOD_EN, type RentCapPeriod } from './rent-cap-period';
import { RENT_CAP_ES } from './es/rent-cap-summary-es';
import {
  RENT_CAP_EXEMPTIONS as EXEMPTION,
  RENT_CAP_FORMULAS,
  RENT_CAP_LAWS,
  RENT_CAP_REGIONS as REGION,
  RENT_CAP_SOURCE_NAMES,
} from './rent-cap-texts';
import { rentCapSummaryPlan, type RentCapSummaryFacts, type RentCapWords } from './rent-cap-summary-plan';
import { roundTo } from '../primitives/round';
import { englishDate } from '../primitives/sentence-date';

// The renewal check (docs/product.md#renewal-check): is an offered rent increase within the state's statewide cap?
// Only California, Oregon and Washington cap increases statewide; everywhere else checkRentIncrease answers null (no
// statewide cap; local rules, such as New York City's rent stabilization, are out of scope). The check is a guide
// for a renter, not a legal ruling: exemptions, local ordinances and the 12-month counting rules below can change
// the answer.
//
// Table last checked 2026-11-28 (CHECKED_ON), against these sources (how the figures are kept and when to refresh
// them: docs/decisions/078-rent-caps-in-force.md):
// - California: Civil Code §1947.12, added by AB 1482, the Tenant Protection Act of 2019, in force 2020-01-01 and
//   repealed on 2030-01-01 unless extended.
//   https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12
//   The cap is 5% plus the April-to-April change in the regional CPI (the BLS index of the metro area, its March
//   figure where the BLS publishes no April one, else the California CPI of the Department of Industrial Relations),
//   at most 10%; an increase that takes effect from 1 August uses that year's April, one before 1 August the year
//   before's (§1947.12(g)). The Attorney General lists the figure of every county ("Know Your Rights as a California
//   Tenant"); the BLS publishes four California areas: Los Angeles-Long Beach-Anaheim (Los Angeles and Orange
//   counties), Riverside-San Bernardino-Ontario (Riverside and San Bernardino), San Diego-Carlsbad (San Diego) and
//   San Francisco-Oakland-Hayward (Alameda, Contra Costa, Marin, San Francisco and San Mateo). Every other county
//   (Santa Clara, Sacramento, Fresno, Napa, Sonoma…) takes the California CPI.
//   Figures, 1 August 2025 to 31 July 2026: Los Angeles-Orange 8.0% (April 2025 CPI +3.0%), San Diego 8.8% (March
//   2025, +3.8%), Riverside-San Bernardino 7.5% (March 2025, +2.5%), the five Bay Area counties 6.3% (April 2025,
//   +1.3%), every other county 7.7% (California CPI, April 2025, +2.7%). The regional changes were read in the BLS's
//   own charts of the 2026 releases below; the California CPI's 2.7% was matched against two reports of it (the DIR
//   page itself could not be fetched from here).
//   Figures, 1 August 2026 to 31 July 2027, from the BLS news releases: Los Angeles-Orange 8.7% (April 2026, +3.7%,
//   released 2026-05-12), San Francisco Bay Area 8.8% (April 2026, +3.8%, 2026-05-12), San Diego 8.2% (March 2026,
//   +3.2%, 2026-04-10), Riverside-San Bernardino 8.1% (March 2026, +3.1%, 2026-04-10). The California CPI for April
//   2026 could not be checked: the other counties fall back to the bounds 5% to 10% for that period.
//   Doubt: the 5% floor assumes the regional CPI did not fall over the year; the statute adds the change as it is, so
//   a fall would put that region's cap below 5%. None of the figures above fell.
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
// Each published figure carries its source (the official publication's name and address) and the day it was checked.
// Dates are calendar days in UTC (Date#toISOString), the day the new rent would take effect. Money is compared in
// whole cents and caps in thousandths of a percent, so "exactly at the cap" is never lost to binary floating point.
// The words a renter reads (the laws, formulas, exemptions, regions and sources) are groups by id in
// rent-cap-texts.ts, which each language translates by id; a figure's period is data (rent-cap-period.ts) each
// language words.

export const CHECKED_ON = '2026-11-28';

export type RentCapState = 'CA' | 'OR' | 'WA';

/** The official publication a figure comes from. */
interface RentCapSource {
  /** e.g. 'Oregon Office of Economic Analysis, maximum annual rent increase'. */
  readonly name: string;
  /** Its address on a government host. */
  readonly url: string;
}

/**
 * A maximum published for a period: it applies from `from` to `until`, both inclusive. Oregon and Washington publish
 * one statewide figure a calendar year; California's comes by region (a set of counties), with one figure for every
 * county no region lists.
 */
interface PublishedRentCap {
  readonly from: string;
  readonly until: string;
  readonly percent: number;
  /** How a sentence names the period ('for 2026', 'for 2023 from 6 July'), as data each language words. */
  readonly period: RentCapPeriod;
  /** California: how a sentence names the region ('Los Angeles and Orange counties'); null for a statewide figure. */
  readonly region: string | null;
  /** California: the region's 5-digit county FIPS codes; null: every county (OR, WA), or every county no region lists. */
  readonly counties: readonly string[] | null;
  readonly source: RentCapSource;
  /** The day RentValue last checked the figure against its source. */
  readonly checkedOn: string;
}

export interface RentCapRule {
  readonly state: RentCapState;
  readonly stateName: string;
  /** e.g. 'California Tenant Protection Act of 2019 (Civil Code §1947.12)'. */
  readonly lawName: string;
  /** The statute on the legislature's official site (a government host). */
  readonly sourceUrl: string;
  /** The official page that publishes the figures (OR, WA: each year's maximum; CA: the Attorney General's list). */
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
  /** Published maxima, oldest first; a date (or county) they do not cover falls back to the formula bounds. */
  readonly publishedCaps: readonly PublishedRentCap[];
  /** Where no figure covers a date: 'calendar' (OR, WA: a year), 'august' (CA: 1 August to 31 July). */
  readonly periodKind: 'calendar' | 'august';
}

/** Over: above the highest the cap can be. Depends: between the formula bounds, where only the CPI figure decides. */
type RentCapVerdict = 'within' | 'over' | 'depends';

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
  /** The most the landlord may ask under the lowest and the highest the cap can be, in dollars (rounded down). */
  readonly minCapRent: number;
  readonly maxCapRent: number;
  /** The period of the figure, or of the date when none is known ('for 2026', 'for 1 August 2026 to 31 July 2027'). */
  readonly period: RentCapPeriod;
  /** California: the region of the figure ('Los Angeles and Orange counties'); null otherwise. */
  readonly region: string | null;
  /** The figure's source and check day; null when no figure is known. */
  readonly source: RentCapSource | null;
  readonly figureCheckedOn: string | null;
  /** California: the figure is the region's and the home's county is not known (only the bounds are). */
  readonly countyUnknown: boolean;
  /** One or two sentences for the report, in English (rentCapSummary words them in another language). */
  readonly summary: string;
  /** 'Local rent rules may be stricter, and some homes are exempt: …'. */
  readonly caveat: string;
}

/** The cap that applies on a date: a published figure, or only the formula's bounds. */
export interface RentCapOnDate {
  readonly capPercent: number | null;
  readonly minCapPercent: number;
  readonly maxCapPercent: number;
  /**
   * 'for 2026' for a published figure; for bounds, the period the date falls in: 'for 2027' (OR, WA: the calendar
   * year), 'for 1 August 2026 to 31 July 2027' (CA).
   */
  readonly period: RentCapPeriod;
  /** The published figure, with its region, source and check day; null when only the bounds are known. */
  readonly figure: PublishedRentCap | null;
  /** California only: the figure depends on the county and the home's county is not known. */
  readonly countyUnknown: boolean;
}

/** The sources of the published figures. */
const OREGON_OEA: RentCapSource = {
  name: RENT_CAP_SOURCE_NAMES.oregonOea,
  url: 'https://www.oregon.gov/das/oea/pages/rent-stabilization.aspx',
};
const WASHINGTON_COMMERCE: RentCapSource = {
  name: RENT_CAP_SOURCE_NAMES.washingtonCommerce,
  url: 'https://www.commerce.wa.gov/',
};
const CALIFORNIA_AG: RentCapSource = {
  name: 'California Attorney General, Know Your Rights as a California Tenant (rent-increase caps by county)',
  url: 'https://oag.ca.gov/housing',
};
const CALIFORNIA_CPI: RentCapSource = {
  name: 'California Department of Industrial Relations, California Consumer Price Index',
  url: 'https://www.dir.ca.gov/OPRL/CAPriceIndex.htm',
};
const bls = (area: string, month: string, page: string): RentCapSource => ({
  name: `U.S. Bureau of Labor Statistics, Consumer Price Index, ${area} — ${month}`,
  url: `https://www.bls.gov/regions/west/news-release/2026/${page}.htm`,
});

/** Figures checked before this table's last check keep their own day. */
const FIRST_CHECK = '2026-11-24';

/** A calendar year, as a period. */
const calendarYear = (y: number): RentCapPeriod => ({ id: 'year', values: { year: y } });

/** California's year of figures, 1 August to 31 July, as a period. */
const augustYear = (startYear: number): RentCapPeriod => ({
  id: 'days',
  values: { from: `${startYear}-08-01`, until: `${startYear + 1}-07-31` },
});

const year = (y: number, percent: number, source: RentCapSource, checkedOn = CHECKED_ON): PublishedRentCap => ({
  from: `${y}-01-01`,
  until: `${y}-12-31`,
  percent,
  period: calendarYear(y),
  region: null,
  counties: null,
  source,
  checkedOn,
});

// California's regions by county FIPS code: the four BLS areas. Every other county takes the California CPI.
const LOS_ANGELES_ORANGE = ['06037', '06059'];
const SAN_DIEGO = ['06073'];
const INLAND_EMPIRE = ['06065', '06071'];
const BAY_AREA = ['06001', '06013', '06041', '06075', '06081'];

/** One California year of figures (1 August to 31 July): [region, counties, percent, source] each. */
function californiaYear(
  startYear: number,
  figures: readonly (readonly [string, readonly string[] | null, number, RentCapSource])[],
): PublishedRentCap[] {
  return figures.map(([region, counties, percent, source]) => ({
    from: `${startYear}-08-01`,
    until: `${startYear + 1}-07-31`,
    percent,
    period: augustYear(startYear),
    region,
    counties,
    source,
    checkedOn: CHECKED_ON,
  }));
}

const CALIFORNIA: RentCapRule = {
  state: 'CA',
  stateName: 'California',
  lawName: RENT_CAP_LAWS.california,
  sourceUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12',
  figuresUrl: CALIFORNIA_AG.url,
  formula: RENT_CAP_FORMULAS.california,
  effectiveFrom: '2020-01-01',
  effectiveUntil: '2030-01-01',
  checkedOn: CHECKED_ON,
  exemptions: [
    EXEMPTION.caNewHousing,
    EXEMPTION.caSingleFamily,
    EXEMPTION.caOwnerDuplex,
    EXEMPTION.caAffordable,
    EXEMPTION.caDormitories,
    EXEMPTION.caLocalRentControl,
  ],
  notes: [
    'The cap counts over any 12 months, from the lowest rent charged in the 12 months before the increase.',
    'The increase may come in at most two steps in 12 months.',
    'The law ends on January 1, 2030, unless the Legislature extends it.',
  ],
  formulaMinPercent: 5,
  formulaMaxPercent: 10,
  publishedCaps: [
    ...californiaYear(2025, [
      [REGION.losAngeles, LOS_ANGELES_ORANGE, 8, CALIFORNIA_AG],
      [REGION.sanDiego, SAN_DIEGO, 8.8, CALIFORNIA_AG],
      [REGION.inlandEmpire, INLAND_EMPIRE, 7.5, CALIFORNIA_AG],
      [REGION.bayArea, BAY_AREA, 6.3, CALIFORNIA_AG],
      [REGION.elsewhere, null, 7.7, CALIFORNIA_CPI],
    ]),
    ...californiaYear(2026, [
      [
        REGION.losAngeles,
        LOS_ANGELES_ORANGE,
        8.7,
        bls('Los Angeles area', 'April 2026', 'consumerpriceindex_losangeles_20260512'),
      ],
      [REGION.sanDiego, SAN_DIEGO, 8.2, bls('San Diego Area', 'March 2026', 'consumerpriceindex_sandiego_20260410')],
      [
        REGION.inlandEmpire,
        INLAND_EMPIRE,
        8.1,
        bls('Riverside Area', 'March 2026', 'consumerpriceindex_riverside_20260410'),
      ],
      [
        REGION.bayArea,
        BAY_AREA,
        8.8,
        bls('San Francisco Area', 'April 2026', 'consumerpriceindex_sanfrancisco_20260512'),
      ],
    ]),
  ],
  periodKind: 'august',
};

const OREGON: RentCapRule = {
  state: 'OR',
  stateName: 'Oregon',
  lawName: RENT_CAP_LAWS.oregon,
  sourceUrl: 'https://www.oregonlegislature.gov/bills_laws/ors/ors090.html',
  figuresUrl: OREGON_OEA.url,
  formula: RENT_CAP_FORMULAS.oregon,
  effectiveFrom: '2019-02-28',
  effectiveUntil: null,
  checkedOn: CHECKED_ON,
  exemptions: [EXEMPTION.orNewUnit, EXEMPTION.orSubsidized],
  notes: [
    "Only one increase is allowed in any 12 months, with at least 90 days' written notice.",
    'No increase is allowed in the first year of a month-to-month tenancy.',
    'Manufactured home parks and floating home marinas follow ORS 90.600 (6% since 2025 in those with more than 30 spaces).',
    'The 10% ceiling applies from July 6, 2023 (SB 611); before it, the published figure alone was the cap.',
  ],
  formulaMinPercent: 7,
  formulaMaxPercent: 10,
  publishedCaps: [
    { ...year(2019, 10.3, OREGON_OEA, FIRST_CHECK), from: '2019-02-28' },
    year(2020, 9.9, OREGON_OEA, FIRST_CHECK),
    year(2021, 9.2, OREGON_OEA, FIRST_CHECK),
    year(2022, 9.9, OREGON_OEA, FIRST_CHECK),
    {
      ...year(2023, 14.6, OREGON_OEA, FIRST_CHECK),
      until: '2023-07-05',
      period: { id: 'yearBefore', values: { day: '2023-07-06' } },
    },
    {
      ...year(2023, 10, OREGON_OEA, FIRST_CHECK),
      from: '2023-07-06',
      period: { id: 'yearFrom', values: { day: '2023-07-06' } },
    },
    year(2024, 10, OREGON_OEA, FIRST_CHECK),
    year(2025, 10, OREGON_OEA, FIRST_CHECK),
    year(2026, 9.5, OREGON_OEA),
  ],
  periodKind: 'calendar',
};

const WASHINGTON: RentCapRule = {
  state: 'WA',
  stateName: 'Washington',
  lawName: RENT_CAP_LAWS.washington,
  sourceUrl: 'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.700',
  figuresUrl: WASHINGTON_COMMERCE.url,
  formula: RENT_CAP_FORMULAS.washington,
  effectiveFrom: '2025-05-07',
  effectiveUntil: null,
  checkedOn: CHECKED_ON,
  exemptions: [EXEMPTION.waNewUnit, EXEMPTION.waPublicOrNonprofit, EXEMPTION.waTaxCredit, EXEMPTION.waOwnerOccupied],
  notes: [
    "No increase is allowed in the first 12 months of a tenancy, and any increase needs 90 days' written notice.",
    'A landlord who claims an exemption must state the facts supporting it in the notice.',
    'Manufactured and mobile home lots follow RCW 59.20 (at most 5% a year).',
  ],
  formulaMinPercent: 7,
  formulaMaxPercent: 10,
  publishedCaps: [
    {
      ...year(2025, 10, WASHINGTON_COMMERCE),
      from: '2025-05-07',
      period: { id: 'days', values: { from: '2025-05-07', until: '2025-12-31' } },
    },
    year(2026, 9.683, WASHINGTON_COMMERCE),
  ],
  periodKind: 'calendar',
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

const pct = (value: number): string => `${value}%`;

/** The period a date falls in when no figure covers it: its calendar year (OR, WA) or its 1 August year (CA). */
function periodOf(rule: RentCapRule, day: string): RentCapPeriod {
  const y = Number(day.slice(0, 4));
  if (rule.periodKind === 'calendar') return calendarYear(y);
  return augustYear(day.slice(5) >= '08-01' ? y : y - 1);
}

/** A period in an English sentence: 'for 2026', 'for 1 August 2026 to 31 July 2027'. */
const englishPeriod = (period: RentCapPeriod): string => wordMessage(RENT_CAP_PERIOD_EN, period);

/**
 * The cap on a date, or null when the rule is not in force that day (WA before 2025-05-07, CA from 2030). In
 * California the figure is the region's: `county` is the home's 5-digit county FIPS code, null when unknown (then
 * only the bounds are known, and countyUnknown says why).
 */
export function rentCapOn(rule: RentCapRule, on: Date, county: string | null = null): RentCapOnDate | null {
  const day = isoDay(on);
  if (!inForce(rule, day)) return null;
  const covering = rule.publishedCaps.filter((cap) => day >= cap.from && day <= cap.until);
  const regional = covering.some((cap) => cap.counties !== null);
  const countyUnknown = regional && county === null;
  const figure = countyUnknown
    ? null
    : (covering.find((cap) => county !== null && cap.counties?.includes(county)) ??
      covering.find((cap) => cap.counties === null) ??
      null);
  if (figure) {
    const p = figure.percent;
    return { capPercent: p, minCapPercent: p, maxCapPercent: p, period: figure.period, figure, countyUnknown: false };
  }
  return {
    capPercent: null,
    minCapPercent: rule.formulaMinPercent,
    maxCapPercent: rule.formulaMaxPercent,
    period: covering[0]?.period ?? periodOf(rule, day),
    figure: null,
    countyUnknown,
  };
}

/** The figures in force on a date (California: one per region), for the tenant-rights pages; [] when none is known. */
function rentCapFiguresOn(rule: RentCapRule, on: Date): readonly PublishedRentCap[] {
  const day = isoDay(on);
  if (!inForce(rule, day)) return [];
  return rule.publishedCaps.filter((cap) => day >= cap.from && day <= cap.until);
}

const IN_FORCE_EN = (plan: InForcePlan): string => {
  switch (plan.kind) {
    case 'none':
      return `RentValue's table has no ${plan.stateName} figure ${englishPeriod(plan.period)} yet: the cap is between ${pct(plan.min)} and ${pct(plan.max)}.`;
    case 'single':
      return `In force on ${englishDate(plan.day)}: ${pct(plan.percent)} ${englishPeriod(plan.period)} (${plan.source}).`;
    case 'regional': {
      const list = plan.figures.map((figure) => `${pct(figure.percent)} in ${figure.place}`).join('; ');
      const rest = plan.rest
        ? `; in the other counties RentValue's table has no figure yet (between ${pct(plan.rest.min)} and ${pct(plan.rest.max)})`
        : '';
      return `In force on ${englishDate(plan.day)}, ${englishPeriod(plan.period)}: ${list}${rest}.`;
    }
  }
};

const IN_FORCE_WORDS: Readonly<Record<Language, (plan: InForcePlan) => string>> = { en: IN_FORCE_EN, es: IN_FORCE_ES };

/**
 * The tenant-rights page's sentence on the figure in force on the day the table was checked (CHECKED_ON), so a page
 * built on any day says the same and says how old it is: "In force on November 28, 2026: 9.5% for 2026 (Oregon Office
 * of Economic Analysis…)", in the page's language.
 */
export function rentCapInForceText(
  rule: RentCapRule,
  on: Date = new Date(`${CHECKED_ON}T12:00:00Z`),
  language: Language = 'en',
): string {
  return IN_FORCE_WORDS[language](rentCapInForcePlan(rule, on));
}

function rentCapInForcePlan(rule: RentCapRule, on: Date): InForcePlan {
  const figures = rentCapFiguresOn(rule, on);
  const day = isoDay(on);
  const first = figures[0];
  if (!first) {
    return {
      kind: 'none',
      stateName: rule.stateName,
      period: periodOf(rule, day),
      min: rule.formulaMinPercent,
      max: rule.formulaMaxPercent,
    };
  }
  if (figures.length === 1 && first.region === null)
    return { kind: 'single', day, percent: first.percent, period: first.period, source: first.source.name };
  return {
    kind: 'regional',
    day,
    period: first.period,
    figures: figures.map((cap) => ({ percent: cap.percent, place: cap.region ?? rule.stateName })),
    rest: figures.some((cap) => cap.counties === null)
      ? null
      : { min: rule.formulaMinPercent, max: rule.formulaMaxPercent },
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

const RENT_CAP_EN: RentCapWords = {
  summary(plan) {
    const name = plan.stateName;
    switch (plan.kind) {
      case 'lower':
        return `The offered rent is ${formatUsd(plan.dollars)} (${plan.percent.toFixed(2)}%) lower than the current rent, so ${name}'s cap on increases is not at issue.`;
      case 'same':
        return `The offered rent is the same as the current rent, so ${name}'s cap on increases is not at issue.`;
      case 'figure': {
        const increase = `An increase of ${plan.increasePercent.toFixed(2)}%`;
        const yours = `a month from your ${formatUsd(plan.currentRent)}`;
        const where = plan.region ? ` in ${plan.region}` : '';
        const capText = `${name}'s cap of ${pct(plan.capPercent)} ${englishPeriod(plan.period)}${where}`;
        if (plan.verdict === 'within')
          return `${increase} is within ${capText}: at most ${formatUsd(plan.most)} ${yours}.`;
        return `${increase} is over ${capText}: unless the home is exempt, the most the landlord may ask is ${formatUsd(plan.most)} ${yours}.`;
      }
      case 'bounds': {
        const increase = `An increase of ${plan.increasePercent.toFixed(2)}%`;
        const yours = `a month from your ${formatUsd(plan.currentRent)}`;
        const bounds = `between ${pct(plan.minCapPercent)} and ${pct(plan.maxCapPercent)}, so the most the landlord may ask is between ${formatUsd(plan.low)} and ${formatUsd(plan.high)} ${yours}`;
        const lead =
          plan.why === 'countyUnknown'
            ? `${name}'s cap ${englishPeriod(plan.period)} depends on the home's county, which RentValue could not tell: it is ${bounds}.`
            : `RentValue's table has no figure for ${name}'s cap ${englishPeriod(plan.period)} yet: it is ${bounds}.`;
        if (plan.verdict === 'within') return `${lead} ${increase} is within it either way.`;
        if (plan.verdict === 'over')
          return `${lead} ${increase} is over it either way: unless the home is exempt, it is too high.`;
        return `${lead} Whether ${increase.charAt(0).toLowerCase()}${increase.slice(1)} is within it depends on that figure (${plan.formula}).`;
      }
    }
  },
  caveat: (lawName, exemptions) =>
    `Local rent rules may be stricter, and some homes are exempt from the ${lawName}: ${exemptions.join('; ')}.`,
};

const RENT_CAP_WORDS: Readonly<Record<Language, RentCapWords>> = { en: RENT_CAP_EN, es: RENT_CAP_ES };

/** The renewal check's summary in a language, from the check's figures (the API's RentCapCheck carries them). */
export function rentCapSummary(facts: RentCapSummaryFacts, language: Language = 'en'): string {
  return RENT_CAP_WORDS[language].summary(rentCapSummaryPlan(facts));
}

/** The caveat every check carries: local rules, and the rule's exemptions in plain words. */
export function rentCapCaveat(rule: Pick<RentCapRule, 'lawName' | 'exemptions'>, language: Language = 'en'): string {
  return RENT_CAP_WORDS[language].caveat(rule.lawName, rule.exemptions);
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
  /** The home's 5-digit county FIPS code (California's figure is by region); null or absent when unknown. */
  county?: string | null;
  /** The language of the summary and the caveat (English unless said: the API's). */
  language?: Language;
}): RentCapCheck | null {
  const change = rentIncrease(input.currentRent, input.offeredRent);
  isoDay(input.on); // an invalid date is refused for every state, not only the capped ones
  const rule = rentCapRuleFor(input.state);
  if (!rule) return null;
  const cap = rentCapOn(rule, input.on, input.county ?? null);
  if (!cap) return null;
  const current = Math.round(input.currentRent * 100);
  const offered = Math.round(input.offeredRent * 100);
  const verdict: RentCapVerdict = withinPercent(current, offered, cap.minCapPercent)
    ? 'within'
    : withinPercent(current, offered, cap.maxCapPercent)
      ? 'depends'
      : 'over';
  const maxAllowedRent = cap.capPercent === null ? null : maxRentUnder(current, cap.capPercent);
  const rents = {
    current: input.currentRent,
    min: maxRentUnder(current, cap.minCapPercent),
    max: maxRentUnder(current, cap.maxCapPercent),
  };
  return {
    rule,
    increasePercent: change.percent,
    capPercent: cap.capPercent,
    minCapPercent: cap.minCapPercent,
    maxCapPercent: cap.maxCapPercent,
    verdict,
    maxAllowedRent,
    minCapRent: rents.min,
    maxCapRent: rents.max,
    period: cap.period,
    region: cap.figure?.region ?? null,
    source: cap.figure?.source ?? null,
    figureCheckedOn: cap.figure?.checkedOn ?? null,
    summary: rentCapSummary(
      {
        stateName: rule.stateName,
        verdict,
        increaseDollars: change.dollars,
        increasePercent: change.percent,
        capPercent: cap.capPercent,
        minCapPercent: cap.minCapPercent,
        maxCapPercent: cap.maxCapPercent,
        minCapRent: rents.min,
        maxCapRent: rents.max,
        currentRent: rents.current,
        period: cap.period,
        region: cap.figure?.region ?? null,
        countyUnknown: cap.countyUnknown,
        formula: rule.formula,
      },
      input.language,
    ),
    countyUnknown: cap.countyUnknown,
    caveat: rentCapCaveat(rule, input.language),
  };
}
