import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { solveChallengeToken } from '../helpers/captcha';

/** Debian's Chromium, never a downloaded browser. */
function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The test worker's Chromium: one browser process per worker, not per file (the browser files run with isolate:
 * false, so this module outlives a file; a launch costs about a core-second). Each test opens its own browser
 * context (openPage), as a new visitor; the file's `close()` in afterAll closes the contexts still open, and the
 * browser ends with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await (workerChromium ??= startChromium());
  if (!browser.isConnected()) browser = await (workerChromium = startChromium());
  const closeContexts = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return closeContexts;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const baseUrl = () => inject('baseUrl');
/** The map tiles' URL template (MAP_TILE_URL) of the suite's servers: a stand-in tile server (tile-server.ts). */
export const tileUrl = () => inject('tileUrl');

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** A random address in the benchmarking range (198.18.0.0/15): a different client for each browser context. */
function nextClientIp(): string {
  const n = randomInt(1, 2 ** 17 - 1);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Opens a page that fails the test on any console error or uncaught page error. Map tiles come from the stand-in
 * tile server the servers are configured with (tileUrl). `deviceScaleFactor`: device pixels per CSS pixel (1 unless
 * given; phones have 2 or 3).
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { baseURL?: string; deviceScaleFactor?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    baseURL: options.baseURL ?? baseUrl(),
    // One client address per browser context: the context plays the one trusted proxy (TRUST_PROXY=1) and sends
    // the address it "saw" as the rightmost X-Forwarded-For entry, the one the server's hop rule takes.
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  (page as Page & { problems: string[] }).problems = problems;
  waitForAppOnLoad(page);
  return page;
}

/**
 * A prerendered page shows before React has taken it over, and a click before then does what plain HTML does (a
 * link loads the next page) or nothing (a menu button). A person waits the moment it takes; the tests do too: after
 * each goto and reload, until the app marks <html data-app-ready> (layout.tsx, or the islands, decision 085), and
 * after each waitForURL: a link from an islands page into the app is a full load of the next page, no longer a move
 * inside the app.
 */
function waitForAppOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response === null || response.ok()) await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await ready();
  };
}

/**
 * Stops the page's clock (installed with page.clock.install()) until the test moves it on with runFor. It stops a few
 * seconds ahead of the page's time as read here, so that the moment is still ahead when the command arrives on a busy
 * machine; the timers due meanwhile fire on the way.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/**
 * A picture of the page (or of one part of it) for a person to look at, written to E2E_SHOTS_DIR/name.png when that is
 * set (`E2E_SHOTS_DIR=/tmp/shots npm run test:e2e`) and skipped otherwise: no test reads the pictures, and full-page
 * captures were a large share of the browser suite's time.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target
    ? target.screenshot({ path: file, fullPage: options.fullPage ?? false })
    : target.screenshot({ path: file }));
}

/**
 * Scrolls through the whole page once, a screen at a time, waiting two frames at each stop so that what mounts or
 * loads near the viewport (charts, the map, lazy images) is asked for; then back to the top unless told not to. Bounded: a viewport
 * that reads 0 px high for a moment (seen once as a two-minute stall of a browser test) or a page that keeps growing
 * cannot loop for ever, and a frame that never comes is waited for a second at most.
 */
export function scrollThrough(page: Page, { backToTop = true } = {}): Promise<void> {
  return page.evaluate(async (backToTop) => {
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
    const step = Math.max(window.innerHeight, 200);
    for (let y = 0, stops = 0; y < document.documentElement.scrollHeight && stops < 200; y += step, stops++) {
      window.scrollTo(0, y);
      await frame();
    }
    if (backToTop) window.scrollTo(0, 0);
  }, backToTop);
}

/**
 * Resolves once the page has run the tasks already queued for it: React renders a state change (a timer's) in a task
 * of its own, so after this the screen shows what the timers that fired have changed.
 */
export function tasksRun(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * True once the app (not an island) has rendered or hydrated into #root. Preact keeps the tree it rendered into a
 * container on the container itself, under `__k` (its `_children`, by the name its published build gives it); the
 * islands of a public page hydrate parts of the page, never #root (decision 085, 086).
 */
export function appOwnsRoot(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && '__k' in root;
  });
}

export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * axe-core on the current page: no serious or critical accessibility violations. Every rule runs on the whole page;
 * two settings make it a third of the time: only violations are gathered in full (the passes and the rest, which this
 * does not read, keep one node each), and axe runs in the page itself (legacy mode: same-origin frames included)
 * rather than opening a blank page to join the frames' results, which only a frame from another origin needs (such
 * a page keeps that way).
 */
