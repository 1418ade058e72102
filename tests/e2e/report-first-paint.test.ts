import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#web/lib/test-i18n';
import { reportForm } from '../helpers/report-form';
import { PHONE, baseUrl, launchBrowser, openPage, pageProblems, signUpThroughApi, tasksRun } from './browser';

// Decision 066: the report's heading, Value Score and expected range do not wait for the charts' code (Recharts, the
// size-charts chunk), and the charts, five screens down a phone's report, are drawn only when the renter scrolls
// towards them or prints the report.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CHARTS_CHUNK = /\/assets\/size-charts-[\w-]+\.js$/;

/** A renter on a phone with one report; its id. */
async function renterWithReport(page: Page): Promise<string> {
  await signUpThroughApi(page);
  const created = await page.request.post('/api/reports', {
    data: reportForm({ streetAddress: '1400 E 6th St', zipCode: '78702' }),
    headers: { origin: baseUrl() },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { report: { id: string } }).report.id;
}

/**
 * Counts, on the page, the app's watches for a part coming within a screen of the viewport (lib/use-near-viewport.ts:
 * an IntersectionObserver with a one-screen margin, set up once the first paint is done) and how many have given
 * their first answer, so a test can wait until the page has looked where its parts are instead of a fixed time.
 */
async function countNearViewportWatches(page: Page) {
  await page.addInitScript(() => {
    const watches = { set: 0, answered: 0 };
    (window as unknown as { rvNearViewport: typeof watches }).rvNearViewport = watches;
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const counted = options?.rootMargin === '100% 0px';
        let answered = false;
        super((entries, observer) => {
          if (counted && !answered) {
            answered = true;
            watches.answered += 1;
          }
          callback(entries, observer);
        }, options);
        if (counted) watches.set += 1;
      }
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { rvNearViewport: { set: number; answered: number } }).rvNearViewport.answered,
    );
}

/** Where an element sits on the page (not in the viewport): unchanged by scrolling. */
async function pageTop(page: Page, heading: string): Promise<number> {
  return page
    .getByRole('heading', { level: 2, name: heading, exact: true })
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

describe('the report page before its charts arrive', () => {
  it('shows the heading, the score and the range first, draws the charts as the renter scrolls to them, in the same place', async () => {
    const page = await openPage(browser, PHONE);
    const id = await renterWithReport(page);
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (CHARTS_CHUNK.test(request.url())) chartRequests.push(request.url());
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHARTS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    const watchesAnswered = await countNearViewportWatches(page);
    await page.goto(`/report/${id}`);

    await page.getByRole('heading', { level: 1, name: /1400 E 6th St/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: text('reports.priceRange.heading'), exact: true }).waitFor();
    expect(Number(await page.locator('[data-value-score]').first().textContent())).toBeGreaterThan(0);
    expect(
      await page.getByText(/^Asking \$[\d,]+ vs expected \$[\d,]+ \(range \$[\d,]+ – \$[\d,]+\)$/).isVisible(),
    ).toBe(true);
    // Both charts keep their place with a loading box; far below a phone's screen, their code is not even asked for.
    expect(await page.getByText(text('reports.charts.loading')).count()).toBe(2);
    // Once the first paint is done, the page looks where each chart is (it answers for both) and, the charts being
    // far below, asks for nothing; what an answer sets off has run before the requests are read.
    await expect.poll(watchesAnswered).toBeGreaterThanOrEqual(2);
    await tasksRun(page);
    await tasksRun(page);
    expect(chartRequests).toEqual([]);
    const comparablesBefore = await pageTop(page, 'Comparable Rentals');

    // Scrolling towards them asks for the code (held here), then draws them once it arrives.
    await page
      .getByRole('heading', { level: 2, name: text('reports.charts.sqftHeading'), exact: true })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => chartRequests.length).toBeGreaterThan(0);
    expect(await page.getByText(text('reports.charts.loading')).count()).toBe(2);
    release();
    await expect.poll(() => page.getByText(text('reports.charts.loading')).count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('.recharts-surface').count()).toBe(2);
    // Nothing under the charts moved when they were drawn.
    expect(await pageTop(page, 'Comparable Rentals')).toBe(comparablesBefore);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('draws the charts before the print dialog opens, without the renter scrolling to them', async () => {
    const page = await openPage(browser, PHONE);
    const id = await renterWithReport(page);
    // The print dialog is the browser's: record what the page holds at the moment it would open.
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { chartsAtPrint: number }).chartsAtPrint =
          document.querySelectorAll('.recharts-surface').length;
      };
    });
    await page.goto(`/report/${id}`);
    await page.getByRole('heading', { level: 1, name: /1400 E 6th St/ }).waitFor();
    expect(await page.getByText(text('reports.charts.loading')).count()).toBe(2);
    await page.getByRole('button', { name: text('reports.print') }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { chartsAtPrint?: number }).chartsAtPrint))
      .toBe(2);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  // Decision 087: the report's parts below the verdict keep their HTML and come to life when the renter comes near.
  it('answers a press, or the keyboard, in a part far down a phone’s report at once, without the renter scrolling there first', async () => {
    const page = await openPage(browser, PHONE);
    const id = await renterWithReport(page);
    await page.goto(`/report/${id}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await tasksRun(page);
    // The share panel is at the very end of a phone's report: its button works on the first press.
    await page.getByRole('button', { name: text('reports.share.create') }).click();
    await expect
      .poll(() => page.getByLabel(text('reports.share.link')).inputValue())
      .toMatch(new RegExp(`^${baseUrl()}/report/shared/[\\w-]+$`));
    // The letter writer's button, two screens down, answers a keyboard user who focuses it and presses Enter.
    const letter = page.getByRole('button', { name: text('reports.letter.open') });
    await letter.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: text('reports.letter.tone') }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('makes a tap on a button again once the page has come to life, when it came before', async () => {
    const signedIn = await openPage(browser, PHONE);
    const id = await renterWithReport(signedIn);
    // The same renter in a page of its own that does not wait for the app after loading (openPage's pages do).
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      storageState: await signedIn.context().storageState(),
    });
    await signedIn.context().close();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's code held back: the page is the server's HTML, its buttons not yet alive.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/report/${id}`);
    await page.getByRole('button', { name: text('reports.letter.open') }).click();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    // The tap is made again once the app has started: the letter writer opens, once.
    await page.getByRole('group', { name: text('reports.letter.tone') }).waitFor();
    expect(await page.getByRole('button', { name: text('reports.letter.open') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
