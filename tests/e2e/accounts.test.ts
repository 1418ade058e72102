import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_REDIRECT_MS } from '#core/constants';
import { loadConfig } from '#server/config';
import {
  ALLOW_STAND_INS,
  startProductionServer,
  stopProductionServer,
  type ProductionServer,
} from '../helpers/production-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectAccessible,
  fillSignupForm,
  humanCheckShown,
  humanCheckState,
  launchBrowser,
  logIn,
  newAccount,
  openPage,
  pageProblems,
  signUp,
  signUpThroughApi,
  stopClock,
  tileUrl,
  verifyHuman,
} from './browser';
import { latestMailTo, linkTo } from './mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const loginSignupLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login / Signup' });
/** What the browser itself logs for an answer with this status (the app handles it; nothing else may complain). */
const failedResource = (status: string) =>
  `console.error: Failed to load resource: the server responded with a status of ${status}`;

describe('accounts in Chromium', () => {
  it('signs up on a phone: success message, header switches at once, redirect to /research after 5 s, then the account page', async () => {
    const page = await openPage(browser, PHONE);
    // The page's clock, so that the 5 seconds before the redirect pass at once (and exactly).
    await page.clock.install();
    await page.goto('/signup');
    await expectAccessible(page);
    const account = newAccount({ firstName: 'Jane' });
    await fillSignupForm(page, account);
    await verifyHuman(page);
    // Time stands still from here: the redirect's 5 seconds start when the success message shows.
    await stopClock(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Welcome to RentValue, Jane!' }).textContent()).toContain(
      'You will be redirected to the Research page in 5 seconds.',
    );
    // The header's Login / Signup disappears without a reload (phone: it lives in the menu).
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Account Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login / Signup' }).count()).toBe(0);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    // Not a moment before the 5 seconds are up, then to /research.
    await page.clock.runFor(SIGNUP_REDIRECT_MS - 1);
    expect(path(page)).toBe('/signup');
    await page.clock.runFor(1);
    await page.clock.resume();
    await page.waitForURL('**/research', { timeout: 8_000 });
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Hi, Jane!' }).waitFor();
    await page.getByText('Rental Value Reports Run: 0').waitFor();
    await page.getByText('You have no search history yet.').waitFor();
    expect(await page.getByRole('main').textContent()).toContain(account.email);
    await page.getByText('Free Tier').waitFor();
    expect(await page.getByText(/Report credits:/).textContent()).toBe('Report credits: 1');
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('checks the signup form itself, every problem at once, without a server round trip; a submit waits for the human check', async () => {
    const page = await openPage(browser, DESKTOP);
    const authCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/')) authCalls.push(req.url());
    });
    await page.goto('/signup');
    const alert = page.getByRole('alert');
    const submit = page.getByRole('button', { name: 'Create Account' });

    // The field descriptions and links docs/product.md#sign-up asks for.
    const password = page.getByLabel('Password', { exact: true });
    const hintId = await password.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe('At least 8 characters.');
    const terms = page.getByRole('link', { name: /Terms of Use/ });
    expect(await terms.getAttribute('href')).toBe('/terms');
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');
    expect(
      await page.getByRole('checkbox', { name: "Don't send me useful information", exact: true }).isChecked(),
    ).toBe(false);
    expect(await page.getByLabel('State').locator('option[value]:not([value=""])').count()).toBe(50);

    // Every problem at once (docs/product.md#sign-up): the banner counts them, each is beside its field, the first
    // field has the focus. The human check is not among them: it solves itself once the focus is in the form, and
    // the submit waits for it (decision 084) once it is on the page (it loads after the form).
    await humanCheckShown(page);
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Please correct the 8 problems highlighted below.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await page.getByText('You must agree to the Terms of Use to create an account.').waitFor();
    expect(await humanCheckState(page)).toBe('verified');
    expect(await page.getByText('Please complete the CAPTCHA verification.').count()).toBe(0);

    // One problem left: the banner says it in the product's words.
    const account = newAccount();
    await fillSignupForm(page, account, { confirmPassword: `${account.password}x` });
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Passwords do not match!');
    expect(await page.getByLabel('Confirm Password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Please enter a valid email address.');

    expect(authCalls).toEqual([]);

    // A renter who types and sends at once: the submit waits for the check the typing started, then goes to the
    // server (this account was never created). The typing starts once the check is on the page: under load its
    // settings and code can arrive after a fast robot has typed (a submit before then is answered with "complete the
    // verification", which this test is not about).
    await page.goto('/login');
    await humanCheckShown(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    expect(authCalls).toHaveLength(1);
    expect(pageProblems(page)).toEqual([`${failedResource('401')} (Unauthorized)`]);
    await page.context().close();
  });

  it('logs out from the account page, then /account sends to /login?redirect=/account, which lands back on /account', async () => {
    const page = await openPage(browser, DESKTOP);
    const account = await signUpThroughApi(page, { firstName: 'Lou' });
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Hi, Lou!' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: "Don't Overpay For Rent!" }).waitFor();
    await loginSignupLink(page).waitFor();

    await page.goto('/account');
    await page.waitForURL('**/login?redirect=/account');
    // The login page sets its robots meta once its lazy chunk has rendered.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content')))
      .toBe('noindex');
    await expectAccessible(page);

    // A wrong password: the service's message in the red box, and the widget starts over.
    await logIn(page, account.email, 'wrong password 1');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    await expect.poll(() => humanCheckState(page)).toBe('unverified');
    expect(path(page)).toBe('/login?redirect=/account');

    await logIn(page, account.email, account.password);
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Hi, Lou!' }).waitFor();
    await page.getByText('Rental Value Reports Run: 0').waitFor();
    expect(await loginSignupLink(page).count()).toBe(0);
    expect(pageProblems(page)).toEqual([`${failedResource('401')} (Unauthorized)`]);
    await page.context().close();
  });

  it('login ignores a redirect to another site, and the close button returns to /', async () => {
    const page = await openPage(browser, DESKTOP);
    const account = await signUpThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/login?redirect=//evil.example/phish');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login?redirect=//evil.example/phish');
    await logIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await page.getByRole('heading', { level: 1, name: 'Smarter Renting Starts Here!' }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password: request, open the emailed link, choose a new one, log in with it; the link works once', async () => {
    const page = await openPage(browser, DESKTOP);
    const account = await signUpThroughApi(page, { firstName: 'Rita' });
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // The human check solved itself meanwhile (decision 084): the email is the one problem.
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The "Email" field is required.');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link has been sent to your email address.').waitFor();

    const link = linkTo(await latestMailTo(account.email), '/update-password');
    expect(link).toMatch(/^\/update-password\?token=/);
    await page.goto(link);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const newPassword = 'brand new secret 2';
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    // In the page, never a browser pop-up (issue 32).
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Passwords do not match!');
    expect(dialogs).toEqual([]);

    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('status')
      .filter({ hasText: 'Password updated successfully! Please log in with your new password.' })
      .waitFor();
    expect(dialogs).toEqual([]);

    await logIn(page, account.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Smarter Renting Starts Here!' }).waitFor();

    // The same link a second time: a clear message and a way to ask again.
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('another secret 3');
    await page.getByLabel('Confirm Password').fill('another secret 3');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/invalid|expired|used/i);
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(pageProblems(page)).toEqual([`${failedResource('400')} (Bad Request)`]);
    await page.context().close();
  });

  it('the verification widget loads only on the pages that show it, never on the landing page', async () => {
    const page = await openPage(browser, DESKTOP);
    const assets: string[] = [];
    page.on('request', (req) => {
      if (['script', 'stylesheet'].includes(req.resourceType())) assets.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(assets.filter((a) => /altcha|captcha/.test(a))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).click();
    await page.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    expect(assets.some((a) => /altcha/.test(a))).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('/update-password without a token explains and links to /reset-password', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/update-password');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('account: the upgrade modal is an accessible dialog, data export downloads, and deleting needs the password', async () => {
    const page = await openPage(browser, DESKTOP);
    const account = await signUpThroughApi(page, { firstName: 'Dee' });
    await page.goto('/account');
    const upgrade = page.getByRole('button', { name: 'Upgrade Plan' });
    await upgrade.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.textContent()).toContain('Select a new plan to get more reports and features.');
    for (const name of ['Pay As You Go', '30-Day Access'])
      expect(await dialog.getByText(name, { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await upgrade.evaluate((el) => el === document.activeElement)).toBe(true);

    const exportLink = page.getByRole('link', { name: 'Download my data' });
    expect(await exportLink.getAttribute('download')).not.toBeNull();
    const exported = await page.request.get((await exportLink.getAttribute('href'))!);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-disposition']).toMatch(/attachment/);
    expect(await exported.text()).toContain(account.email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.waitFor();
    const password = confirm.getByLabel(/password/i);
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await password.fill('not my password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').waitFor();
    await password.fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: "Don't Overpay For Rent!" }).waitFor();
    await loginSignupLink(page).waitFor();

    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    expect(pageProblems(page)).toEqual([
      `${failedResource('401')} (Unauthorized)`,
      `${failedResource('401')} (Unauthorized)`,
    ]);
    await page.context().close();
  });
});

// The suite's server runs a cheap proof of work (global-setup.ts); this one runs the production default, as a
// deployment does, so the widget is still seen to solve the real cost in Chromium and the server to accept it.
describe('the human check at the production cost', () => {
  // What a production server that does not set ALTCHA_COST runs with.
  const productionCost = loadConfig({ NODE_ENV: 'production', ...ALLOW_STAND_INS }).ALTCHA_COST;
  let server: ProductionServer | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    // A copy of the run's migrated embedded database, in a folder of its own.
    database = await createTestDatabase();
    // As the suite's server (global-setup.ts), but for ALTCHA_COST.
    server = await startProductionServer(database.dataDir, { TRUST_PROXY: '1', MAP_TILE_URL: tileUrl() }, 180_000);
  });
  afterAll(async () => {
    if (server) await stopProductionServer(server.child);
    await database?.drop();
  });

  it('the widget solves a challenge of the default cost and the server accepts the sign-up it guards', async () => {
    const page = await openPage(browser, DESKTOP, { baseURL: server!.url });
    const challenge = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/captcha/challenge');
    const account = await signUp(page, { firstName: 'Paz' });
    const { parameters } = (await (await challenge).json()) as { parameters: { cost: number } };
    expect(parameters.cost).toBe(productionCost);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Hi, Paz!' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(account.email);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
