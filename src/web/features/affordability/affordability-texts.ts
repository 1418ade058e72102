import type { I18n } from '@lingui/core';
import { AFFORDABILITY_HIGH_INCOME_MULTIPLE, AFFORDABILITY_LOW_INCOME_MULTIPLE } from '#core/constants';

// The calculator's copy (docs/product.md#affordability-calculator: landlords usually want an income of 2.5 to 3 times
// the rent), in the page's language: the texts are in messages/{en,es}.json.

type Translate = I18n['_'];

export function affordabilityTexts(_: Translate) {
  return {
    description: _('affordability.description'),
    intro: _('affordability.intro'),
    rule: _('affordability.rule', {
      high: AFFORDABILITY_HIGH_INCOME_MULTIPLE,
      low: AFFORDABILITY_LOW_INCOME_MULTIPLE,
    }),
  };
}
