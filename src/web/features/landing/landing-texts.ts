// The landing page's copy (SPEC §2 "Landing page"), kept together so screens and tests share it.
// Numbers (prices, demo scores, timers) come from src/core.

export const HERO_TITLE = "Don't Overpay For Rent!";

export const HERO_LEAD =
  'Enter a rental listing and get a Rental Value Report that judges the asking rent against comparable rentals from the past 12 months.';

export const HERO_CTA = 'Check a Rent Now';

export const HERO_NOTE = 'Your first report is free. One-time payments, no subscription.';

export type Step = { title: string; text: string };

export const STEPS: readonly Step[] = [
  {
    title: 'Enter the listing',
    text: 'Add the address, asking rent, size, condition and amenities of a rental you are considering.',
  },
  {
    title: 'Review your Rental Value Report',
    text: 'See a 1 to 10 Value Score, the expected price range, size and price-per-square-foot charts, the comparable rentals and a written evaluation.',
  },
  {
    title: 'Compare listings',
    text: 'Put up to 10 researched properties side by side, with a summary of how they stack up.',
  },
];

export const OFFER = {
  title: '30-Day Unlimited Access',
  priceNote: 'one time',
  features: [
    'Unlimited Rental Value Reports for 30 days',
    'Compare up to 10 properties side by side',
    'One-time payment, no subscription',
  ],
  guarantee: '100% money-back guarantee, no questions asked.',
  cta: 'Get Started',
} as const;
