import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportForm } from '../helpers/report-form';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  buyPassThroughApi,
  expectAccessible,
  fillAddressByHand,
  fillUnitDetails,
  launchBrowser,
  openPage,
  pageProblems,
  runReportThroughApi,
  saveScreenshot,
  signUpThroughApi,
} from './browser';

// The scam warning (issue 37, decision 089) in Chromium: a listing at 45% of a confident expected rent opens with the
// warning, above its verdict, at 375 and 1280 px and in Spanish; one at 90% has none; a warning sign ticked on the
// research form is stored with the report and named in its warning.

let browser: Browser;
let renter: Page;
let low: string;
let near: string;
beforeAll(async () => {
  browser = await launchBrowser();
  renter = await openPage(browser, DESKTOP);
  await signUpThroughApi(renter);
  await buyPassThroughApi(renter);
  const fair = await renter.context().request.post('/api/reports', {
    data: reportForm({ streetAddress: '900 E 7th St', rentAmount: '2000' }),
    headers: { origin: baseUrl() },
  });
  const expected = ((await fair.json()) as { report: { valuation: { marketPrice: number } } }).report.valuation
    .marketPrice;
  low = await runReportThroughApi(
    renter,
    reportForm({ streetAddress: '900 E 7th St', rentAmount: String(Math.round(expected * 0.45)) }),
  );
  near = await runReportThroughApi(
    renter,
    reportForm({ streetAddress: '900 E 7th St', rentAmount: String(Math.round(expected * 0.9)) }),
  );
});
afterAll(() => browser?.close());

async function top(page: Page, selector: string): Promise<number> {
  return (await page.locator(selector).first().boundingBox())!.y;
}

describe('the scam warning', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`opens a report far below a confident expected rent, above the verdict, at ${viewport.width} px`, async () => {
      await renter.setViewportSize(viewport);
      await renter.goto(`/report/${low}`);
      const warning = renter.getByRole('region', { name: 'Check this listing before you pay anything' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain('The asking rent is 45% of what we expect');
      expect(await top(renter, '[data-scam-check]')).toBeLessThan(await top(renter, '[data-report-verdict]'));
      // Compact: the verdict's score still shows on the first screen; what to check opens from one line.
      expect(await top(renter, '[data-value-score]')).toBeLessThan(viewport.height);
      await warning.getByText('What to check, and where to report a scam').click();
      await warning.getByText('See the unit in person, inside, before you pay or sign anything.').waitFor();
      expect(await warning.getByRole('link', { name: /ReportFraud\.ftc\.gov/ }).getAttribute('href')).toBe(
        'https://reportfraud.ftc.gov/',
      );
      await warning.getByRole('link', { name: /tenant rights directory/ }).waitFor();
      // Nothing runs off a phone's edge.
      expect(await renter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(renter, `scam-warning-${viewport.width}`);
      await expectAccessible(renter);
    });

  it('says it in Spanish on the Spanish page, and says nothing at 90% of the expected rent', async () => {
    await renter.setViewportSize(PHONE);
    await renter.goto(`/es/report/${low}`);
    const warning = renter.getByRole('region', { name: 'Revise este anuncio antes de pagar nada' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('La renta pedida es el 45% de lo que esperamos');
    await saveScreenshot(renter, 'scam-warning-es-375');
    await renter.goto(`/report/${near}`);
    await renter.locator('[data-report-verdict]').waitFor();
    expect(await renter.locator('[data-scam-check]').count()).toBe(0);
    expect(pageProblems(renter)).toEqual([]);
  });

  it('names in the warning a sign the renter ticked on the research form', async () => {
    const page = await openPage(browser, PHONE);
    await signUpThroughApi(page);
    await page.goto('/research');
    await fillAddressByHand(page, { street: '2100 E 6th St', city: 'Austin', state: 'TX', zip: '78702' });
    await fillUnitDetails(page, { rent: '1850' });
    const toggle = page.getByRole('button', { name: 'Mark warning signs' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByLabel('I was asked for a deposit or fee before signing a lease').check();
    await page.getByRole('button', { name: 'Get My Rental Value Report' }).click();
    const warning = page.getByRole('region', { name: 'Check this listing before you pay anything' });
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.textContent()).toContain('you were asked for a deposit or fee before signing a lease');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
