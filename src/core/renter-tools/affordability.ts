import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '../constants';
import { toNumber } from '../primitives/parse-number';
import { roundTo } from '../primitives/round';

// The affordability calculator (docs/product.md#affordability-calculator): landlords want income of
// 2.5 to 3 times the rent, so the rent range runs from monthly income / 3 up to monthly income / 2.5,
// each rounded to whole dollars.

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annually'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
/** Annually applies to additional income only (docs/product.md#affordability-calculator). */
export type PrimaryPayFrequency = Exclude<PayFrequency, 'annually'>;

export const PAYS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annually: 1,
};

/** A frequency the form offers; the page words it in its language (its catalogue: affordability.frequency.*). */
export interface PayFrequencyOption<V extends PayFrequency = PayFrequency> {
  readonly value: V;
  readonly perYear: number;
}

function option<V extends PayFrequency>(value: V): PayFrequencyOption<V> {
  return { value, perYear: PAYS_PER_YEAR[value] };
}

export const PRIMARY_PAY_FREQUENCY_OPTIONS: readonly PayFrequencyOption<PrimaryPayFrequency>[] = [
  option('weekly'),
  option('biweekly'),
  option('semimonthly'),
  option('monthly'),
];

export const ADDITIONAL_PAY_FREQUENCY_OPTIONS: readonly PayFrequencyOption[] = [
  ...PRIMARY_PAY_FREQUENCY_OPTIONS,
  option('annually'),
];

export function isPayFrequency(value: unknown): value is PayFrequency {
  return typeof value === 'string' && (PAY_FREQUENCIES as readonly string[]).includes(value);
}

export function isPrimaryPayFrequency(value: unknown): value is PrimaryPayFrequency {
  return isPayFrequency(value) && value !== 'annually';
}

/**
 * An amount typed into the calculator: "$1,234.50" => 1234.5. Blank or invalid text is 0
 * (docs/product.md#affordability-calculator), and so is a negative amount, since income below zero is a typing
 * mistake.
 */
export function parseAmount(value: string | number | null | undefined): number {
  const parsed = toNumber(value);
  return parsed !== null && parsed > 0 ? parsed : 0;
}

export interface AffordabilityInput {
  readonly primaryIncome: string | number | null | undefined;
  readonly primaryFrequency: PrimaryPayFrequency;
  readonly additionalIncome?: string | number | null;
  readonly additionalFrequency?: PayFrequency;
}

export interface AffordabilityResult {
  readonly annualIncome: number;
  readonly monthlyIncome: number;
  readonly rentLow: number;
  readonly rentHigh: number;
}

export function computeAffordability(input: AffordabilityInput): AffordabilityResult {
  const annualIncome =
    parseAmount(input.primaryIncome) * PAYS_PER_YEAR[input.primaryFrequency] +
    parseAmount(input.additionalIncome) * PAYS_PER_YEAR[input.additionalFrequency ?? 'monthly'];
  const monthlyIncome = annualIncome / 12;
  return {
    annualIncome,
    monthlyIncome,
    rentLow: roundTo(monthlyIncome / AFFORDABILITY_LOW_INCOME_MULTIPLE, 0),
    rentHigh: roundTo(monthlyIncome / AFFORDABILITY_HIGH_INCOME_MULTIPLE, 0),
  };
}