export async function expectAccessible(page: Page) {
  const origin = new URL(page.url()).origin;
  const otherOrigin = page
    .frames()
    .some((frame) => frame !== page.mainFrame() && new URL(frame.url()).origin !== origin);
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!otherOrigin)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** Ticks the ALTCHA widget ("I'm not a robot") and waits until its proof of work is done. */
export async function verifyHuman(page: Page) {
  const widget = page.locator('altcha-widget');
  const check = widget.locator('.altcha');
  // The check starts by itself once the focus is in the form (decision 084): the box is ticked only if it has not,
  // since a tick on a solved check starts it over.
  if ((await check.getAttribute('data-state')) === 'unverified') await widget.locator('label').click();
  await widget.locator('.altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
}

/**
 * Waits until the human check is on the page (its widget loads after the form, decision 084): a submit from then on
 * waits for the check to solve itself. One sent before it shows is judged without it, as a renter's would be.
 */
export async function humanCheckShown(scope: Page | Locator) {
  await scope.locator('altcha-widget .altcha').waitFor({ state: 'attached' });
}

/** The widget's state: 'unverified', 'verifying', 'verified', 'expired' or 'error'. */
export function humanCheckState(page: Page): Promise<string | null> {
  return page.locator('altcha-widget .altcha').getAttribute('data-state');
}

export type TestAccount = {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  state: string;
  password: string;
};

let accounts = 0;

/** A fresh, valid signup (unique email); override any field. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accounts += 1;
  return {
    firstName: 'Jane',
    lastName: 'Renter',
    email: `jane.${Date.now().toString(36)}.${accounts}@example.com`,
    city: 'Austin',
    state: 'TX',
    password: 'correct horse 1',
    ...overrides,
  };
}

/** Fills a sign-up form (the /signup page, or the research page's modal); the terms box is ticked unless `terms: false`. */
export async function fillSignupForm(
  page: Page | Locator,
  account: TestAccount,
  options: { terms?: boolean; confirmPassword?: string } = {},
) {
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('City').fill(account.city);
  await page.getByLabel('State').selectOption(account.state);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(options.confirmPassword ?? account.password);
  if (options.terms ?? true) await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
}

/** Creates an account through /signup and waits for the success message; the page is then signed in. */
export async function signUp(page: Page, overrides: Partial<TestAccount> = {}, path = '/signup'): Promise<TestAccount> {
  const account = newAccount(overrides);
  await page.goto(path);
  await fillSignupForm(page, account);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
  return account;
}

/**
 * Creates an account through the API, as the sign-up form sends it (a captcha solved here, the terms accepted), from
 * the page's own browser context: its client address, and the session cookie lands in the context, so the pages that
 * follow are signed in. For the tests whose subject is not signing up; those that are use signUp.
 */
export async function signUpThroughApi(page: Page, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const request = page.context().request;
  const challenge = await request.get('/api/captcha/challenge');
  expect(challenge.status(), await challenge.text()).toBe(200);
  const captchaToken = await solveChallengeToken((await challenge.json()) as Parameters<typeof solveChallengeToken>[0]);
  const account = newAccount(overrides);
  const created = await request.post('/api/auth/sign-up', {
    // The origin the browser would send: the server the context talks to (its baseURL).
    headers: { origin: new URL(challenge.url()).origin },
    data: { ...account, confirmPassword: account.password, termsAccepted: true, optOut: false, captchaToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  return account;
}

/** Logs in on the /login page that is already open. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The research form's unit details (rent, or the offered rent of a renewal, and the rest), as a renter fills them. */
/** Types a listing's address in the research form's manual mode (the four fields), as a renter without suggestions. */
export async function fillAddressByHand(
  page: Page,
  address: { street: string; city: string; state: string; zip: string },
) {
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('Street Address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('Zip Code').fill(address.zip);
}

export async function fillUnitDetails(
  page: Page,
  unit: { rent: string; bedrooms?: string; sqft?: string } = { rent: '1850' },
) {
  await page.getByLabel(/^(Rent|Offered rent)$/).fill(unit.rent);
  await page.getByLabel('Bedrooms').selectOption(unit.bedrooms ?? '2');
  await page.getByLabel('Baths').selectOption('1');
  await page.getByLabel('Sq/ft').fill(unit.sqft ?? '900');
  await page.getByLabel('Property Type').selectOption('apartment');
  await page.getByLabel('Condition/Quality').selectOption('2');
  await page.getByLabel('Amenities/Features').selectOption('2');
}

/** Buys the 30-day pass for the signed-in page through the built-in test checkout's API, as its hosted page does. */
export async function buyPassThroughApi(page: Page) {
  const request = page.context().request;
  const headers = { origin: baseUrl() };
  const checkout = await request.post('/api/checkout', { data: { tier: 2 }, headers });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await request.post(`/api/checkout/test/${sessionId}/pay`, {
    data: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jane Renter' },
    headers,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** Runs a report for the signed-in page through the API (the form as the research page sends it); its id. */
export async function runReportThroughApi(page: Page, form: Record<string, unknown>): Promise<string> {
  const created = await page.context().request.post('/api/reports', { data: form, headers: { origin: baseUrl() } });
  expect(created.status(), `report at ${String(form.streetAddress)}: ${await created.text()}`).toBe(201);
  return ((await created.json()) as { report: { id: string } }).report.id;
}
