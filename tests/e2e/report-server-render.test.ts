import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_SEEDS_ELEMENT_ID } from '#core/site/query-seeds';
import { reportForm } from '../helpers/report-form';
import { PHONE, appOwnsRoot, baseUrl, launchBrowser, openPage, pageProblems, signUpThroughApi } from './browser';

// Decision 066: a report page arrives as HTML that already shows the report (the server renders it for its
// owner, or for anyone holding its share link), React takes it over from the answers in the page without asking the
// API again, and nobody else's request ever gets a report in its HTML.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADDRESS = '1400 E 6th St';
const RANGE_LINE = /Asking \$[\d,]+ vs expected \$[\d,]+ \(range \$[\d,]+ – \$[\d,]+\)/;

/** A renter signed up through the API in a browser context, with one report run through the API; shared when asked. */
async function renterWithReport(
  options: { share?: boolean } = {},
): Promise<{ page: Page; id: string; token: string | null }> {
  const page = await openPage(browser, PHONE);
  await signUpThroughApi(page);
  const headers = { origin: baseUrl() };
  const created = await page.request.post('/api/reports', {
    data: reportForm({ streetAddress: ADDRESS, zipCode: '78702' }),
    headers,
  });
  expect(created.status()).toBe(201);
  const { report } = (await created.json()) as { report: { id: string } };
  let token: string | null = null;
  if (options.share) {
    const shared = await page.request.put(`/api/reports/${report.id}/share`, { data: { shared: true }, headers });
    expect(shared.status()).toBe(200);
    token = ((await shared.json()) as { token: string }).token;
  }
  return { page, id: report.id, token };
}

/** A context with JavaScript off, holding the given context's cookies (the same renter) or none (a visitor). */
async function withoutJavaScript(signedInAs?: BrowserContext): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
  if (signedInAs) await context.addCookies(await signedInAs.cookies());
  return context.newPage();
}

describe('report pages rendered by the server', () => {
  it('shows the owner their report before any script runs, then hydrates it without asking the API for it again', async () => {
    const { page, id } = await renterWithReport();

    const plain = await withoutJavaScript(page.context());
    const response = await plain.goto(`/report/${id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await plain.locator('h1').first().textContent()).toContain(ADDRESS);
    expect(Number(await plain.locator('[data-value-score]').first().textContent())).toBeGreaterThan(0);
    expect(await plain.locator('#root').textContent()).toMatch(RANGE_LINE);
    expect(await plain.locator('#root').textContent()).toContain('Comparable Rentals');
    expect(await plain.title()).toBe('Rental Value Report | RentValue');
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The renter's own header (no Login link), and the answers the page was made from, for the browser to start from.
    expect(await plain.locator('header a[href="/login"]').count()).toBe(0);
    expect(await plain.locator(`script#${QUERY_SEEDS_ELEMENT_ID}`).count()).toBe(1);
    expect(await appOwnsRoot(plain)).toBe(false);
    // The code it needs, the report's own included, listed for one round after the first paint (decision 087).
    const startList = (await plain.locator('meta[name="rv-app-start"]').getAttribute('content'))!.split(' ');
    expect(startList.some((file) => /\/assets\/report-page-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of startList) expect((await plain.request.get(file)).status(), file).toBe(200);
    await plain.context().close();

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto(`/report/${id}`);
    expect(await appOwnsRoot(page)).toBe(true);
    await page.getByRole('heading', { level: 1, name: new RegExp(ADDRESS) }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Square Footage', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.recharts-surface').count(), { timeout: 15_000 }).toBe(2);
    expect(asked).not.toContain(`/api/reports/${id}`);
    expect(asked).not.toContain('/api/me');
    // The page works as the app: its side panel's button takes the renter to a new report.
    await page.getByRole('button', { name: 'Run A New Report' }).click();
    await page.waitForURL((url) => url.pathname === '/research');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a shared report to a visitor from the HTML, and shows nobody else’s report to anyone else', async () => {
    const { page: owner, id, token } = await renterWithReport({ share: true });

    const visitor = await withoutJavaScript();
    const response = await visitor.goto(`/report/shared/${token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(await visitor.locator('h1').first().textContent()).toContain(ADDRESS);
    expect(await visitor.locator('#root').textContent()).toContain('Shared Report');
    expect(await visitor.locator('header a[href="/login"]').count()).toBeGreaterThan(0);
    // A private report is not in a visitor's HTML, nor in another renter's.
    const privateResponse = await visitor.request.get(`/report/${id}`);
    expect(await privateResponse.text()).not.toContain(ADDRESS);
    await visitor.context().close();

    const other = await openPage(browser, PHONE);
    await signUpThroughApi(other);
    // Another renter's browser takes the shared page over from its HTML.
    await other.goto(`/report/shared/${token}`);
    await other.getByRole('heading', { level: 1, name: new RegExp(ADDRESS) }).waitFor();
    expect(await appOwnsRoot(other)).toBe(true);
    expect(pageProblems(other)).toEqual([]);
    // The private report is not in their HTML; the page then says it is not found.
    const othersResponse = await other.request.get(`/report/${id}`);
    expect(othersResponse.status()).toBe(200);
    expect(await othersResponse.text()).not.toContain(ADDRESS);
    await other.goto(`/report/${id}`);
    await other.getByRole('heading', { name: 'Report not found.' }).waitFor();
    await other.context().close();

    // The owner's share box shows the whole link once the page is the app's.
    await owner.goto(`/report/${id}`);
    await expect.poll(() => owner.getByLabel('Share link').inputValue()).toBe(`${baseUrl()}/report/shared/${token}`);
    expect(pageProblems(owner)).toEqual([]);
    await owner.context().close();
  });
});
