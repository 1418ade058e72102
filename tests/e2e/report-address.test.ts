import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#web/lib/test-i18n';
import { launchBrowser, logIn, openPage, pageProblems, signUpThroughApi, type TestAccount } from './browser';

// Every report has its own address (issue 32, part 3): a run from /research ends at /report/{id} (/es/report/{id} in
// Spanish), which a reload shows again and the owner's other devices open; Back returns to the form with its values;
// the report is not asked for twice; and a renter who scrolls as the report paints stays where they scrolled.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const REPORT_URL = /\/report\/[0-9a-f-]{36}$/;
const SPANISH_REPORT_URL = /\/es\/report\/[0-9a-f-]{36}$/;

/** The research form's fields by their names, in any language: a manual address and the unit. */
async function fillForm(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = page.locator(`[name="${name}"]`);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

const AUSTIN = { streetAddress: '2100 E 6th St', city: 'Austin', state: 'TX', zipCode: '78702' };
const UNIT = {
  bedrooms: '2',
  baths: '1',
  sqFt: '900',
  buildingType: 'apartment',
  qualityLevel: '2',
  amenitiesLevel: '2',
};

/**
 * Watches the page from here on: whether the loading overlay showed, and every request for one saved report
 * (GET /api/reports/{id}).
 */
async function watchRun(page: Page, language: 'en' | 'es' = 'en') {
  const reportRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/reports\/[0-9a-f-]{36}$/.test(request.url())) {
      reportRequests.push(request.url());
    }
  });
  await page.evaluate(
    (progress) => {
      const seen = { overlay: false };
      (window as unknown as { runSeen: typeof seen }).runSeen = seen;
      const observer = new MutationObserver(() => {
        if (document.querySelector(`ol[aria-label="${progress}"]`)) {
          seen.overlay = true;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    text('research.loading.progress', undefined, language),
  );
  return {
    reportRequests,
    overlayShown: () => page.evaluate(() => (window as unknown as { runSeen: { overlay: boolean } }).runSeen.overlay),
  };
}

/** Scrolls to 1,200 px as soon as the report has painted, waits a second, and answers where the page is scrolled. */
async function scrollAsTheReportPaints(page: Page): Promise<number> {
  await page.locator('[data-value-score]').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(1_000);
  return page.evaluate(() => window.scrollY);
}

/**
 * Before the page loads: scroll to 1,200 px the moment the server-rendered report is in the document, before the app
 * has taken the page over.
 */
async function scrollOnFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-value-score]')) return;
      observer.disconnect();
      requestAnimationFrame(() => window.scrollTo(0, 1200));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

describe('a report run from the research form has its own address', () => {
  it('in English: /report/{id}, no jump, reload, Back to the filled form, share link, the owner on another device', async () => {
    const page = await openPage(browser);
    const account: TestAccount = await signUpThroughApi(page);
    await page.goto('/research');
    await page.getByRole('button', { name: text('research.address.enterManually') }).click();
    await fillForm(page, { ...AUSTIN, rentAmount: '1850', ...UNIT });
    const run = await watchRun(page);
    await page.getByRole('button', { name: text('research.form.submit') }).click();

    // The report paints at its own address; a renter scrolling at once stays where they scrolled.
    expect(await scrollAsTheReportPaints(page)).toBeGreaterThan(1_000);
    expect(page.url()).toMatch(REPORT_URL);
    const reportUrl = page.url();
    expect(await run.overlayShown()).toBe(true);
    await page.getByRole('heading', { level: 1, name: /2100 E 6th St/ }).waitFor();
    // The run's answer is the report: the page does not ask the server for it again.
    expect(run.reportRequests).toEqual([]);

    // The share link works on it.
    await page.getByRole('button', { name: text('reports.share.create') }).click();
    expect(await page.getByLabel(text('reports.share.link')).inputValue()).toMatch(/\/report\/shared\/[\w-]+$/);

    // A reload shows the same report; scrolling as the server-rendered report paints is not undone either. (The
    // browser restores the scroll of the page it reloads: it is put where the test scrolls, so the two agree.)
    await page.evaluate(() => window.scrollTo(0, 1_200));
    await scrollOnFirstPaint(page);
    await page.reload();
    expect(page.url()).toBe(reportUrl);
    await page.getByRole('heading', { level: 1, name: /2100 E 6th St/ }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);

    // Back: the form, with what the renter entered.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/research');
    await page.getByRole('button', { name: text('research.form.submit') }).waitFor();
    expect(await page.getByLabel(text('research.address.street')).inputValue()).toBe('2100 E 6th St');
    expect(await page.getByLabel('Zip Code').inputValue()).toBe('78702');
    expect(await page.getByLabel('Rent', { exact: true }).inputValue()).toBe('1850');
    expect(await page.getByLabel('Sq/ft').inputValue()).toBe('900');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('2');
    expect(pageProblems(page)).toEqual([]);

    // The owner's other device: the address asks them to log in, then shows the report.
    const other = await openPage(browser);
    await other.goto(reportUrl);
    await other.getByRole('link', { name: text('reports.page.logIn') }).click();
    await other.waitForURL((url) => url.pathname === '/login');
    await logIn(other, account.email, account.password);
    await other.waitForURL(reportUrl);
    await other.getByRole('heading', { level: 1, name: /2100 E 6th St/ }).waitFor({ timeout: 20_000 });
  });

  it('in Spanish, a renewal: /es/report/{id}, no jump, reload, Back to /es/research with the renewal form', async () => {
    const page = await openPage(browser);
    await signUpThroughApi(page);
    await page.goto('/es/research?mode=renewal');
    await page.getByRole('button', { name: text('research.address.enterManually', undefined, 'es') }).click();
    await fillForm(page, { ...AUSTIN, currentRent: '1800', rentAmount: '1950', ...UNIT });
    const run = await watchRun(page, 'es');
    await page.getByRole('button', { name: text('research.form.submit', undefined, 'es') }).click();

    expect(await scrollAsTheReportPaints(page)).toBeGreaterThan(1_000);
    expect(page.url()).toMatch(SPANISH_REPORT_URL);
    const reportUrl = page.url();
    expect(await run.overlayShown()).toBe(true);
    expect(run.reportRequests).toEqual([]);
    await page.locator('[data-renewal]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.reload();
    expect(page.url()).toBe(reportUrl);
    await page.locator('[data-renewal]').waitFor();
    await page.getByRole('heading', { level: 1, name: /2100 E 6th St/ }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/es/research');
    await page.getByRole('button', { name: text('research.form.submit', undefined, 'es') }).waitFor();
    expect(await page.locator('input[name="mode"][value="renewal"]').isChecked()).toBe(true);
    expect(await page.locator('[name="currentRent"]').inputValue()).toBe('1800');
    expect(await page.locator('[name="rentAmount"]').inputValue()).toBe('1950');
    expect(await page.locator('[name="streetAddress"]').inputValue()).toBe('2100 E 6th St');
    expect(pageProblems(page)).toEqual([]);
  });
});

// The visitor's way (the sign-up modal, then the report at its address) is in research.test.ts.
