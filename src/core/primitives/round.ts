// Rounds the decimal the number is written as, not its binary approximation: a plain
// Math.round(x * 100) / 100 turns 1.005 into 1 because 1.005 * 100 is 100.49999999999999.
// Ties go away from zero so that -2.5 and 2.5 round to the same magnitude.
function shiftDecimal(value: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = shiftDecimal(magnitude, -decimals);
  // Avoid handing out -0, which prints as "-0" in some formatters.
  return value < 0 && result !== 0 ? -result : result;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
