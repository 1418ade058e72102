import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_LOADING_MESSAGE_MS } from '#core/constants';
import { COMPARE_MESSAGES, COMPARE_LOADING_MESSAGES, MAP_MESSAGES } from '#core/messages';
import { COMPARE_ROW_LABEL_IDS } from '#web/features/compare/compare-texts';
import { text } from '#web/lib/test-i18n';
import { reportForm } from '../helpers/report-form';
import {
  buyPassThroughApi,
  expectAccessible,
  launchBrowser,
  openPage,
  pageProblems,
  runReportThroughApi,
  saveScreenshot,
  signUpThroughApi,
  stopClock,
} from './browser';

// The compare journey in Chromium against the production build. Compare needs one renter with many reports: each
// renter buys the 30-day pass through the built-in test checkout's API and makes its reports through POST
// /api/reports. Map tiles are answered locally (openPage).

/** The table's row labels in English, in the table's order. */
const COMPARE_ROW_LABELS = Object.fromEntries(
  Object.entries(COMPARE_ROW_LABEL_IDS).map(([key, id]) => [key, text(id)]),
) as Record<keyof typeof COMPARE_ROW_LABEL_IDS, string>;

const PHONE_390 = { width: 390, height: 844 };
const PHONE_375 = { width: 375, height: 812 };

// Different ZIP codes, so the ZIP-centroid geocoder puts each marker somewhere else; rents and sizes that give the
// sample market data a mix of Better, Fair and Poorer Values.
const ZIPS = ['78704', '78701', '78745', '78751', '78702', '78703', '78705', '78723', '78731', '78757', '78756'];
const RENTS = [900, 1150, 1400, 780, 1250, 990, 1600, 1050, 1320, 860, 1500];
const SQFTS = [850, 900, 700, 950, 1000, 820, 760, 1100, 880, 930, 800];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Signs up through the API, buys the 30-day pass through the test checkout's API, and makes `count` reports through
 * the API; `extra` adds fields to the i-th report's form (move-in specials).
 */
async function renterWithReports(
  page: Page,
  count: number,
  extra: (i: number) => Record<string, string> = () => ({}),
): Promise<string[]> {
  await signUpThroughApi(page);
  await buyPassThroughApi(page);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const form = reportForm({
      streetAddress: `${1200 + i * 110} ${['S Congress Ave', 'E 6th St', 'Manchaca Rd', 'Duval St', 'Lamar Blvd'][i % 5]}`,
      zipCode: ZIPS[i % ZIPS.length],
      rentAmount: String(RENTS[i % RENTS.length]),
      sqFt: String(SQFTS[i % SQFTS.length]),
      bedrooms: String(1 + (i % 3)),
      baths: String(1 + (i % 2)),
      qualityLevel: ['2', '2.5', '1.5', '3', '2'][i % 5],
      amenitiesLevel: ['2', '3', '1', '2.5', '1.5'][i % 5],
      buildingType: i % 4 === 3 ? 'house' : 'apartment',
      propertyUrl: i % 3 === 2 ? '' : `https://example.com/listing/${i}`,
      ...extra(i),
    });
    ids.push(await runReportThroughApi(page, form));
  }
  return ids;
}

/** Waits for the comparison: the overlay gone, the table and the summary shown. */
async function comparisonShown(page: Page, columns: number) {
  await page.getByRole('heading', { name: text('compare.table.heading') }).waitFor();
  await page.getByRole('heading', { name: text('compare.summary.builtinHeading') }).waitFor();
  await expect.poll(() => page.locator('table thead th[scope="col"]').count()).toBe(columns);
  // The map's chunk is in and its tiles answered: its own "Loading Map..." cover goes away.
  const map = page.locator('[data-compare-map]');
  await map.waitFor();
  await expect.poll(() => map.getByText(MAP_MESSAGES.loading).count(), { timeout: 15_000 }).toBe(0);
}

