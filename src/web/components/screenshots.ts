import type { Screenshot } from './screenshot-preview';

// Real screenshots of RentValue (tools/screenshots/capture.ts writes them to src/web/public/images/), made with the
// built-in sample market data. Sizes are the files' pixel sizes, so pages reserve their space before they load.

export const SCREENSHOTS = {
  researchForm: {
    src: '/images/research-form.jpg',
    alt: 'The research form filled in for 2100 E 6th St, Austin, TX: address, listing link, rent of $925, 2 bedrooms, 1 bath, 900 sq ft, apartment, above-average condition and standard amenities.',
    caption: 'Enter the listing',
    width: 1280,
    height: 1100,
  },
  reportDesktop: {
    src: '/images/report-desktop.jpg',
    alt: 'A Rental Value Report on a desktop screen: the listing heading with a map, the written evaluation, a Value Score of 6.5 (Better Value) and the asking rent placed below the expected price range.',
    caption: 'Read the Rental Value Report',
    width: 1280,
    height: 2350,
  },
  reportPhone: {
    src: '/images/report-phone.jpg',
    alt: 'The same report on a phone screen, showing the Value Score of 6.5 and the price against the expected range.',
    caption: 'On your phone',
    width: 780,
    height: 1688,
  },
  compare: {
    src: '/images/compare-desktop.jpg',
    alt: 'Three researched listings compared side by side: a map with markers A, B and C, the comparison summary and a table of rent, Value Score, size, price per square foot, condition and amenities.',
    caption: 'Compare your shortlist',
    width: 1280,
    height: 2438,
  },
  dashboard: {
    src: '/images/home-dashboard.jpg',
    alt: 'The signed-in home page with the search history on the left and the dashboard of rankings and a sortable history table on the right.',
    caption: 'Your history and dashboard',
    width: 1280,
    height: 1000,
  },
} as const satisfies Record<string, Screenshot>;
