import { FAIR_VALUE_SCORES } from '../compare/compare-labels';
import { DISPLAY_SCORE_MAX, DISPLAY_SCORE_MIN } from '../constants';
import { MONTHS_PER_YEAR } from '../primitives/time';
import { roundTo } from '../primitives/round';
import type { ComparisonFacts } from './comparison-facts';
import { rentOf, sqftOf } from './comparison-figures';
import { numbersInText } from './letter-numbers';
import { isFigure, oneLine } from './writer-text';

// The written comparison's number check (docs/product.md#comparison-writer), as the letter has its own
// (letter-numbers.ts): which numbers a comparison may state (the figures the compare table shows and those derived
// from two listings' figures) and which numbers a text (a model's, in English or Spanish) states that it may not, so a
// comparison never shows a figure the table does not back. The words around the numbers do not matter, so the check
// is the same in both languages.

/** A number as numbersInText gives it: no sign, '$' or commas, no trailing zeros. */
const plain = (value: number) => String(roundTo(Math.abs(value), 2));

/** Every number a comparison of these listings may state, normalised as numbersInText gives them. */
function comparisonFigures(all: readonly ComparisonFacts[]): Set<string> {
  const figures = new Set<string>();
  const add = (value: number | null | undefined, decimals: readonly number[] = [0, 1, 2]) => {
    if (!isFigure(value)) return;
    for (const d of decimals) figures.add(plain(roundTo(value, d)));
    figures.add(plain(Math.floor(Math.abs(value))));
    figures.add(plain(Math.ceil(Math.abs(value))));
  };
  const percent = (part: number, whole: number | null) => {
    if (isFigure(whole) && whole !== 0)
      for (const d of [0, 1]) figures.add(`${plain(roundTo((part / whole) * 100, d))}%`);
  };
  // How many listings, the months of a year, the score under which a listing is a poorer value, and the score's scale
  // and Fair Value band as the model is told them.
  for (const count of [all.length, MONTHS_PER_YEAR, 4, DISPLAY_SCORE_MIN, DISPLAY_SCORE_MAX]) figures.add(plain(count));
  for (const bound of [FAIR_VALUE_SCORES.low, FAIR_VALUE_SCORES.high]) add(bound, [1, 2]);
  for (const f of all) {
    for (const value of [
      f.rent,
      f.netEffectiveRent,
      f.totalMonthlyCost,
      rentOf(f),
      f.costPerYear,
      f.sqft,
      f.pricePerSqft,
    ])
      add(value);
    add(f.valueScore, [1]);
    add(f.qualityLevel, [1]);
    add(f.amenitiesLevel, [1]);
    const paid = rentOf(f);
    if (isFigure(paid)) add(paid * MONTHS_PER_YEAR);
    for (const rooms of [f.bedrooms, f.bathrooms]) {
      const count = /^(\d+(?:\.\d+)?)\+?$/.exec(rooms.trim());
      if (count) figures.add(plain(Number(count[1])));
    }
  }
  for (const a of all)
    for (const b of all) {
      if (a === b) continue;
      const [rentA, rentB, sqftA, sqftB] = [rentOf(a), rentOf(b), sqftOf(a), sqftOf(b)];
      if (isFigure(rentA) && isFigure(rentB)) {
        const gap = rentA - rentB;
        add(gap);
        add(gap * MONTHS_PER_YEAR);
        percent(gap, rentB);
        if (isFigure(sqftA) && isFigure(sqftB) && sqftA !== sqftB) add(gap / (sqftA - sqftB), [2]);
      }
      if (isFigure(sqftA) && isFigure(sqftB)) {
        add(sqftA - sqftB, [0]);
        percent(sqftA - sqftB, sqftB);
      }
      if (isFigure(a.pricePerSqft) && isFigure(b.pricePerSqft)) add(a.pricePerSqft - b.pricePerSqft, [2]);
      if (isFigure(a.valueScore) && isFigure(b.valueScore)) add(a.valueScore - b.valueScore, [1]);
    }
  return figures;
}

/**
 * The numbers in `text` that are not among comparisonFigures, as written; [] when it states only the table's figures.
 * The listings' addresses are quoted whole: their house numbers and ZIP codes are not figures.
 */
export function inventedComparisonNumbers(text: string, all: readonly ComparisonFacts[]): string[] {
  const figures = comparisonFigures(all);
  const addresses = all
    .flatMap((f) => [f.address, oneLine(f.address), oneLine(f.address.split(',')[0] ?? '')])
    .filter((address) => address.trim() !== '')
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const address of addresses) rest = rest.split(address).join(' ');
  return numbersInText(rest)
    .filter(({ value }) => !figures.has(value))
    .map(({ raw }) => raw);
}
