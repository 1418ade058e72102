import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from '#web/features/reports/report-texts';
import { reportForm } from '../helpers/report-form';
import { PHONE, baseUrl, launchBrowser, openPage, pageProblems, signUp } from './browser';

// Issue 16: the report's heading, Value Score and expected range do not wait for the charts' code (Recharts, the
// size-charts chunk), which this test holds back at the network until it has seen them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CHART_LOADING = 'Loading chart…';

describe('the report page before its charts arrive', () => {
  it('shows the heading, the score and the range while the charts load, then draws the charts in the same place', async () => {
    const page = await openPage(browser, PHONE);
    await signUp(page);
    const created = await page.request.post('/api/reports', { data: reportForm({ streetAddress: '1400 E 6th St', zipCode: '78702' }), headers: { origin: baseUrl() } });
    expect(created.status()).toBe(201);
    const { report } = (await created.json()) as { report: { id: string } };

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/size-charts-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/report/${report.id}`);

    await page.getByRole('heading', { level: 1, name: /1400 E 6th St/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: REPORT_TEXTS.priceRangeHeading, exact: true }).waitFor();
    expect(Number(await page.locator('[data-value-score]').first().textContent())).toBeGreaterThan(0);
    expect(await page.getByText(/^Asking \$[\d,]+ vs expected \$[\d,]+ \(range \$[\d,]+ – \$[\d,]+\)$/).isVisible()).toBe(true);
    // Both charts keep their place with a loading box while their code is held back.
    expect(await page.getByText(CHART_LOADING).count()).toBe(2);
    const comparables = page.getByRole('heading', { level: 2, name: 'Comparable Rentals', exact: true });
    const before = await comparables.boundingBox();

    release();
    await expect.poll(() => page.getByText(CHART_LOADING).count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('.recharts-surface').count()).toBe(2);
    // Nothing under the charts moved when they were drawn.
    expect((await comparables.boundingBox())?.y).toBe(before?.y);
    expect(pageProblems(page)).toEqual([]);
  });
});
