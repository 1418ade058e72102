// Rent data and form fields deliver numbers as numbers, numeric strings ("1500", "$1,500.00")
// or junk. Only a finite value counts; anything else is "no number" (null) so callers decide
// whether that means "drop it" (comps) or "0" (calculator).
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!NUMERIC_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
