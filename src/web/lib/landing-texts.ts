// The 30-day offer card's copy (docs/product.md#landing-page). Its messages live in the landing catalogue
// (src/web/features/landing/messages): the card (components/offer-card.tsx) shows only on "/", the landing page and
// the signed-in home, whose route loads that catalogue. The landing page's own copy is in its folder.
// Numbers (prices) come from src/core.
import type { I18n } from '@lingui/core';

type Translate = I18n['_'];

/** The offer card's texts in the page's language: `const OFFER = offerTexts(_);`. */
export function offerTexts(_: Translate) {
  return {
    title: _('landing.offer.title'),
    badge: _('landing.offer.badge'),
    priceNote: _('landing.offer.priceNote'),
    features: [
      _('landing.offer.feature.reports'),
      _('landing.offer.feature.compare'),
      _('landing.offer.feature.history'),
      _('landing.offer.feature.oneTime'),
    ],
    guarantee: _('landing.offer.guarantee'),
    cta: _('landing.offer.cta'),
    opening: _('landing.offer.opening'),
  } as const;
}
