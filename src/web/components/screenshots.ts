import type { I18n } from '@lingui/core';
import type { Screenshot } from './screenshot-preview';

type Translate = I18n['_'];

// Real screenshots of RentValue (tools/screenshots/capture.ts writes them to src/web/public/images/), made with the
// built-in sample market data. Sizes are the files' pixel sizes, so pages reserve their space before they load.

/** The screenshots by name: their alt texts and captions as message ids of components/messages. */
const SCREENSHOT_SOURCES = {
  researchForm: {
    src: '/images/research-form.jpg',
    altId: 'components.screenshots.researchForm.alt',
    captionId: 'components.screenshots.researchForm.caption',
    width: 1280,
    height: 1100,
  },
  reportDesktop: {
    src: '/images/report-desktop.jpg',
    altId: 'components.screenshots.reportDesktop.alt',
    captionId: 'components.screenshots.reportDesktop.caption',
    width: 1280,
    height: 2350,
  },
  reportPhone: {
    src: '/images/report-phone.jpg',
    altId: 'components.screenshots.reportPhone.alt',
    captionId: 'components.screenshots.reportPhone.caption',
    width: 780,
    height: 1688,
  },
  compare: {
    src: '/images/compare-desktop.jpg',
    altId: 'components.screenshots.compare.alt',
    captionId: 'components.screenshots.compare.caption',
    width: 1280,
    height: 2438,
  },
  dashboard: {
    src: '/images/home-dashboard.jpg',
    altId: 'components.screenshots.dashboard.alt',
    captionId: 'components.screenshots.dashboard.caption',
    width: 1280,
    height: 1000,
  },
} as const;

export type ScreenshotName = keyof typeof SCREENSHOT_SOURCES;

/** The screenshots in the page's language: `const SCREENSHOTS = screenshots(_); SCREENSHOTS.researchForm`. */
export function screenshots(_: Translate): Record<ScreenshotName, Screenshot> {
  const entries = Object.entries(SCREENSHOT_SOURCES).map(([name, { src, altId, captionId, width, height }]) => [
    name,
    { src, alt: _(altId), caption: _(captionId), width, height },
  ]);
  return Object.fromEntries(entries) as Record<ScreenshotName, Screenshot>;
}
