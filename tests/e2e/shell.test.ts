import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, launchBrowser, openPage, pageProblems } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the production build in Chromium', () => {
  it('renders the landing page: hero, call to action, no console errors, no serious accessibility issue', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Don't Overpay For Rent!");
    const cta = page
      .getByRole('main')
      .getByRole('link', { name: /research|get started|check/i })
      .first();
    expect(await cta.getAttribute('href')).toBe('/research');
    expect(await page.title()).toMatch(/RentValue/);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the top on a route change and records a page view for each route', async () => {
    const page = await openPage(browser);
    const viewed: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/page-views') && req.method() === 'POST') {
        viewed.push((JSON.parse(req.postData() ?? '{}') as { path: string }).path);
      }
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { level: 1, name: /contact/i }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => viewed).toEqual(['/', '/contact']);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('the Help & FAQs dropdown lists the help pages and closes on an outside click', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /Help & FAQs/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of [
      'How to Use',
      'FAQs',
      'About Us',
      "Renter's Checklist",
      'State-Level Tenant Rights',
      'Rent Affordability Calculator',
      'Contact Us',
    ]) {
      expect(await page.getByRole('banner').getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await page.getByRole('heading', { level: 1 }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the logged-out header items and the footer links with the copyright line', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Research', 'Compare', 'Apply']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    // The header shows Login / Signup once it knows nobody is signed in.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Login \/ Signup/ })
      .waitFor();
    const footer = page.getByRole('contentinfo');
    for (const name of ['Help', 'Contact', 'About', 'Terms', 'Disclaimer', 'Privacy', 'Cookies']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await footer.getByRole('button', { name: 'Consent Preferences' }).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} RentValue`);
    await page.context().close();
  });

  it('on a phone the menu button opens a menu mirroring every item', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Home',
      'Research',
      'Compare',
      'Apply',
      'FAQs',
      'Contact Us',
      'Rent Affordability Calculator',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'FAQs', exact: true }).click();
    await page.waitForURL('**/faqs');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('marks the private pages noindex and leaves the rest indexable', async () => {
    const page = await openPage(browser);
    for (const [path, noindex] of [
      ['/login', true],
      ['/report/abc', true],
      ['/terms', true],
      ['/privacy', true],
      ['/', false],
      ['/faqs', false],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.headers()['x-robots-tag'] === 'noindex').toBe(noindex);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex'),
          { message: path },
        )
        .toBe(noindex);
    }
    await page.context().close();
  });

  it('every route renders its page, each loaded as its own chunk, and unknown paths get a 404 page', async () => {
    const page = await openPage(browser);
    const routes = [
      '/login',
      '/signup',
      '/reset-password',
      '/update-password',
      '/research',
      '/report/some-id',
      '/compare',
      '/apply',
      '/learn-more',
      '/account',
      '/contact',
      '/about',
      '/terms',
      '/disclaimer',
      '/privacy',
      '/cookies',
      '/faqs',
      '/tenant-rights',
      '/affordability-calculator',
      '/how-to',
      '/renters-checklist',
    ];
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(req.url());
    });
    for (const path of routes) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect((await h1.textContent())?.trim().length, path).toBeGreaterThan(0);
    }
    expect(scripts.size).toBeGreaterThanOrEqual(routes.length / 2);
    expect(pageProblems(page)).toEqual([]);
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    expect(await page.getByRole('main').getByRole('link', { name: /home/i }).first().getAttribute('href')).toBe('/');
    // The browser logs the document's 404 status itself; nothing else may complain.
    expect(pageProblems(page)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.context().close();
  });
});
