// `npm run bench:open` (issue 34 item 4): how long a signed-in renter waits for a report page's first open and for
// the signed-in home, JSON out. The built server runs as `npm start` runs it (tests/helpers/production-server.ts; this
// script never builds, the npm script builds first); a renter signs up, buys the pass and runs a report
// (bench/paying-renter.ts). Debian's Chromium, its CPU slowed OPEN_CPU_SLOWDOWN times (default 4, Chrome's own
// throttling through the DevTools protocol), opens each page OPEN_RUNS times (default 3) in a fresh context (an empty
// cache: a first open) and times, from the navigation's start:
// - shownMs: the page's answer on screen (the report's Value Score; the home's latest reports);
// - readyMs: the page answers the renter (html[data-app-ready], set once the app has hydrated or rendered it);
// and lists what the page waited on: the API calls (with when each started) and the number of scripts it fetched.
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { median, withBrowserOnServer } from './browser-on-server';
import { payingRenter, type PayingRenter } from './paying-renter';

const RUNS = Number(process.env.OPEN_RUNS ?? 3);
const SLOWDOWN = Number(process.env.OPEN_CPU_SLOWDOWN ?? 4);

type Run = { shownMs: number; readyMs: number; apiCalls: string[]; scripts: number };

/** What the page shows once its answer is on screen. */
type Target = { name: string; path: (renter: PayingRenter) => string; shown: (page: Page) => Promise<void> };

const TARGETS: Target[] = [
  {
    name: 'reportFirstOpen',
    path: (renter) => `/report/${renter.reportId}`,
    shown: (page) => page.locator('[data-value-score]').first().waitFor({ timeout: 60_000 }),
  },
  {
    name: 'signedInHome',
    path: () => '/',
    shown: (page) =>
      page
        .getByRole('list', { name: 'Your latest Rental Value Reports' })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 60_000 }),
  },
];

async function openOnce(browser: Browser, url: string, renter: PayingRenter, target: Target): Promise<Run> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 412, height: 915 },
    extraHTTPHeaders: { cookie: renter.cookie, 'x-forwarded-for': renter.ip },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const apiCalls: string[] = [];
    let scripts = 0;
    let started = 0;
    page.on('request', (request) => {
      const at = Math.round(performance.now() - started);
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${pathname} at ${at} ms`);
      if (request.resourceType() === 'script') scripts++;
    });
    started = performance.now();
    await page.goto(target.path(renter), { waitUntil: 'commit' });
    await target.shown(page);
    const shownMs = Math.round(performance.now() - started);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const readyMs = Math.round(performance.now() - started);
    return { shownMs, readyMs, apiCalls, scripts };
  } finally {
    await context.close();
  }
}

const { results, loadAtStart } = await withBrowserOnServer('open', async ({ url, browser, loadAtStart }) => {
  const results: Record<string, { medianShownMs: number; medianReadyMs: number; runs: Run[] }> = {};
  const renter = await payingRenter(url, 1);
  for (const target of TARGETS) {
    const runs: Run[] = [];
    for (let n = 0; n < RUNS; n++) runs.push(await openOnce(browser, url, renter, target));
    results[target.name] = {
      medianShownMs: median(runs.map((run) => run.shownMs)),
      medianReadyMs: median(runs.map((run) => run.readyMs)),
      runs,
    };
  }
  return { results, loadAtStart };
});
console.log(
  JSON.stringify(
    { cpuSlowdown: SLOWDOWN, ...results, loadAverage: { start: loadAtStart, end: loadavg()[0] } },
    null,
    2,
  ),
);
