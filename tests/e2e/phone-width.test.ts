import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES } from '#core/messages';
import { text } from '#web/lib/test-i18n';
import { CHICAGO_LISTING, reportForm } from '../helpers/report-form';
import {
  baseUrl,
  buyPassThroughApi,
  launchBrowser,
  openPage,
  runReportThroughApi,
  saveScreenshot,
  scrollThrough,
  signUpThroughApi,
} from './browser';

// Wider than the phone: at 375 px no page may be wider than the screen, in any state a renter can be in
// (signed out, free tier, a 30-day pass with a history of varied reports). A page that is too wide scrolls sideways
// or pushes text off the edge; the test reads both the document's width and every visible box, so the failure names
// the element to fix rather than only the page. A box may stick out only inside a box that scrolls or clips
// sideways on its own (a wide table in its scroll box, map tiles in the map's frame): the renter sees that box fit.

const PHONE_375 = { width: 375, height: 812 };
// Set to keep a full-page screenshot of every page walked (to look at what the test measured).

const INFO_PAGES = [
  '/faqs',
  '/how-to',
  '/tenant-rights',
  '/renters-checklist',
  '/affordability-calculator',
  '/apply',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
] as const;

const AUTH_PAGES = ['/login', '/signup'] as const;

// The reports of the renter with a pass: a long address with its unit and a long listing URL (decision 067's Chicago
// report), a studio, a long street in a long-named city, and two plain ones, so compare has more than three.
const PASS_REPORTS = [
  reportForm({
    ...CHICAGO_LISTING,
    streetAddress: '1234 W Wilson Ave Apt 3B',
    propertyUrl: 'https://www.zillow.com/homedetails/1234-W-Wilson-Ave-APT-3B-Chicago-IL-60640/2081234567_zpid/',
  }),
  reportForm({
    streetAddress: '55 E Erie St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60611',
    rentAmount: '1400',
    bedrooms: '0',
    sqFt: '450',
  }),
  reportForm({
    streetAddress: '30000 Santa Margarita Parkway Building 12',
    city: 'Rancho Santa Margarita',
    state: 'CA',
    zipCode: '92688',
    rentAmount: '2950',
    bedrooms: '2',
    baths: '2',
    // The most space of the history, so its long address shows on a ranking card too.
    sqFt: '1400',
    propertyUrl: '',
  }),
  reportForm({ streetAddress: '1600 S Congress Ave', rentAmount: '1850', bedrooms: '2', sqFt: '900' }),
  reportForm({
    streetAddress: '77 Beacon St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02108',
    rentAmount: '3200',
    bedrooms: '3',
    sqFt: '1200',
    buildingType: 'house',
  }),
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Throws with the response's status and body unless it is one of `ok`. */
async function expectStatus(
  res: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
  ok: number[] = [200, 201],
) {
  if (!ok.includes(res.status())) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** Starts a checkout of the 30-day pass (tier 2); returns its session and the hosted page to pay on. */
async function startCheckout(page: Page): Promise<{ sessionId: string; url: string }> {
  const checkout = await page
    .context()
    .request.post('/api/checkout', { headers: { origin: baseUrl() }, data: { tier: 2 } });
  await expectStatus(checkout, 'checkout');
  return (await checkout.json()) as { sessionId: string; url: string };
}

async function shareReport(page: Page, id: string): Promise<string> {
  const res = await page
    .context()
    .request.put(`/api/reports/${id}/share`, { headers: { origin: baseUrl() }, data: { shared: true } });
  await expectStatus(res, 'share');
  return ((await res.json()) as { token: string }).token;
}

/**
 * Brings the page to what a renter ends up looking at: its heading shown, every part that mounts near the viewport
 * (charts, the map, lazy images) mounted by scrolling through once, and nothing left saying it is loading.
 */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await scrollThrough(page, { backToTop: false });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // The app's waiting texts ("Loading Report...", "Loading chart…", "Loading Map...", the compare overlay's
          // "Fetching/Analyzing/Generating…"): while one shows, the layout is not final.
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const waiting: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim() ?? '';
            if (!/^(Loading|Fetching|Analyzing|Generating)\b/i.test(text)) continue;
            if (node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
              waiting.push(text);
          }
          // A chart mounts once it comes near the screen after the page's first paint: one passed on the way down
          // before that is brought back into view.
          document.querySelector('[data-chart-box]:not(:has(.recharts-surface))')?.scrollIntoView({ block: 'center' });
          const imagesPending = [...document.images].some((img) => !img.complete);
          return imagesPending ? [...waiting, '(images)'] : waiting;
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

type Overflow = { documentWidth: number; culprits: string[]; more: number };

/**
 * The document's width and the outermost visible boxes (or runs of text) that reach past 0..viewport width, skipping
 * those inside a box that scrolls or clips sideways on its own. Outermost: a box whose parent fits, so the list
 * names where the overflow starts, not every descendant it drags along.
 */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });

    // Inside an element (below <body>) whose overflow-x is not visible, a box is scrolled or clipped there: the page
    // does not widen. An element with position: fixed escapes the clipping of everything above it.
    const clippedByAncestor = (el: Element) => {
      let position = getComputedStyle(el).position;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (position === 'fixed') return false;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') return true;
        position = style.position;
      }
      return false;
    };

    const describe = (el: Element, rect: DOMRect, what = '') => {
      const classes =
        typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 8) : [];
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const tag = `<${el.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}${classes.length === 8 ? ' …' : ''}"` : ''}>`;
      return `${tag}${what} "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`;
    };

    const offending = new Map<Element, DOMRect>();
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const rect = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box; it shows nothing.
      if (rect.width <= 1 && rect.height <= 1) continue;
      if (!outside(rect) || clippedByAncestor(el)) continue;
      offending.set(el, rect);
      if (el.parentElement && offending.has(el.parentElement)) continue;
      culprits.push(describe(el, rect));
    }
    // The innermost boxes that stick out, those that cannot get narrower first (a line that does not wrap, a
    // minimum width): usually the content that set the width the boxes around it took.
    const rigid = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        /^(nowrap|pre)$/.test(style.whiteSpace) ||
        style.textWrapMode === 'nowrap' ||
        !/^(auto|0px)$/.test(style.minWidth)
      );
    };
    const innermost = [...offending]
      .filter(([el]) => ![...el.children].some((child) => offending.has(child)))
      .sort(([a], [b]) => Number(rigid(b)) - Number(rigid(a)));
    for (const [el, rect] of innermost.slice(0, 6)) {
      if (!culprits.includes(describe(el, rect))) culprits.push(`  inside: ${describe(el, rect)}`);
    }
    // Text can reach past a box that itself fits (a long word or URL that does not wrap).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || offending.has(parent) || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (!outside(rect) || getComputedStyle(parent).overflowX !== 'visible' || clippedByAncestor(parent)) continue;
      offending.set(parent, rect);
      culprits.push(describe(parent, rect, ' text'));
    }
    return {
      documentWidth: document.documentElement.scrollWidth,
      culprits: culprits.slice(0, 16),
      more: Math.max(0, culprits.length - 16),
    };
  });
}

