// The landing page's copy (docs/product.md#landing-page), kept together so screens and tests share it.
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
  badge: 'Most Popular',
  priceNote: 'one time',
  features: [
    'Unlimited Rental Value Reports for 30 days',
    'Compare up to 10 properties side by side',
    'Your full search history and dashboard',
    'One-time payment, no subscription',
  ],
  guarantee: '100% money-back guarantee, no questions asked.',
  cta: 'Get 30-Day Access',
  opening: 'Opening checkout…',
} as const;

export type SampleImage = {
  /** Served from src/web/public/images (real screenshots made by tools/screenshots/capture.ts). */
  src: string;
  alt: string;
  caption: string;
  /** The screenshot's shape, so the page keeps its place while the image loads. */
  aspect: 'desktop' | 'phone';
};

export const SAMPLE_IMAGES_TITLE = 'See a Sample Report';
export const SAMPLE_IMAGES_LEAD = 'Screenshots of RentValue itself. Select one for a closer look.';

export const SAMPLE_IMAGES: readonly SampleImage[] = [
  {
    src: '/images/report-desktop.jpg',
    alt: 'A Rental Value Report on a desktop screen: the Value Score, expected price range, charts and comparable rentals.',
    caption: 'The Rental Value Report',
    aspect: 'desktop',
  },
  {
    src: '/images/research-form.jpg',
    alt: 'The research form: address, asking rent, bedrooms, baths, size, condition and amenities of a listing.',
    caption: 'Enter a listing',
    aspect: 'desktop',
  },
  {
    src: '/images/report-phone.jpg',
    alt: 'A Rental Value Report on a phone screen, with the Value Score at the top.',
    caption: 'On your phone',
    aspect: 'phone',
  },
];
