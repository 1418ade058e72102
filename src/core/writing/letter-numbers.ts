import { planLetter, type LetterPlan } from './letter-plan';
import { citedBenchmark, letterDateOf, type LetterFacts, type LetterRequest } from './negotiation-letter';
import { MONTH_NAMES_EN as MONTH_NAMES } from '../primitives/sentence-date';
import { MONTH_NAMES_ES } from '../i18n/es/shared';
import { roundTo } from '../primitives/round';
import { isFigure, oneLine } from './writer-text';

// The negotiation letter's number check (docs/product.md#model-written-letters): which numbers a letter may hold
// (letterFigures: the report's figures and those derived from them), and which numbers a text (the built-in writer's,
// or a model's, in English or Spanish) holds that it may not (inventedNumbers), so that no letter states a figure the
// report does not back. The rent and the comparables are the letter's plan's (letter-plan.ts), whatever the language.

/** A number as the checks compare it: no sign, no '$' or commas, no trailing zeros ('1850', '0.4', '9.5'). */
function plain(value: number): string {
  return String(roundTo(Math.abs(value), 2));
}

const MONTH_PATTERN =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const NUMBER_PATTERN = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?(?:%|percent\b|per\s?cent\b))?/gi;

function monthNumber(name: string): number {
  return MONTH_NAMES.findIndex((month) => month.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()) + 1;
}

/** Spanish months, as a Spanish letter (the built-in one, or a model's) writes its dates: "4 de mayo de 2026". */
const SPANISH_MONTH_PATTERN = `(${MONTH_NAMES_ES.join('|')}|setiembre)`;

