import { roundTo } from './round';

// Currency is shown in US dollars with no decimals, price per sqft with 2, scores with 1
// (SPEC §9). Values are rounded by roundTo first so a stored 1.005 shows as the 1.01 a person
// expects, not the 1.00 binary floating point would give.

/** Shown in place of a figure that is missing (null, NaN, Infinity). */
export const MISSING_FIGURE = '—';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** "$1,250": whole dollars with thousands separators. */
export function formatUsd(value: number | null | undefined): string {
  return isFigure(value) ? wholeDollars.format(roundTo(value, 0)) : MISSING_FIGURE;
}

/** "$2,021.15": money to the cent (net effective rent, a lease's total). */
export function formatUsdCents(value: number | null | undefined): string {
  return isFigure(value) ? dollarsAndCents.format(roundTo(value, 2)) : MISSING_FIGURE;
}

/** "$1.85": price per square foot with 2 decimals. */
export function formatPricePerSqft(value: number | null | undefined): string {
  return isFigure(value) ? dollarsAndCents.format(roundTo(value, 2)) : MISSING_FIGURE;
}

/** "7.2": a Value Score with 1 decimal. Clamping for display is displayScore's job. */
export function formatScore(value: number | null | undefined): string {
  return isFigure(value) ? roundTo(value, 1).toFixed(1) : MISSING_FIGURE;
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
  return isFigure(value) ? roundTo(value, 0).toLocaleString('en-US') : MISSING_FIGURE;
}