/** One failure line per page that does not fit: the page, the state, the document's width and what sticks out. */
function overflowReport(state: string, label: string, width: number, overflow: Overflow): string | null {
  if (overflow.documentWidth <= width && overflow.culprits.length === 0) return null;
  const lines = overflow.culprits.map((c) => `    ${c}`);
  if (overflow.more > 0) lines.push(`    … and ${overflow.more} more`);
  return `[${state}] ${label}: document ${overflow.documentWidth} px wide (screen ${width} px)\n${lines.join('\n')}`;
}

type Visit = {
  path: string;
  label?: string;
  /** Brings the page into another state a renter can reach (a menu, a dialog); returns its name. */
  reach?: (page: Page) => Promise<string>;
};

async function openMobileMenu(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
  return 'menu open';
}

async function openCompareSelector(page: Page): Promise<string> {
  await page.getByRole('button', { name: text('compare.selectButton') }).click();
  await page.getByRole('dialog', { name: COMPARE_MESSAGES.selectorTitle }).getByRole('checkbox').first().waitFor();
  return 'selector open';
}

/** Visits each page in turn at 375 × 812 and returns the failure lines of those wider than the screen. */
async function walk(page: Page, state: string, visits: readonly Visit[]): Promise<string[]> {
  const failures: string[] = [];
  for (const visit of visits) {
    await page.goto(visit.path);
    await settle(page);
    let label = visit.label ?? visit.path;
    if (visit.reach) label += ` (${await visit.reach(page)})`;
    await saveScreenshot(page, `${state}-${label}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''), {
      fullPage: true,
    });
    const failure = overflowReport(state, label, PHONE_375.width, await measureOverflow(page));
    if (failure) failures.push(failure);
  }
  return failures;
}

const infoVisits: Visit[] = [...INFO_PAGES, ...AUTH_PAGES].map((path) => ({ path }));

describe('every page fits a 375 px phone', () => {
  // Made by the renter with a pass, opened through its share link by the other states.
  let sharedToken: string | undefined;

  it('with a 30-day pass and a history of varied reports', async () => {
    const page = await openPage(browser, PHONE_375);
    // A long name and email: the account page and the menus show them.
    await signUpThroughApi(page, {
      firstName: 'Maximiliana-Josephine',
      email: `maximiliana.josephine.vandenberghe.${Date.now().toString(36)}@longfamilyname-mail.example.com`,
    });
    await buyPassThroughApi(page);
    const ids: string[] = [];
    for (const form of PASS_REPORTS) ids.push(await runReportThroughApi(page, form));
    const [longAddress, studio, longCity] = ids as [string, string, string];
    sharedToken = await shareReport(page, longAddress);

    const failures = await walk(page, 'pass with history', [
      { path: '/', label: '/ (signed-in home with the dashboard)' },
      { path: '/', label: '/ (signed-in home)', reach: openMobileMenu },
      { path: '/research' },
      { path: `/compare?ids=${ids.join(',')}`, label: `/compare?ids=… (${ids.length} reports)` },
      {
        path: `/compare?ids=${ids.join(',')}`,
        label: `/compare?ids=… (${ids.length} reports)`,
        reach: openCompareSelector,
      },
      { path: '/account' },
      { path: `/report/${longAddress}`, label: '/report/{id} (1234 W Wilson Ave Apt 3B, shared)' },
      { path: `/report/${studio}`, label: '/report/{id} (studio)' },
      { path: `/report/${longCity}`, label: '/report/{id} (Rancho Santa Margarita)' },
      { path: `/report/shared/${sharedToken}`, label: '/report/shared/{token}' },
      ...infoVisits,
    ]);
    expect(failures.join('\n\n')).toBe('');
  });

  it('on the free tier (signed in, no pass) with the free report', async () => {
    const page = await openPage(browser, PHONE_375);
    await signUpThroughApi(page);
    const free = await runReportThroughApi(page, PASS_REPORTS[0]!);
    const checkout = await startCheckout(page);

    const failures = await walk(page, 'free tier', [
      { path: '/', label: '/ (signed-in home with the offer)' },
      { path: '/', label: '/ (signed-in home)', reach: openMobileMenu },
      { path: '/research' },
      { path: '/compare' },
      { path: '/account' },
      { path: `/report/${free}`, label: '/report/{id} (1234 W Wilson Ave Apt 3B)' },
      { path: new URL(checkout.url, baseUrl()).pathname, label: '/checkout/test/{sessionId} (the test checkout page)' },
    ]);
    expect(failures.join('\n\n')).toBe('');
  });

  it('signed out', async () => {
    const page = await openPage(browser, PHONE_375);
    const failures = await walk(page, 'signed out', [
      { path: '/', label: '/ (landing page)' },
      { path: '/', label: '/ (landing page)', reach: openMobileMenu },
      { path: '/research' },
      { path: '/compare' },
      { path: '/account' },
      ...(sharedToken ? [{ path: `/report/shared/${sharedToken}`, label: '/report/shared/{token}' }] : []),
      ...infoVisits,
      ...['/learn-more', '/disclaimer', '/cookies', '/reset-password'].map((path) => ({ path })),
    ]);
    expect(failures.join('\n\n')).toBe('');
  });
});
