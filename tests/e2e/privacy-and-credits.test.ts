import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '#core/messages';
import { users } from '#server/db/schema';
import { signUp as signUpThroughApi } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';
import { DESKTOP, launchBrowser, openPage, pageProblems, tileUrl } from './browser';

// A shared report's token, a password reset token and a checkout session id never reach GA4 or Plausible
// (decision 055). With analytics allowed, every page view the app hands them carries the cleaned address, the
// address bar loses the secret query parameters once the page has read them, and the first-party page count stores
// the route.
// And a buyer whose pass is running is told that Pay As You Go reports bought now are kept for after it.

const RESET_TOKEN = 'rEsEtToKeN_0123456789abcdefABCDEF';
const SESSION_ID = 'cs_test_SeSsIoN0123456789abcdef';

let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer({
    WEB_DIST_DIR: 'dist/web',
    MAP_TILE_URL: tileUrl(),
    GA_MEASUREMENT_ID: 'G-TEST12345',
    PLAUSIBLE_DOMAIN: 'rentvalue.example.com',
    PLAUSIBLE_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page with analytics already allowed, the outside scripts answered by stand-ins that do nothing (so the queues stay readable). */
async function consentedPage(): Promise<{ page: Page; firstParty: string[] }> {
  const page = await openPage(browser, DESKTOP, { baseURL: server.url });
  await page
    .context()
    .route(/^https:\/\/(www\.googletagmanager\.com|stats\.example\.org)\//, (route) =>
      route.fulfill({ body: '/* stand-in */', contentType: 'text/javascript' }),
    );
  await page.addInitScript(() => window.localStorage.setItem('rv-consent', JSON.stringify({ analytics: true })));
  const firstParty: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/page-views'))
      firstParty.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path);
  });
  return { page, firstParty };
}

/** Everything handed to GA4 (the data layer) and Plausible (its queue) so far, as text. */
function handedToAnalytics(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ga: window.dataLayer ?? [], plausible: window.plausible?.q ?? [] }));
}

/** The page_location of each GA4 page_view and the url of each Plausible pageview. */
async function pageViewsSent(page: Page): Promise<{ ga: string[]; plausible: string[] }> {
  return page.evaluate(() => {
    const ga = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_location: string }).page_location);
    const plausible = ((window.plausible?.q ?? []) as unknown[][])
      .filter((args) => args[0] === 'pageview')
      .map((args) => (args[1] as { url: string }).url);
    return { ga, plausible };
  });
}

describe('analytics never see a secret address', () => {
  it('the password reset page: the token leaves the address bar, the form still works from it, analytics get /update-password', async () => {
    const { page, firstParty } = await consentedPage();
    await page.goto(`/update-password?token=${RESET_TOKEN}`);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await expect
      .poll(() => pageViewsSent(page))
      .toEqual({ ga: [`${server.url}/update-password`], plausible: [`${server.url}/update-password`] });

    expect(page.url()).toBe(`${server.url}/update-password`);
    // The page read the token before it left the address: the form is there, not "this link is incomplete".
    await page.getByLabel('Confirm Password').waitFor();
    expect(await handedToAnalytics(page)).not.toContain(RESET_TOKEN);
    expect(firstParty).toEqual(['/update-password']);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('the way back from checkout: the session id leaves the address, the other parameters stay', async () => {
    const { page } = await consentedPage();
    await page.goto(`/research?payment=success&session_id=${SESSION_ID}`);
    await page.getByRole('heading', { name: 'Enter the Listing Details' }).waitFor();
    await expect
      .poll(() => pageViewsSent(page))
      .toEqual({
        ga: [`${server.url}/research?payment=success`],
        plausible: [`${server.url}/research?payment=success`],
      });
    expect(page.url()).toBe(`${server.url}/research?payment=success`);
    expect(await handedToAnalytics(page)).not.toContain(SESSION_ID);
    await page.context().close();
  });

  it('a shared report: the address keeps its token (reload, copy), analytics and the page count get /report/shared/:token', async () => {
    const owner = await signUpThroughApi(server);
    const run = await server.api('/api/reports', jsonPost(reportForm(), { cookie: owner.cookie }));
    const { report } = (await run.json()) as { report: { id: string } };
    const share = await server.api(`/api/reports/${report.id}/share`, {
      method: 'PUT',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: true }),
    });
    const { token } = (await share.json()) as { token: string };

    const { page, firstParty } = await consentedPage();
    await page.goto(`/report/shared/${token}`);
    await page.getByRole('heading', { name: 'Shared Report' }).waitFor();
    const cleaned = `${server.url}/report/shared/:token`;
    await expect.poll(() => pageViewsSent(page)).toEqual({ ga: [cleaned], plausible: [cleaned] });
    expect(page.url()).toBe(`${server.url}/report/shared/${token}`);
    expect(await handedToAnalytics(page)).not.toContain(token);
    expect(firstParty).toEqual(['/report/shared/:token']);

    // A move inside the app: the next page view names the cleaned page as its referrer.
    await page.getByRole('link', { name: 'Get Your Own Report' }).click();
    await expect.poll(async () => (await pageViewsSent(page)).ga).toEqual([cleaned, `${server.url}/research`]);
    expect(await handedToAnalytics(page)).toContain(`"page_referrer":"${cleaned}"`);
    expect(await handedToAnalytics(page)).not.toContain(token);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the upgrade modal', () => {
  it('offers every plan on sale without a pass, and a renter whose pass is running only a pass, as an extension', async () => {
    const renter = await signUpThroughApi(server);
    const page = await openPage(browser, DESKTOP, { baseURL: server.url });
    const host = new URL(server.url).hostname;
    await page.context().addCookies(
      renter.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), domain: host, path: '/' };
      }),
    );
    const upgrade = page.getByRole('dialog', { name: PLAN_MESSAGES.upgradeTitle });

    await page.goto('/account');
    await page.getByRole('button', { name: PLAN_MESSAGES.upgradeAction }).click();
    await upgrade.getByRole('button', { name: 'Buy Pay As You Go' }).waitFor();
    expect(await upgrade.getByRole('button', { name: 'Buy 30-Day Access' }).count()).toBe(1);

    await server.database.db
      .update(users)
      .set({ planType: 2, planEnds: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(users.id, renter.user.id));
    await page.goto('/account');
    // Once the account's plan has arrived (the heading shows before it): an extension offered, no upgrade.
    const extendButton = page.getByRole('button', { name: PLAN_MESSAGES.extendAction });
    await extendButton.waitFor();
    expect(await page.getByRole('button', { name: PLAN_MESSAGES.upgradeAction }).count()).toBe(0);
    await extendButton.click();
    const extend = page.getByRole('dialog', { name: PLAN_MESSAGES.extendTitle });
    await extend.getByText(PLAN_MESSAGES.extendMessage).waitFor();
    expect(await extend.getByRole('button', { name: 'Buy 30-Day Access' }).count()).toBe(1);
    expect(await extend.getByRole('button', { name: 'Buy Pay As You Go' }).count()).toBe(0);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
