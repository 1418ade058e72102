import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PRERENDERED_PATHS } from '#core/site/prerender';
import {
  DESKTOP,
  PHONE,
  appOwnsRoot,
  baseUrl,
  launchBrowser,
  openPage,
  pageProblems,
  saveScreenshot,
  signUpThroughApi,
} from './browser';

// Decision 063: the public pages arrive as HTML that already shows them (prerendered at build time), React takes
// them over without a console complaint or a visible jump, and a signed-in renter still gets their own view.

const PAGES: Record<(typeof PRERENDERED_PATHS)[number], { h1: string; title: string; text: string }> = {
  '/': { h1: "Don't Overpay For Rent!", title: 'RentValue', text: 'How It Works' },
  '/tenant-rights': {
    h1: 'State-Level Tenant Rights',
    title: 'State-Level Tenant Rights | RentValue',
    text: 'Federal: Fair Housing',
  },
  '/faqs': { h1: 'Frequently Asked Questions', title: 'FAQs | RentValue', text: 'How is it calculated?' },
  '/how-to': { h1: 'How to Use RentValue', title: 'How to Use | RentValue', text: 'Read your Rental Value Report' },
  '/renters-checklist': { h1: "Renter's Checklist", title: "Renter's Checklist | RentValue", text: 'Before you sign' },
  '/affordability-calculator': {
    h1: 'Rent Affordability Calculator',
    title: 'Rent Affordability Calculator | RentValue',
    text: 'How the calculator works',
  },
  '/apply': { h1: 'How to Apply for a Rental', title: 'Apply | RentValue', text: 'Negotiate with Data' },
  '/learn-more': { h1: 'Our Mission', title: 'Learn More | RentValue', text: 'See it for yourself' },
  '/about': { h1: 'About Us', title: 'About Us | RentValue', text: 'Who it is for' },
  '/contact': { h1: 'Contact Us', title: 'Contact Us | RentValue', text: 'Message' },
  '/terms': { h1: 'Terms of Use', title: 'Terms of Use | RentValue', text: '100% money-back guarantee' },
  '/disclaimer': { h1: 'Disclaimer', title: 'Disclaimer | RentValue', text: 'Where the market data comes from' },
  '/privacy': { h1: 'Privacy Policy', title: 'Privacy Policy | RentValue', text: 'What we store' },
  '/cookies': { h1: 'Cookie Policy', title: 'Cookie Policy | RentValue', text: 'Cookies we set' },
  '/research': { h1: 'Enter the Listing Details', title: 'Research a Rental | RentValue', text: 'Sq/ft' },
  '/login': { h1: 'Log In', title: 'Login | RentValue', text: 'Forgot your password?' },
  '/signup': { h1: 'Create Your Account', title: 'Sign Up | RentValue', text: 'Confirm Password' },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** True once the page answers: its islands hydrated (decision 085) or the app started (`<html data-app-ready>`). */
function cameToLife(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
}

describe('prerendered public pages', () => {
  it('each page’s HTML shows its heading, text, title and link tags with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    try {
      for (const [path, expected] of Object.entries(PAGES)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect.poll(() => page.locator('h1').first().textContent(), { message: path }).toBe(expected.h1);
        expect(await page.locator('#root').textContent(), path).toContain(expected.text);
        expect(await page.title(), path).toBe(expected.title);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(`${baseUrl()}${path}`);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBe(expected.title);
        expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
        // The visitor's header: the account buttons are there from the first paint.
        expect(await page.locator('header a[href="/login"]').count(), path).toBeGreaterThan(0);
        expect(await appOwnsRoot(page), path).toBe(false);
        // Styled from the page itself: the CSS its HTML uses is in the HTML, so the first paint waits for no other
        // file; the full stylesheet is linked for print only (fetched without blocking, decision 083) and stays so
        // with JavaScript off.
        expect(
          await page
            .locator('link[rel="stylesheet"]')
            .evaluateAll((links) => links.map((l) => l.getAttribute('media'))),
          path,
        ).toEqual(['print']);
        expect(await page.locator('style').count(), path).toBe(1);
        expect(
          await page
            .locator('h1')
            .first()
            .evaluate((h1) => Number(getComputedStyle(h1).fontWeight)),
          path,
        ).toBeGreaterThanOrEqual(700);
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates every page with no console error or warning', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, viewport);
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(`${msg.text()} (${page.url()})`);
      });
      try {
        for (const [path, expected] of Object.entries(PAGES)) {
          await page.goto(path);
          await expect.poll(() => cameToLife(page), { message: path }).toBe(true);
          // The page came to life once the full stylesheet was on for the screen: what it shows beyond the HTML is styled.
          expect(await page.locator('link[rel="stylesheet"][media="print"]').count(), path).toBe(0);
          await page.getByRole('heading', { level: 1, name: expected.h1 }).waitFor();
          // Still the page the HTML showed, and it answers: the header's links move through the app.
          expect(await page.title(), path).toBe(expected.title);
        }
        await page.goto('/');
        await expect.poll(() => cameToLife(page)).toBe(true);
        await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
        expect(pageProblems(page)).toEqual([]);
        expect(warnings).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it('an islands page fetches the scripts its HTML lists, each once, and the app’s start only on the way into the app', async () => {
    const page = await openPage(browser, PHONE);
    const scripts = () =>
      page.evaluate(() => ({
        // The islands' entry, and what it fetches once the page has painted (decision 086).
        listed: [
          ...[...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
            (element) => new URL(element.src).pathname,
          ),
          ...(document.querySelector('meta[name="rv-island-scripts"]')?.getAttribute('content')?.split(' ') ?? []),
        ],
        appStart: document.querySelector('meta[name="rv-app-start"]')?.getAttribute('content')?.split(' ') ?? [],
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => file.endsWith('.js')),
      }));
    try {
      for (const path of ['/', '/es/']) {
        await page.goto(path);
        await expect.poll(() => cameToLife(page), { message: path }).toBe(true);
        await page.waitForLoadState('networkidle');
        const { listed, appStart, fetched } = await scripts();
        // Decision 085: the islands' entry and what the page lists (the landing's budget is 12 files), nothing else.
        expect(listed.length, path).toBeGreaterThan(2);
        expect(listed.length, path).toBeLessThanOrEqual(12);
        expect([...fetched].sort(), path).toEqual([...listed].sort());
        expect(
          appStart.some((file) => fetched.includes(file)),
          path,
        ).toBe(false);
        // The visitor heads into the app: its start (the app's entry first) is fetched, not run.
        await page
          .getByRole('link', { name: /Check a Rent Now|Revise una renta ahora/ })
          .first()
          .hover();
        await expect
          .poll(async () => (await scripts()).fetched.filter((file) => appStart.includes(file)).length, {
            message: path,
          })
          .toBe(appStart.length);
        expect(await appOwnsRoot(page), path).toBe(false);
      }
      // A door into the app still fetches the app's start its HTML lists, each file once, and hydrates.
      await page.goto('/research');
      await expect.poll(() => appOwnsRoot(page)).toBe(true);
      const { appStart, fetched } = await scripts();
      expect(appStart.length).toBeGreaterThan(5);
      for (const file of appStart)
        expect(
          fetched.filter((entry) => entry === file),
          file,
        ).toHaveLength(1);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('nothing moves while a phone loads the landing page and the tenant-rights page (no layout shift)', async () => {
    const page = await openPage(browser, PHONE);
    try {
      for (const path of ['/', '/tenant-rights']) {
        await page.goto(path);
        await expect.poll(() => cameToLife(page)).toBe(true);
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[]) {
                  if (!entry.hadRecentInput) total += entry.value;
                }
              }).observe({ type: 'layout-shift', buffered: true });
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
              // A frame that never comes is waited for a second at most: what has shifted by then counts.
              setTimeout(() => resolve(total), 1_000);
            }),
        );
        expect(shifts, path).toBe(0);
      }
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a signed-in renter gets their own header and home, not the visitor’s page', async () => {
    const page = await openPage(browser, DESKTOP);
    try {
      await signUpThroughApi(page);
      // The server sends someone holding a session the shell with the app's frame painted in it (decision 075): the
      // header and a loading line, not the visitor's page; the browser renders their view over it.
      const html = await (await page.request.get('/faqs')).text();
      expect(html).not.toContain('Frequently Asked Questions');
      expect(html).not.toContain('data-prerendered');
      // What that shell paints before any script runs: the same session, JavaScript turned off.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: PHONE,
        baseURL: baseUrl(),
        storageState: await page.context().storageState(),
      });
      try {
        const framed = await noScript.newPage();
        await framed.goto('/faqs');
        expect(await framed.getByRole('banner').getByRole('link', { name: 'RentValue' }).isVisible()).toBe(true);
        expect(await framed.getByRole('main').getByRole('status').textContent()).toBe('Loading…');
        expect(await framed.getByRole('link', { name: 'Login / Signup' }).count()).toBe(0);
        await saveScreenshot(framed, 'app-frame-phone');
      } finally {
        await noScript.close();
      }
      // The app replaces the frame without ever leaving the page blank.
      await page.addInitScript(() => {
        const seen = window as unknown as { rvRootEmptied?: boolean };
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && seen.rvRootEmptied === undefined && root.childElementCount > 0) seen.rvRootEmptied = false;
          if (root && seen.rvRootEmptied === false && root.childElementCount === 0) seen.rvRootEmptied = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/faqs');
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      await page.getByRole('link', { name: 'Account Dashboard' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Login / Signup' }).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { rvRootEmptied?: boolean }).rvRootEmptied)).toBe(false);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Smarter Renting Starts Here!' }).waitFor();
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
