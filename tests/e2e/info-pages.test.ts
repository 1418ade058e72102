import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/test-server';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectAccessible,
  launchBrowser,
  openPage,
  pageProblems,
  saveScreenshot,
  scrollThrough,
  tileUrl,
} from './browser';

// The information pages, tools and policies (decision 035) in the production build: each renders its content at
// desktop and phone widths without sideways scrolling or a serious accessibility problem, and the interactive ones
// work.

type PageCase = { path: string; h1: string; title: string; content: string; noindex?: boolean };

const PAGES: readonly PageCase[] = [
  { path: '/apply', h1: 'How to Apply for a Rental', title: 'Apply | RentValue', content: 'Negotiate with Data' },
  { path: '/learn-more', h1: 'Our Mission', title: 'Learn More | RentValue', content: 'See it for yourself' },
  { path: '/faqs', h1: 'Frequently Asked Questions', title: 'FAQs | RentValue', content: 'How is it calculated?' },
  {
    path: '/how-to',
    h1: 'How to Use RentValue',
    title: 'How to Use | RentValue',
    content: 'Read your Rental Value Report',
  },
  {
    path: '/renters-checklist',
    h1: "Renter's Checklist",
    title: "Renter's Checklist | RentValue",
    content: 'Before you sign',
  },
  { path: '/about', h1: 'About Us', title: 'About Us | RentValue', content: 'Who it is for' },
  {
    path: '/tenant-rights',
    h1: 'State-Level Tenant Rights',
    title: 'State-Level Tenant Rights | RentValue',
    content: 'Federal: Fair Housing',
  },
  {
    path: '/affordability-calculator',
    h1: 'Rent Affordability Calculator',
    title: 'Rent Affordability Calculator | RentValue',
    content: 'How the calculator works',
  },
  {
    path: '/terms',
    h1: 'Terms of Use',
    title: 'Terms of Use | RentValue',
    content: '100% money-back guarantee',
    noindex: true,
  },
  {
    path: '/disclaimer',
    h1: 'Disclaimer',
    title: 'Disclaimer | RentValue',
    content: 'Where the market data comes from',
    noindex: true,
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | RentValue',
    content: 'What we store',
    noindex: true,
  },
  {
    path: '/cookies',
    h1: 'Cookie Policy',
    title: 'Cookie Policy | RentValue',
    content: 'Cookies we set',
    noindex: true,
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Scrolls through the page so lazy images load, then back to the top, and waits until every image has loaded. */
async function loadLazyImages(page: Page) {
  await scrollThrough(page);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

describe('information pages in Chromium', () => {
  it.each(PAGES)(
    '$path renders its content at desktop and phone widths, accessibly',
    async ({ path, h1, title, content, noindex }) => {
      // One browser context: loaded at the desktop width, then loaded again at the phone's (the page laid out afresh,
      // as a phone opens it; a second context would cost a new browser process).
      const page = await openPage(browser, DESKTOP);
      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
        await page.getByText(content, { exact: false }).first().waitFor();
        expect(await page.title()).toBe(title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, 'meta description').toBeGreaterThan(50);
        expect(description).not.toMatch(/^RentValue judges a listing's asking rent/);
        expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(noindex ? 1 : 0);
        expect(await horizontalOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
        // The accessibility scan and the lazy images at the phone's width, where renters read: the content is the same
        // document at both widths, and the desktop header is scanned with the landing page (shell.test.ts).
        if (width === 'phone') await expectAccessible(page);
        if (width === 'phone' || process.env.E2E_SHOTS_DIR) await loadLazyImages(page);
        await saveScreenshot(page, `${path.slice(1)}-${width}`, { fullPage: true });
        expect(pageProblems(page)).toEqual([]);
      }
      await page.context().close();
    },
  );

  it("restores the site's description when leaving a page", async () => {
    const page = await openPage(browser);
    await page.goto('/faqs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Value Score/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/contact');
    await expect
      .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
      .toMatch(/^RentValue judges/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('the affordability calculator', () => {
  it('computes as the user types: $1,000 weekly is $52,000 a year and $1,444 to $1,733 a month', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/affordability-calculator');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const annual = page.getByTestId('annual-income');
    const range = page.getByTestId('rent-range');
    expect(await annual.textContent()).toBe('$0');
    expect(await range.textContent()).toBe('$0 – $0');

    await page.getByLabel('Pay Frequency').selectOption({ label: 'Weekly' });
    await page.getByLabel('Primary Income').pressSequentially('1,000');
    await expect.poll(() => annual.textContent()).toBe('$52,000');
    expect(await range.textContent()).toBe('$1,444 – $1,733');
    await page.getByText('2.5 to 3 times the monthly rent').waitFor();

    // Annual is offered for additional income only; it adds on at its own frequency.
    const primaryOptions = await page.getByLabel('Pay Frequency').locator('option').allTextContents();
    expect(primaryOptions).toEqual(['Weekly', 'Every two weeks', 'Twice a month', 'Monthly']);
    await page.getByLabel('Additional Income Frequency').selectOption({ label: 'Annually' });
    await page.getByLabel('Additional Income', { exact: true }).fill('6000');
    await expect.poll(() => annual.textContent()).toBe('$58,000');
    expect(await range.textContent()).toBe('$1,611 – $1,933');

    // Invalid or blank input counts as 0.
    await page.getByLabel('Primary Income').fill('abc');
    await expect.poll(() => annual.textContent()).toBe('$6,000');
    await page.getByLabel('Additional Income', { exact: true }).fill('');
    await expect.poll(() => annual.textContent()).toBe('$0');
    await page.getByLabel('Primary Income').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/affordability-calculator');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the renter's checklist", () => {
  it('keeps ticks after a reload, counts them, clears them, and has a print stylesheet', async () => {
    const page = await openPage(browser);
    await page.goto('/renters-checklist');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const first = page.getByRole('checkbox', { name: /Ran a Rental Value Report/ });
    const second = page.getByRole('checkbox', { name: /Heating and air conditioning both work/ });
    await first.check();
    await second.check();
    await page.getByText(/^2 of \d+ checked$/).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await first.isChecked()).toBe(true);
    expect(await second.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Toilets flush properly/ }).isChecked()).toBe(false);
    await page.getByText(/^2 of \d+ checked$/).waitFor();

    // On paper: the list without the site's header, footer or the page's buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print Checklist' }).isVisible()).toBe(false);
    expect(await first.isVisible()).toBe(true);
    await saveScreenshot(page, 'renters-checklist-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Clear All Ticks' }).click();
    await page
      .getByRole('dialog', { name: 'Clear all ticks?' })
      .getByRole('button', { name: 'Clear All Ticks' })
      .click();
    await page.getByText(/^0 of \d+ checked$/).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await first.isChecked()).toBe(false);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the learn-more previews', () => {
  it('opens a screenshot in an overlay with a View Full Size link, and closes it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(browser, viewport);
      await page.goto('/learn-more');
      await page.getByRole('heading', { level: 1, name: 'Our Mission' }).waitFor();
      const previews = page.getByRole('button', { name: /open a larger preview/ });
      expect(await previews.count()).toBe(2);
      await previews.first().click();
      const dialog = page.getByRole('dialog', { name: 'Read the Rental Value Report' });
      await dialog.waitFor();
      const image = dialog.getByRole('img');
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const fullSize = dialog.getByRole('link', { name: /View Full Size/ });
      expect(await fullSize.getAttribute('href')).toBe('/images/report-desktop.jpg');
      expect(await fullSize.getAttribute('target')).toBe('_blank');
      await expectAccessible(page);
      await saveScreenshot(page, `learn-more-overlay-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('serves every product screenshot as a JPEG under 150 KB', async () => {
    for (const name of ['report-desktop', 'report-phone', 'research-form', 'compare-desktop', 'home-dashboard']) {
      const res = await fetch(`${baseUrl()}/images/${name}.jpg`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toBe('image/jpeg');
      expect((await res.arrayBuffer()).byteLength, name).toBeLessThan(150 * 1024);
    }
  });
});

describe('the tenant rights directory', () => {
  it('shows the federal link and 50 state cards, searchable by name or code', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/tenant-rights');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const hud = page.getByRole('link', { name: /Fair Housing and Equal Opportunity/ });
    expect(await hud.getAttribute('href')).toBe('https://www.hud.gov/program_offices/fair_housing_equal_opp');
    const cards = page.getByRole('list', { name: 'States' }).getByRole('heading', { level: 2 });
    expect(await cards.count()).toBe(50);
    expect((await cards.first().textContent())?.trim()).toBe('AKAlaska');
    expect((await cards.last().textContent())?.trim()).toBe('WYWyoming');

    const search = page.getByLabel('Find your state');
    await search.fill('tx');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Texas');
    await search.fill('Carolina');
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByText('Showing 2 of 50 states.').waitFor();
    await search.fill('Atlantis');
    await page.getByText('No state matches “Atlantis”.', { exact: false }).waitFor();
    await search.fill('');
    await expect.poll(() => cards.count()).toBe(50);

    const hrefs = await page
      .getByRole('list', { name: 'States' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const own = new URL(page.url()).origin;
    const official = hrefs.filter((href) => new URL(href).origin !== own);
    expect(official.length).toBeGreaterThanOrEqual(50);
    for (const href of official) expect(new URL(href).protocol).toBe('https:');
    // The three states with a statewide cap on increases also link to our renewal check
    // (docs/product.md#renewal-check).
    expect(
      hrefs.filter((href) => new URL(href).origin === own).map((href) => new URL(href).pathname + new URL(href).search),
    ).toEqual(['/research?mode=renewal', '/research?mode=renewal', '/research?mode=renewal']);
    // …and state the figure in force and its period, from core's rule table.
    const inForce = page.locator('[data-rent-cap-in-force]');
    expect(await inForce.count()).toBe(3);
    expect(await inForce.allTextContents()).toEqual([
      expect.stringContaining('8.8% in the Bay Area counties of Alameda'),
      expect.stringContaining('9.5% for 2026'),
      expect.stringContaining('9.683% for 2026'),
    ]);
    // The states whose fee rules the directory cites (core's fee-rules.ts) say them in plain words under "Fees", the
    // law linked to its official source and dated: Colorado's total price.
    expect(await page.locator('[data-fee-rules]').count()).toBe(3);
    const coloradoFees = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: /Colorado/ }) })
      .getByRole('region', { name: 'Fees' });
    expect(await coloradoFees.textContent()).toContain(
      'A rental ad or listing must show one total price: the rent plus every fee you are required to pay.',
    );
    expect(await coloradoFees.textContent()).toContain('In force since January 1, 2026; checked on December 5, 2026.');
    const law = coloradoFees.getByRole('link', { name: /Colorado HB25-1090: Protections Against Deceptive Pricing/ });
    expect(await law.getAttribute('href')).toBe('https://leg.colorado.gov/bills/hb25-1090');
    expect(await law.isVisible()).toBe(true);
    // Readable on a 375 px phone: the card's fee part stays within the screen.
    const box = await coloradoFees.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the FAQs', () => {
  it('opens and closes an answer with the keyboard', async () => {
    const page = await openPage(browser);
    await page.goto('/faqs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const question = page.getByText('How is it calculated?', { exact: true });
    const answer = page.getByText(/comes from how the asking rent compares with a fair rent/);
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await page.getByText('70%', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('a policy embedded from elsewhere', () => {
  it('shows the configured document in a frame that the CSP allows, with a link to open it', async () => {
    // A stand-in for a hosted policy service on its own origin.
    const host: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><title>Hosted terms</title><h1>Hosted Terms of Service</h1></html>');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const embedUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/terms`;
    const site = await startTestServer({
      WEB_DIST_DIR: 'dist/web',
      MAP_TILE_URL: tileUrl(),
      TERMS_EMBED_URL: embedUrl,
    });
    try {
      const page = await openPage(browser, DESKTOP, { baseURL: site.url });
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
      await page
        .frameLocator('iframe[title="Terms of Use"]')
        .getByRole('heading', { name: 'Hosted Terms of Service' })
        .waitFor();
      expect(await page.getByRole('link', { name: /Open the Terms of Use in a new tab/ }).getAttribute('href')).toBe(
        embedUrl,
      );
      expect(await page.getByText('100% money-back guarantee').count()).toBe(0);
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
      await expectAccessible(page);
      await saveScreenshot(page, 'terms-embedded-desktop');
      // The other policies keep our own text.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'What we store' }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    } finally {
      await site.close();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
