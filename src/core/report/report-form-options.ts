// The research form's choices and labels (docs/product.md#fields-and-options): the property types, the condition and
// amenities levels with their screen labels, the field labels the messages name, and the two research modes. The
// schema that checks a form is report-form.ts.

import { BUILDING_TYPE_LABELS, LEVEL_LABELS } from '../labels';

export const BUILDING_TYPES = ['apartment', 'house'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export interface FormOption<V> {
  readonly value: V;
  readonly label: string;
}

export const BUILDING_TYPE_OPTIONS: readonly FormOption<BuildingType>[] = BUILDING_TYPES.map((value) => ({
  value,
  label: BUILDING_TYPE_LABELS[value],
}));

export const CONDITION_OPTIONS: readonly FormOption<number>[] = [
  { value: 3, label: LEVEL_LABELS.luxury },
  { value: 2.5, label: LEVEL_LABELS.aboveAverage },
  { value: 2, label: LEVEL_LABELS.standard },
  { value: 1.5, label: LEVEL_LABELS.belowAverage },
  { value: 1, label: LEVEL_LABELS.budget },
];

export const AMENITIES_OPTIONS: readonly FormOption<number>[] = [
  { value: 3, label: LEVEL_LABELS.high },
  { value: 2.5, label: LEVEL_LABELS.aboveAverage },
  { value: 2, label: LEVEL_LABELS.standard },
  { value: 1.5, label: LEVEL_LABELS.belowAverage },
  { value: 1, label: LEVEL_LABELS.minimal },
];

export function buildingTypeLabel(type: string | null | undefined): string | null {
  return BUILDING_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? null;
}

export const RESEARCH_MODES = ['listing', 'renewal'] as const;
export type ResearchMode = (typeof RESEARCH_MODES)[number];
