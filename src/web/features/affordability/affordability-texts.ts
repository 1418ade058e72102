import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '#core/constants';

// The calculator's copy (docs/product.md#affordability-calculator: landlords usually want an income of 2.5 to 3 times
// the rent), shared by the page and its browser test.

export const AFFORDABILITY_TEXTS = {
  description:
    'Estimate a comfortable monthly rent from your income. Landlords commonly want an income of 2.5 to 3 times the rent.',
  intro:
    'Enter what you earn and how often you are paid. The calculator estimates your annual income and the monthly rent range landlords will usually accept.',
  rule: `Landlords typically want your income to be ${AFFORDABILITY_HIGH_INCOME_MULTIPLE} to ${AFFORDABILITY_LOW_INCOME_MULTIPLE} times the monthly rent, so this range runs from a third of your monthly income up to 40 percent of it.`,
} as const;
