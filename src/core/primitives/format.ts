import { SCORE_SHOWN_DECIMALS } from '../constants';
import { roundTo } from './round';

// Currency is shown in US dollars with no decimals, price per sqft with 2, scores with 1
// (docs/product.md#display-formats). Values are rounded by roundTo first so a stored 1.005 shows
// as the 1.01 a person expects, not the 1.00 binary floating point would give.

/** Shown in place of a figure that is missing (null, NaN, Infinity). */
export const MISSING_FIGURE = '—';

// Written out here rather than through Intl.NumberFormat: building a currency formatter loads ICU's currency data,
// which cost a phone about 0.1 s of blocked main thread (0.4 s in Lighthouse's 4x slower CPU) on every page that
// shows an amount, the landing page included. The results are the same for en-US, which format.test.ts
// checks against Intl itself.

/** "1,234,567" from the digits of a whole number. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The plain digits of a value ≥ 0 with `decimals` decimals, written as Intl does: from the shortest digits that read
 * back as the same number (toFixed would write the binary value's every digit, "0.13" for what reads as 0.1 at 1e14,
 * and "1e+21" from 1e21 on). The callers round first, so the shortest digits never have more decimals than asked.
 */
function fixedDigits(value: number, decimals: number): string {
  const shortest = String(value);
  let whole: string;
  let fraction = '';
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(shortest);
  if (exponent) {
    const [, lead = '', rest = '', power = '0'] = exponent;
    whole = `${lead}${rest}`.padEnd(Number(power) + 1, '0');
  } else {
    [whole = '0', fraction = ''] = shortest.split('.');
    if (fraction.length > decimals || shortest.includes('e')) return value.toFixed(decimals);
  }
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
}

/** Below zero, or minus zero (which en-US also writes with its sign). */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/** "$1,250" or "-$1,250.50": dollars with thousands separators and exactly `decimals` decimals. */
function dollars(value: number, decimals: 0 | 2): string {
  const [whole = '0', cents] = fixedDigits(Math.abs(value), decimals).split('.');
  return `${isNegative(value) ? '-' : ''}$${groupThousands(whole)}${cents === undefined ? '' : `.${cents}`}`;
}

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** "$1,250": whole dollars with thousands separators. */
export function formatUsd(value: number | null | undefined): string {
  return isFigure(value) ? dollars(roundTo(value, 0), 0) : MISSING_FIGURE;
}

/** "$2,021.15": money to the cent (net effective rent, a lease's total). */
export function formatUsdCents(value: number | null | undefined): string {
  return isFigure(value) ? dollars(roundTo(value, 2), 2) : MISSING_FIGURE;
}

/**
 * "$2,200" or "$2,021.15": a figure that may carry cents (a net effective rent), in whole dollars when it has none, as
 * the product shows money; the cents only when they are there ("$2,200.00/mo" would read as a price with cents).
 */
export function formatUsdCentsIfAny(value: number | null | undefined): string {
  if (!isFigure(value)) return MISSING_FIGURE;
  const cents = roundTo(value, 2);
  return Number.isInteger(cents) ? dollars(cents, 0) : dollars(cents, 2);
}

/** "$1.85": price per square foot with 2 decimals. */
export function formatPricePerSqft(value: number | null | undefined): string {
  return isFigure(value) ? dollars(roundTo(value, 2), 2) : MISSING_FIGURE;
}

/** "7.2": a Value Score with 1 decimal. Clamping for display is displayScore's job. */
export function formatScore(value: number | null | undefined): string {
  return isFigure(value) ? roundTo(value, SCORE_SHOWN_DECIMALS).toFixed(SCORE_SHOWN_DECIMALS) : MISSING_FIGURE;
}

/** "+5.25%" / "-3.1%": a percentage difference with its sign and up to 2 decimals. */
export function formatPercentDifference(value: number | null | undefined): string {
  if (!isFigure(value)) return MISSING_FIGURE;
  const rounded = roundTo(value, 2);
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${rounded}%`;
}

/** "1,200": square feet and other counts with thousands separators. */
export function formatSqft(value: number | null | undefined): string {
  return isFigure(value) ? formatCount(roundTo(value, 0)) : MISSING_FIGURE;
}

/** "1,200" / "-1,200": a whole number (a count, a length) with thousands separators, as en-US writes it. */
export function formatCount(value: number): string {
  return `${isNegative(value) ? '-' : ''}${groupThousands(fixedDigits(Math.abs(value), 0))}`;
}
