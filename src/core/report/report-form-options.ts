// The research form's choices and labels (docs/product.md#fields-and-options): the property types, the condition and
// amenities levels with their screen labels, the field labels the messages name, and the two research modes. The
// schema that checks a form is report-form.ts.

export const BUILDING_TYPES = ['apartment', 'house'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export interface FormOption<V> {
  readonly value: V;
  readonly label: string;
}

export const BUILDING_TYPE_OPTIONS: readonly FormOption<BuildingType>[] = [
  { value: 'apartment', label: 'Apartment/Condo' },
  { value: 'house', label: 'House' },
];

export const CONDITION_OPTIONS: readonly FormOption<number>[] = [
  { value: 3, label: 'Luxury/High End' },
  { value: 2.5, label: 'Above Average' },
  { value: 2, label: 'Standard/Average' },
  { value: 1.5, label: 'Below Average' },
  { value: 1, label: 'Budget/Low End' },
];

export const AMENITIES_OPTIONS: readonly FormOption<number>[] = [
  { value: 3, label: 'High' },
  { value: 2.5, label: 'Above Average' },
  { value: 2, label: 'Standard/Average' },
  { value: 1.5, label: 'Below Average' },
  { value: 1, label: 'Minimal' },
];

export function buildingTypeLabel(type: string | null | undefined): string | null {
  return BUILDING_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? null;
}

/**
 * The labels of the required-field message 'The "{label}" field is required.'
 * (docs/product.md#form-rules-and-messages).
 */
export const REPORT_FIELD_LABELS = {
  rentAmount: 'Rent',
  bedrooms: 'Bedrooms',
  baths: 'Baths',
  sqFt: 'Sq/ft',
  buildingType: 'Property Type',
  qualityLevel: 'Condition/Quality',
  amenitiesLevel: 'Amenities/Features',
} as const;

/** The labels of the renewal check's and the move-in specials' fields, for messages in the same style. */
export const NEXT_STEP_FIELD_LABELS = {
  currentRent: 'Current rent',
  offeredRent: 'Offered rent',
  concessionAmount: 'Move-in special',
  leaseMonths: 'Lease length',
} as const;

export const RESEARCH_MODES = ['listing', 'renewal'] as const;
export type ResearchMode = (typeof RESEARCH_MODES)[number];
