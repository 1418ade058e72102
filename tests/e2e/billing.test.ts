import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  fillAddressByHand,
  fillSignupForm,
  launchBrowser,
  newAccount,
  openPage,
  pageProblems,
  saveScreenshot,
  signUpThroughApi,
  verifyHuman,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillResearchForm(page: Page) {
  await fillAddressByHand(page, { street: '77 Beacon St', city: 'Boston', state: 'MA', zip: '02108' });
  await page.getByLabel('Rent', { exact: true }).fill('3200');
  await page.getByLabel('Bedrooms').selectOption('1');
  await page.getByLabel('Baths').selectOption('1');
  await page.getByLabel('Sq/ft').fill('700');
  await page.getByLabel('Property Type').selectOption('apartment');
  await page.getByLabel('Condition/Quality').selectOption('2.5');
  await page.getByLabel('Amenities/Features').selectOption('2');
}

async function payWithCard(page: Page, number: string, typedExpiry = '12/34') {
  await page.getByText('Test mode: no card is charged').waitFor();
  // Typed key by key: the number reads in groups of four and the expiry as MM/YY as the renter types.
  await page.getByLabel('Card number').clear();
  await page.getByLabel('Card number').pressSequentially(number);
  expect(await page.getByLabel('Card number').inputValue()).toBe(
    number.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await page.getByLabel('Expiry (MM/YY)').clear();
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(typedExpiry);
  expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toMatch(/^\d{2}\/\d{2}$/);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Renter');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('plans and payments in Chromium (built-in test checkout)', () => {
  it('takes a visitor with a pending report through sign-up with a purchase intent and checkout, then runs the report', async () => {
    const page = await openPage(browser);
    await page.goto('/research');
    await fillResearchForm(page);
    await page.getByRole('button', { name: 'Get My Rental Value Report' }).click();
    await page.getByRole('dialog', { name: 'Create a Free Account to Continue' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/signup?purchase_intent=tier2');
    const account = newAccount();
    await fillSignupForm(page, account);
    await verifyHuman(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByRole('button', { name: 'Pay $20' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Account Dashboard' }).waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'checkout-test-mode', { fullPage: true });

    // A declined card says so and charges nothing; the real test card goes through.
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined. Try another card.').waitFor();
    await saveScreenshot(page, 'checkout-declined', { fullPage: true });
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/research/);
    await page.getByRole('heading', { level: 1, name: /77 Beacon St/ }).waitFor({ timeout: 30_000 });
    await page.getByText('30-Day Unlimited Access').first().waitFor();
    // The declined card's 400 is logged by the browser itself; the page handled it.
    expect(pageProblems(page)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it('cancels back to where checkout started, welcomes a buyer, and refunds from the account page', async () => {
    const page = await openPage(browser);
    await signUpThroughApi(page);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page
      .getByRole('dialog', { name: 'Upgrade Your Plan' })
      .getByRole('button', { name: 'Buy 30-Day Access' })
      .click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.waitForURL(/\/account$/);

    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page
      .getByRole('dialog', { name: 'Upgrade Your Plan' })
      .getByRole('button', { name: 'Buy 30-Day Access' })
      .click();
    await payWithCard(page, '4242424242424242', '1234');
    await page.getByText('Your 30-Day Unlimited Access plan has been activated!').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'checkout-welcome');
    await page.getByRole('button', { name: 'Start Exploring' }).click();
    await page.waitForURL((url) => url.pathname === '/research' && url.search === '');

    await page.goto('/account');
    await page.getByText('30-Day Unlimited Access').first().waitFor();
    await saveScreenshot(page, 'account-purchases', { fullPage: true });
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this purchase?' });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(/^Refunded /).waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
  });
});
