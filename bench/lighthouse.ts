// `npm run bench:lighthouse` (decision 066): Lighthouse 12 figures for pages of the production build, JSON out.
// The built server runs as its own process (tests/helpers/production-server.ts: fresh DATA_DIR, embedded PGlite, the
// built web app from WEB_DIST_DIR or dist/web; this script never builds, the npm script builds first). Lighthouse runs
// through its Node API against headless Chromium, mobile form factor with its default simulated throttling,
// LIGHTHOUSE_RUNS times (default 3) on each page, a fresh browser per run; per page it prints the median of each
// score and metric, each run's values, the LCP element, and the 1-minute load average at start and end (the figures
// move with it).
//
// Pages: LIGHTHOUSE_PAGES, comma-separated paths, by default the landing page, /tenant-rights and the report page
// signed in: `/,/tenant-rights,/report/{reportId}` (a path with {reportId} in it is measured signed in, the report's id
// put in; add pages to the list or leave some out).
// LIGHTHOUSE_SAVE_DIR, when set, keeps each run's full Lighthouse report there as JSON (open it in the Lighthouse viewer).
// Signed in: a renter signs up (captcha solved), pays for a pass through the built-in test checkout and runs one report
// (bench/paying-renter.ts), and Lighthouse sends that renter's session cookie with every request of the run through
// its extraHeaders setting (Lighthouse clears the origin's storage, cookies included, before loading a page, so a
// cookie set in the browser would not survive; the header does).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';
import { payingRenter } from './paying-renter';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PAGES = process.env.LIGHTHOUSE_PAGES ?? '/,/tenant-rights,/report/{reportId}';
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement: { selector?: string; snippet?: string } | null;
  benchmarkIndex: number;
  warnings: string[];
};

type Node = { type?: string; selector?: string; snippet?: string };

/** The first DOM node an audit's details name (the LCP element audit nests it in a list of tables). */
function firstNode(details: unknown): Node | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as { type?: string; items?: unknown[]; node?: Node };
  if (d.type === 'node') return d as Node;
  if (d.node?.type === 'node') return d.node;
  for (const item of d.items ?? []) {
    const found = firstNode(item);
    if (found) return found;
  }
  return null;
}

async function measure(url: string, cookie?: string): Promise<Run> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}.json`;
      writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
    const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Run['scores'],
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: Math.round(metric('speed-index')),
      lcpElement: node ? { selector: node.selector, snippet: node.snippet } : null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): such a run is made again. */
async function measureWithRetry(url: string, cookie?: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${(error as Error).message}; again (${attempt + 1} of ${attempts})`);
    }
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function summary(runs: Run[]) {
  const of = (pick: (r: Run) => number | null) => median(runs.map((r) => pick(r) ?? NaN));
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    bestPractices: of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    speedIndexMs: of((r) => r.speedIndexMs),
  };
}

const load1 = () => Math.round(loadavg()[0]! * 100) / 100;

async function main() {
  const loadAtStart = load1();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-bench-lighthouse-'));
  const { child, url } = await startProductionServer(dataDir);
  try {
    const renter = await payingRenter(url, 0);
    const pages = PAGES.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => ({ path: p.replaceAll('{reportId}', renter.reportId), signedIn: p.includes('{reportId}') }));
    const results = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measureWithRetry(`${url}${page.path}`, page.signedIn ? renter.cookie : undefined));
        console.error(`${page.path}: run ${i + 1} of ${RUNS} done (load ${load1()})`);
      }
      results.push({ path: page.path, signedIn: page.signedIn, median: summary(runs), runs });
    }
    console.log(
      JSON.stringify(
        {
          node: process.version,
          at: new Date().toISOString(),
          webDistDir: process.env.WEB_DIST_DIR ?? './dist/web',
          runs: RUNS,
          formFactor: 'mobile, simulated throttling (Lighthouse defaults)',
          loadAverage1m: { start: loadAtStart, end: load1() },
          pages: results,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopProductionServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