/** The letters on the map's markers, once they are all placed. */
async function markerNames(page: Page, count: number): Promise<string[]> {
  const markers = page.locator('.rv-compare-marker');
  await expect.poll(() => markers.count()).toBe(count);
  return markers.allTextContents();
}

function selector(page: Page) {
  return page.getByRole('dialog', { name: COMPARE_MESSAGES.selectorTitle });
}

describe('/compare in Chromium', () => {
  it('shows a visitor and a renter with fewer than two reports the empty state with a way to /research', async () => {
    const page = await openPage(browser);
    await page.goto('/compare');
    await page.getByRole('heading', { level: 1, name: text('compare.empty.title') }).waitFor();
    await page.getByText(text('compare.empty.text')).waitFor();
    expect(await page.getByRole('link', { name: text('compare.empty.button') }).getAttribute('href')).toBe('/research');
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Compare');

    await renterWithReports(page, 1);
    await page.goto('/compare');
    await page.getByText(text('compare.empty.text')).waitFor();
    expect(await selector(page).count()).toBe(0);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the selector by itself for a renter with two reports, needs two ticked, compares them, and closing goes home', async () => {
    const page = await openPage(browser);
    // The first is a studio (0 bedrooms).
    const ids = await renterWithReports(page, 2, (i): Record<string, string> => (i === 0 ? { bedrooms: '0' } : {}));
    await page.goto('/compare');
    const dialog = selector(page);
    await dialog.waitFor();
    await expectAccessible(page);
    const boxes = dialog.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    // Newest first.
    expect(await dialog.locator('label').first().textContent()).toContain('1310 E 6th St');
    // A studio reads "Studio", not "Studio bd" (docs/product.md#display-formats).
    const studio = await dialog.locator('label').nth(1).textContent();
    expect(studio).toContain('1200 S Congress Ave');
    expect(studio).toContain('Studio · 1 ba');
    expect(studio).not.toContain('Studio bd');

    await dialog.getByRole('button', { name: text('compare.selector.confirm') }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(COMPARE_MESSAGES.atLeastTwo);
    await boxes.nth(0).check();
    await dialog.getByRole('button', { name: text('compare.selector.confirm') }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(COMPARE_MESSAGES.atLeastTwo);
    await boxes.nth(1).check();
    await dialog.getByRole('button', { name: text('compare.selector.confirm') }).click();

    await page.waitForURL(
      (url) => url.pathname === '/compare' && url.searchParams.get('ids') === `${ids[1]},${ids[0]}`,
    );
    await comparisonShown(page, 2);
    expect(await markerNames(page, 2)).toEqual(['Property A', 'Property B']);
    await expectAccessible(page);

    // Closing the automatic selector without choosing goes home.
    await page.goto('/compare');
    await selector(page).waitFor();
    await selector(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The search history and the dashboard's table read "Studio" too, not "0 bd".
    const history = page.getByRole('list', { name: 'Your latest Rental Value Reports' });
    // The home page's chunk and the history load after the redirect: wait for the rows as a renter would.
    await history.getByRole('listitem').nth(1).waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByRole('listitem').filter({ hasText: '1200 S Congress Ave' }).textContent()).toContain(
      'Studio · 1 ba',
    );
    expect(await history.textContent()).not.toContain('0 bd');
    const studioRow = page.getByRole('row').filter({ hasText: '1200 S Congress Ave' });
    await studioRow.waitFor();
    expect(await studioRow.textContent()).toContain('Studio · 1 ba');
    expect(await page.getByRole('table').textContent()).not.toContain('0 bd');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('compares three properties: title, buttons, map markers, summary and the table with best values', async () => {
    const page = await openPage(browser);
    const ids = await renterWithReports(page, 3);
    // The properties are held back until the overlay has moved on to its next message (every 1.5 s of the page's
    // clock, which stands still until the test moves it: the first message cannot pass unseen on a busy machine).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/compare?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await stopClock(page);
    await page.goto(`/compare?ids=${ids.join(',')}`, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: COMPARE_LOADING_MESSAGES[0]! }).waitFor();
    await page.clock.runFor(COMPARE_LOADING_MESSAGE_MS);
    await page.getByRole('status').filter({ hasText: COMPARE_LOADING_MESSAGES[1]! }).waitFor();
    release();
    await page.clock.resume();
    await comparisonShown(page, 3);

    await page.getByRole('heading', { level: 1, name: text('compare.title') }).waitFor();
    expect(await page.getByRole('link', { name: text('compare.backToResearch') }).getAttribute('href')).toBe(
      '/research',
    );
    await page.getByRole('button', { name: text('compare.selectButton') }).waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Compare');
    expect(await markerNames(page, 3)).toEqual(['Property A', 'Property B', 'Property C']);
    const mapBox = await page.locator('[data-compare-map]').boundingBox();
    expect(mapBox?.height).toBe(400);

    const headers = await page.locator('table thead th[scope="col"]').allTextContents();
    expect(headers.map((h) => /Property [A-Z]/.exec(h)?.[0])).toEqual(['Property A', 'Property B', 'Property C']);
    const rowLabels = await page.locator('table tbody th[scope="row"]').allTextContents();
    // No listing here had move-in specials or fees, so there are no total-cost rows (docs/product.md#comparison-table).
    const costRows: string[] = [
      COMPARE_ROW_LABELS.totalMonthlyCost,
      COMPARE_ROW_LABELS.costRank,
      COMPARE_ROW_LABELS.leaseCost,
    ];
    expect(rowLabels).toEqual(Object.values(COMPARE_ROW_LABELS).filter((label) => !costRows.includes(label)));
    expect(await page.locator('[data-cost-ranking]').count()).toBe(0);
    // Rents 900 / 1,150 / 1,400: the first is the best rent and the best year; the others show what they cost more.
    const rentRow = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: 'Rent', exact: true }) });
    expect(await rentRow.locator('td').allTextContents()).toEqual(['$900(best in this row)', '$1,150', '$1,400']);
    const yearRow = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: COMPARE_ROW_LABELS.costPerYear }) });
    expect(await yearRow.locator('td').allTextContents()).toEqual([
      '$10,800(best in this row)',
      '$13,800+$3,000 a year',
      '$16,800+$6,000 a year',
    ]);
    // Each Austin ZIP has a HUD Small Area FMR: its rent, its short name and how the asking rent compares.
    const benchmarkRow = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: COMPARE_ROW_LABELS.benchmark }) });
    for (const cell of await benchmarkRow.locator('td').allTextContents()) {
      expect(cell).toMatch(
        /^\$[\d,]+ HUD Small Area FMR(Asking rent is \d+% (above|below) this|About the same as the asking rent)$/,
      );
    }
    const links = page.getByRole('link', { name: /View Listing/ });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    await expect.poll(() => page.locator('td[data-best]').count()).toBeGreaterThan(5);
    // The summary's two columns.
    await page.getByRole('heading', { name: text('compare.summary.leftHeading') }).waitFor();
    await page.getByRole('heading', { name: text('compare.summary.rightHeading') }).waitFor();
    expect(await page.getByText(/^Across these 3 listings/).count()).toBe(1);

    await expectAccessible(page);
    await saveScreenshot(page, 'compare-3-desktop-1280', { fullPage: true });

    // Reopening the selector starts afresh.
    await page.getByRole('button', { name: text('compare.selectButton') }).click();
    await selector(page).getByRole('checkbox').first().check();
    await selector(page)
      .getByRole('button', { name: text('compare.selector.cancel') })
      .click();
    await page.getByRole('button', { name: text('compare.selectButton') }).click();
    await expect.poll(() => selector(page).getByRole('checkbox').count()).toBe(3);
    expect(await selector(page).getByRole('checkbox', { checked: true }).count()).toBe(0);
    await selector(page).getByRole('button', { name: 'Close' }).click();
    expect(new URL(page.url()).pathname).toBe('/compare');

    await page.setViewportSize(PHONE_390);
    await page.reload();
    await comparisonShown(page, 3);
    await saveScreenshot(page, 'compare-3-phone-390', { fullPage: true });
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('disables further boxes at ten and compares ten properties; on a phone the table scrolls under fixed row labels', async () => {
    const page = await openPage(browser);
    await renterWithReports(page, 11);
    await page.goto('/compare');
    const dialog = selector(page);
    await dialog.waitFor();
    const boxes = dialog.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(11);
    for (let i = 0; i < 10; i += 1) await boxes.nth(i).check();
    await dialog.getByText('10 of 10 selected').waitFor();
    expect(await boxes.nth(10).isDisabled()).toBe(true);
    await boxes.nth(9).uncheck();
    expect(await boxes.nth(10).isDisabled()).toBe(false);
    await boxes.nth(10).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text('compare.selector.confirm') }).click();
    await page.waitForURL((url) => (url.searchParams.get('ids') ?? '').split(',').length === 10);
    await comparisonShown(page, 10);
    expect(await markerNames(page, 10)).toEqual('ABCDEFGHIJ'.split('').map((letter) => `Property ${letter}`));
    expect(await page.getByText(/^Across these 10 listings/).count()).toBe(1);
    await expectAccessible(page);
    await saveScreenshot(page, 'compare-10-desktop-1280', { fullPage: true });

    await page.setViewportSize(PHONE_390);
    await page.reload();
    await comparisonShown(page, 10);
    // No sideways scroll of the page itself: only the table's own region scrolls.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
    const region = page.locator('[data-compare-table-scroll]');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const label = page.getByRole('rowheader', { name: 'Rent', exact: true });
    const before = await label.boundingBox();
    const lastHeader = page.locator('table thead th[scope="col"]').last();
    const lastBefore = await lastHeader.boundingBox();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(async () => (await lastHeader.boundingBox())?.x).toBeLessThan((lastBefore?.x ?? 0) - 100);
    expect((await label.boundingBox())?.x).toBe(before?.x);
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
    await expectAccessible(page);
    await saveScreenshot(page, 'compare-10-phone-390', { fullPage: true });
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the total monthly cost beside the rent, and each year on what the renter pays, on a 375 px phone', async () => {
    const page = await openPage(browser, PHONE_375);
    // B asks $1,150 with 3 months free on a 12-month lease and $25 parking: (1,150 × 9) / 12 + 25 = $887.50 a month,
    // below A's $900 (no specials), so B pays less though it asks more.
    const specials = {
      specialsOn: 'yes',
      concessionKind: 'months',
      concessionAmount: '3',
      leaseMonths: '12',
      parkingFee: '25',
    };
    // C asks the lowest rent, $860, but $60 of trash and $125 of other required fees make it the dearest (decision 090).
    const fees = { specialsOn: 'yes', leaseMonths: '12', rentAmount: '860', trashFee: '60', otherFee: '125' };
    const ids = await renterWithReports(page, 3, (i) => (i === 1 ? specials : i === 2 ? fees : {}));
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await comparisonShown(page, 3);

    const rowLabels = await page.locator('table tbody th[scope="row"]').allTextContents();
    expect(rowLabels).toEqual(Object.values(COMPARE_ROW_LABELS));
    const row = (name: string) =>
      page
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .locator('td');
    expect(await row(COMPARE_ROW_LABELS.rent).allTextContents()).toEqual(['$900', '$1,150', '$860(best in this row)']);
    // Decision 090: the row is the total monthly cost (it was the net effective rent, "$900.00 no specials").
    expect(await row(COMPARE_ROW_LABELS.totalMonthlyCost).allTextContents()).toEqual([
      `$900${text('compare.table.noSpecials')}`,
      `$887.50${text('compare.table.withFees', { amount: '$25' })}(best in this row)`,
      `$1,045${text('compare.table.withFees', { amount: '$185' })}`,
    ]);
    expect(await row(COMPARE_ROW_LABELS.costPerYear).allTextContents()).toEqual([
      '$10,800+$150 a year',
      '$10,650(best in this row)',
      '$12,540+$1,890 a year',
    ]);
    expect(await row(COMPARE_ROW_LABELS.costRank).allTextContents()).toEqual(['2 of 3', '1 of 3', '3 of 3']);
    expect(await row(COMPARE_ROW_LABELS.leaseCost).allTextContents()).toEqual([
      '—',
      '$10,650over 12 months',
      '$12,540over 12 months',
    ]);
    // Ranked by what each costs, and the fees that turned the order of the rents around named.
    const ranking = page.locator('[data-cost-ranking]');
    expect(await ranking.locator('p').first().textContent()).toBe(
      'Ranked by total cost: 1. Property B ($10,650 a year), 2. Property A ($10,800 a year), 3. Property C ($12,540 a year).',
    );
    expect(await ranking.locator('[data-fee-note]').allTextContents()).toEqual([
      expect.stringMatching(
        /^Property C: a .+ rent, (but|and) \$185 a month in fees makes it the most expensive of your list\.$/,
      ),
      'Property C has the lowest rent, but $185 a month in fees makes Property B cheaper over a year.',
    ]);
    await page.getByText(/Rents here are what the renter pays: for Property B/).waitFor();

    // Readable on the phone: the page itself does not scroll sideways, and the row's label stays beside its figures.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_375.width);
    const label = await page.getByRole('rowheader', { name: COMPARE_ROW_LABELS.totalMonthlyCost }).boundingBox();
    const cells = row(COMPARE_ROW_LABELS.totalMonthlyCost);
    const first = await cells.first().boundingBox();
    expect(label!.x + label!.width).toBeLessThanOrEqual(first!.x + 1);
    expect(first!.x + first!.width).toBeLessThanOrEqual(PHONE_375.width);
    await expectAccessible(page);
    await saveScreenshot(page, 'compare-specials-phone-375', { fullPage: true });
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('heads a model’s summary as AI-Powered, and shows failed loads as "Error: …" in red', async () => {
    const page = await openPage(browser);
    const ids = await renterWithReports(page, 2);
    const aiSummary = {
      leftColumn: 'Property A costs less.\n* Lowest Rent: Property A at $900 a month.',
      rightColumn: 'Property A is the better buy.\n* Recommendation: Shortlist Property A.',
      source: 'ai',
    };
    // The server here runs the built-in writer; the answer of a configured model is stood in at the browser's edge.
    await page.route('**/api/compare/summary', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(aiSummary) }),
    );
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await page.getByRole('heading', { name: text('compare.summary.aiHeading') }).waitFor();
    expect(await page.getByText(text('compare.summary.builtinNote')).count()).toBe(0);
    await page.getByText('Shortlist Property A.').waitFor();
    await expectAccessible(page);

    // A summary answer without a message gets the product's fallback message, in red, in the summary's place.
    await page.unroute('**/api/compare/summary');
    await page.route('**/api/compare/summary', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(`Error: ${COMPARE_MESSAGES.aiComparisonFailed}`);
    expect(await alert.getAttribute('class')).toContain('text-red-800');
    await page.getByRole('heading', { name: text('compare.table.heading') }).waitFor();

    // A failed count read (no ids) shows the error and opens nothing.
    await page.route('**/api/compare/reports', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'VALIDATION', message: 'Count failed.' } }),
      }),
    );
    await page.goto('/compare');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Error: Count failed.');
    expect(await selector(page).count()).toBe(0);
    expect(pageProblems(page).filter((p) => !/status of (502|400)/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor with a compare link to log in first, and keeps the link', async () => {
    const page = await openPage(browser);
    await page.goto('/compare?ids=a,b');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/compare?ids=a,b');
    expect(pageProblems(page).filter((p) => !p.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