function spanishMonthNumber(name: string): number {
  const lower = name.toLowerCase();
  return lower === 'setiembre' ? 9 : MONTH_NAMES_ES.indexOf(lower) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Dates in a text, each with the key letterFigures holds for it: 'date:2026-05-04', 'date:--05-04' or 'date:2026-05'. */
const DATE_FORMS: readonly { pattern: RegExp; key: (m: RegExpMatchArray) => string }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, key: (m) => `date:${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` },
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    key: (m) => `date:${fullYear(m[3] ?? '')}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`,
  },
  {
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    key: (m) => (m[3] ? `date:${m[3]}-` : 'date:--') + `${pad(monthNumber(m[1] ?? ''))}-${pad(Number(m[2]))}`,
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_PATTERN}(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    key: (m) => (m[3] ? `date:${m[3]}-` : 'date:--') + `${pad(monthNumber(m[2] ?? ''))}-${pad(Number(m[1]))}`,
  },
  {
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\s+(\\d{4})\\b`, 'gi'),
    key: (m) => `date:${m[2]}-${pad(monthNumber(m[1] ?? ''))}`,
  },
  // Spanish: "4 de mayo de 2026", "4 de mayo", "mayo de 2026".
  {
    pattern: new RegExp(`\\b(\\d{1,2})\\s+de\\s+${SPANISH_MONTH_PATTERN}(?:\\s+del?\\s+(\\d{4})\\b)?`, 'gi'),
    key: (m) => (m[3] ? `date:${m[3]}-` : 'date:--') + `${pad(spanishMonthNumber(m[2] ?? ''))}-${pad(Number(m[1]))}`,
  },
  {
    pattern: new RegExp(`\\b${SPANISH_MONTH_PATTERN}\\s+del?\\s+(\\d{4})\\b`, 'gi'),
    key: (m) => `date:${m[2]}-${pad(spanishMonthNumber(m[1] ?? ''))}`,
  },
];

/** Every number in a text with its normalised form ('$1,850.00' → '1850', '12 percent' → '12%'). Dates are not read apart. */
export function numbersInText(text: string): { raw: string; value: string }[] {
  return [...text.matchAll(NUMBER_PATTERN)].map((m) => {
    const value = plain(Number(`${(m[2] ?? '').replace(/,/g, '')}${m[3] ?? ''}`));
    return { raw: m[0].trim(), value: m[4] ? `${value}%` : value };
  });
}

/** Texts of the facts quoted whole (addresses, the benchmark's names, the link, the law): their digits are not figures. */
function quotedTexts(facts: LetterFacts, plan: LetterPlan): string[] {
  const texts = [facts.address, ...plan.comps.map((comp) => comp.address), facts.reportLink, facts.rentCap?.lawName];
  const benchmark = citedBenchmark(facts);
  if (benchmark) texts.push(benchmark.name, benchmark.area, benchmark.release);
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .flatMap((text) => [text, oneLine(text)])
    .sort((a, b) => b.length - a.length);
}

/**
 * Every number the letter may contain, normalised as numbersInText gives them (plus 'date:…' keys for dates): the
 * report's figures with the roundings a writer may use, the proposal, the cited comps, the cited benchmark, the cap, the
 * dates, the numbers inside the quoted texts, and the differences the letter derives ($ and % of the raise, how far
 * the asking rent is above the expected rent or a comp, the saving a month and a year).
 */
export function letterFigures(facts: LetterFacts, request: LetterRequest): Set<string> {
  const figures = new Set<string>();
  const add = (value: number | null | undefined, decimals: readonly number[] = [0, 1, 2]) => {
    if (isFigure(value)) for (const d of decimals) figures.add(plain(roundTo(value, d)));
  };
  const money = (value: number | null | undefined) => {
    if (!isFigure(value)) return;
    add(value);
    figures.add(plain(Math.floor(Math.abs(value))));
    figures.add(plain(Math.ceil(Math.abs(value))));
  };
  const percent = (part: number | null | undefined, whole: number | null | undefined) => {
    if (isFigure(part) && isFigure(whole) && whole !== 0)
      for (const d of [0, 1, 2]) figures.add(`${plain(roundTo((part / whole) * 100, d))}%`);
  };
  const difference = (a: number | null | undefined, b: number | null | undefined, percentOf?: number | null) => {
    if (!isFigure(a) || !isFigure(b)) return;
    money(a - b);
    money(Math.round(a) - Math.round(b));
    if (percentOf !== undefined) {
      percent(a - b, percentOf);
      percent(Math.round(a) - Math.round(b), isFigure(percentOf) ? Math.round(percentOf) : null);
    }
  };

  const plan = planLetter(facts, request);
  const proposed = plan.rent;
  const asking = facts.askingRent;
  const comps = plan.comps;
  for (const value of [
    proposed,
    asking,
    facts.currentRent,
    facts.expectedRent,
    facts.minPrice,
    facts.maxPrice,
    facts.netEffectiveRent,
    facts.monthlyFees,
    isFigure(facts.monthlyFees) ? facts.monthlyFees * 12 : null,
  ])
    money(value);
  add(facts.valueScore, [1, 2]);
  add(facts.subjectSqft, [0]);
  add(comps.length, [0]);
  for (const bedrooms of [facts.bedrooms, ...comps.map((comp) => comp.bedrooms)]) {
    const count = /^(\d+)\+?$/.exec(bedrooms?.trim() ?? '');
    if (count) figures.add(plain(Number(count[1])));
  }
  for (const comp of comps) {
    money(comp.rent);
    add(comp.sqft, [0]);
    add(comp.distanceMiles, [1, 2]);
    difference(asking, comp.rent, asking);
    difference(proposed, comp.rent);
  }
  difference(asking, proposed, asking);
  money((asking - proposed) * 12);
  difference(asking, facts.expectedRent, facts.expectedRent);
  difference(asking, facts.currentRent, facts.currentRent);
  difference(proposed, facts.currentRent, facts.currentRent);
  // A benchmark the letter does not cite (citedBenchmark: at or above the rent asked) is no figure it may state.
  const benchmark = citedBenchmark(facts);
  if (benchmark) {
    money(benchmark.rent);
    difference(asking, benchmark.rent, benchmark.rent);
  }
  if (facts.rentCap) {
    add(facts.rentCap.capPercent);
    if (isFigure(facts.rentCap.capPercent))
      for (const d of [0, 1, 2]) figures.add(`${plain(roundTo(facts.rentCap.capPercent, d))}%`);
    money(facts.rentCap.maxAllowedRent);
    difference(asking, facts.rentCap.maxAllowedRent);
  }
  for (const iso of [facts.reportDate, letterDateOf(facts, request)]) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    if (!m) continue;
    figures
      .add(`date:${m[1]}-${m[2]}-${m[3]}`)
      .add(`date:--${m[2]}-${m[3]}`)
      .add(`date:${m[1]}-${m[2]}`)
      .add(plain(Number(m[1])));
  }
  for (const text of quotedTexts(facts, plan))
    for (const { value } of numbersInText(text)) figures.add(value).add(value.replace('%', ''));
  return figures;
}

/**
 * The numbers in `text` (money with or without '$', commas or cents, percents, sizes, distances, dates and years)
 * that are not among letterFigures, as written; [] when the text holds only the report's figures. Texts of the facts
 * quoted whole (the addresses, the benchmark's name, area and release, the link, the law's name) are skipped.
 */
export function inventedNumbers(text: string, facts: LetterFacts, request: LetterRequest): string[] {
  const figures = letterFigures(facts, request);
  const invented: string[] = [];
  let rest = text;
  for (const quoted of quotedTexts(facts, planLetter(facts, request))) rest = rest.split(quoted).join(' ');
  for (const { pattern, key } of DATE_FORMS) {
    for (const match of rest.matchAll(pattern)) if (!figures.has(key(match))) invented.push(match[0]);
    rest = rest.replace(pattern, ' ');
  }
  for (const { raw, value } of numbersInText(rest)) if (!figures.has(value)) invented.push(raw);
  return invented;
}
