import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPORT_SECTIONS } from '#web/features/reports/report-texts';
import { scrollThrough } from './browser';

// A report page with everything a renter can open opened: every section, every chart and the map drawn (the
// overlap scan and the Spanish crawl read the page in this state).

/** Opens every collapsible section, and scrolls through once so every chart and the map draw; waits until they have. */
export async function openEverything(page: Page, name: string) {
  await page.locator('[data-report-view] h1').waitFor();
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  await scrollThrough(page, { backToTop: false });
  const mapToggle = page.locator(`#${REPORT_SECTIONS.map.id} summary`);
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => {
          // A chart mounts once it comes near the screen after the page's first paint: one passed on the way down
          // before that is brought back into view.
          const left = [...document.querySelectorAll('[data-chart-box]')].filter(
            (box) => !box.querySelector('.recharts-surface'),
          );
          left[0]?.scrollIntoView({ block: 'center' });
          const chartsLeft = left.length;
          const mapLeft = document.querySelector('.leaflet-container, [data-map-unavailable]') ? 0 : 1;
          const images = [...document.images].filter((img) => !img.complete).length;
          return { chartsLeft, mapLeft, images };
        });
        // A map opened while the page was still being taken over by the app missed its opening: closed and opened
        // again by hand, as a renter would (a phone's or a tablet's map is one tap away).
        if (state.mapLeft && (await mapToggle.isVisible())) {
          await mapToggle.click();
          if (!(await mapToggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))) {
            await mapToggle.click();
          }
        }
        return state;
      },
      { timeout: 30_000, message: `${name}: every chart and the map drawn` },
    )
    .toEqual({ chartsLeft: 0, mapLeft: 0, images: 0 });
  // The pointer off the report (onto the site's header): left where a click put it, it would hover whatever scrolls
  // under it during the scan, and a chart's tooltip (a comparable's address over the chart, by design) would count.
  await page.mouse.move(1, 1);
}
