import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages';
import { text } from '#web/lib/test-i18n';
import { HOSTILE_PATHS } from '../fixtures/hostile-paths';
import { baseUrl, launchBrowser, openPage, pageProblems, signUpThroughApi, tileUrl, verifyHuman } from './browser';

// Redirects that stay home and links that never leave the site (issue 36), in Chromium: one hostile return address of
// each kind at /login?redirect= and /es/login?redirect=, signing in (an account in the page's language or the other one, whose
// redirect is moved to its language) and signed in already; and the language switch of a 404 page whose address
// holds another host. The browser must stay on our origin: the page's address, every request it makes, no dialog.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const origin = () => new URL(baseUrl()).origin;

/** Records every request the page's context makes to another origin (the map tiles' stand-in aside) and any dialog. */
function watchOffSite(page: Page): string[] {
  const offSite: string[] = [];
  const tiles = new URL(tileUrl().replace(/\{[a-z]\}/g, '0')).origin;
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol)) return;
    if (url.origin !== origin() && url.origin !== tiles) offSite.push(request.url());
  });
  page.on('dialog', (dialog) => {
    offSite.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return offSite;
}

const loginUrl = (language: Language, redirect: string) =>
  `${language === 'es' ? '/es' : ''}/login?redirect=${encodeURIComponent(redirect)}`;

/** Where the page ends up once it has left the login page (or failed on it). */
async function settled(page: Page): Promise<URL> {
  await page.waitForURL((url) => !/\/login\/?$/.test(url.pathname), { timeout: 20_000 }).catch(() => undefined);
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => undefined);
  return new URL(page.url());
}

type Outcome = { redirect: string; at: string; landed: string };

function check(outcomes: Outcome[], offSite: string[], problems: string[]) {
  const elsewhere = outcomes.filter((outcome) => !outcome.landed.startsWith(`${origin()}/`));
  console.info(
    `${outcomes.length} redirects followed, ${elsewhere.length} pages off-site, ${offSite.length} off-site requests`,
  );
  expect({ elsewhere, offSite, problems }).toEqual({ elsewhere: [], offSite: [], problems: [] });
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  await page.getByLabel(text('auth.field.email', undefined, language)).fill(email);
  await page.getByLabel(text('auth.field.password', undefined, language)).fill(password);
  await verifyHuman(page);
  await page.getByRole('button', { name: text('auth.login.submit', undefined, language) }).click();
}

/** A page of its own (its own client address) for every 20 sign-ins: the per-address sign-in limit is 30. */
async function signingIn(accountLanguage: Language, pageLanguage: Language, redirects: readonly string[]) {
  const outcomes: Outcome[] = [];
  const offSite: string[] = [];
  const problems: string[] = [];
  for (let start = 0; start < redirects.length; start += 20) {
    const page = await openPage(browser);
    offSite.push(...watchOffSite(page));
    const account = await signUpThroughApi(page);
    if (accountLanguage === 'es') {
      const set = await page.context().request.put('/api/account/language', {
        data: { language: 'es' },
        headers: { origin: origin() },
      });
      expect(set.status()).toBe(200);
    }
    for (const redirect of redirects.slice(start, start + 20)) {
      // Off the page first: a request the landed page still has in flight would meet the cleared cookie (401).
      await page.mainFrame().goto('about:blank');
      await page.context().clearCookies();
      const at = loginUrl(pageLanguage, redirect);
      await page.goto(at);
      await signIn(page, pageLanguage, account.email, account.password);
      outcomes.push({ redirect, at, landed: (await settled(page)).href });
    }
    problems.push(...pageProblems(page));
    await page.context().close();
  }
  return { outcomes, offSite, problems };
}

/**
 * Issue 36's forms and their kin, the ones a language mapping or the URL parser once turned into another host: the
 * browser follows one form of each kind (every form of HOSTILE_PATHS goes through the rule's unit test and the
 * server's, tests/integration/redirects.test.ts).
 */
const FORM_KINDS = [
  /^\/es\/\//,
  /^\/es\/%5C/i,
  /^\/\.\/\//,
  /^\/es\/\.\.?\/\//,
  /^\/%2e\/\//i,
  /^\/\//,
  /^\/\\/,
  /^javascript:/,
  /^JaVaScRiPt:/,
  /^\/\t/,
];
const SAMPLE = FORM_KINDS.map((kind) => HOSTILE_PATHS.find((path) => kind.test(path))).filter(
  (path) => path !== undefined,
);
/**
 * Each sign-in costs a page load and a solved human check, so each kind is signed in over once, where it once went
 * wrong: the /es/ forms by an English account at the Spanish login (the language mapping stripped /es and left
 * //host), the root forms by a Spanish account at the English login (the mapping prefixes /es).
 */
const STRIPPED_OF_ES = SAMPLE.filter((path) => /^\/es\/|^javascript:|^\/\t/.test(path));
const PREFIXED_WITH_ES = SAMPLE.filter((path) => !STRIPPED_OF_ES.includes(path));

describe('signing in with a hostile ?redirect= stays on the site', () => {
  // Every form goes through the rule's unit test and the server's; the browser signs in over one form of each kind that
  // a language mapping or the URL parser once turned into another host.
  it('an English account at the Spanish login, over the /es/ forms', async () => {
    expect(STRIPPED_OF_ES.length).toBe(5);
    const { outcomes, offSite, problems } = await signingIn('en', 'es', STRIPPED_OF_ES);
    check(outcomes, offSite, problems);
    // Each lands on the English home page or one of our own odd pages; none on the other host.
    expect(outcomes.every(({ landed }) => new URL(landed).origin === origin())).toBe(true);
  }, 900_000);

  it('a Spanish account at the English login (its redirect moved to /es), over the root forms', async () => {
    expect(STRIPPED_OF_ES.length + PREFIXED_WITH_ES.length).toBe(FORM_KINDS.length);
    const { outcomes, offSite, problems } = await signingIn('es', 'en', PREFIXED_WITH_ES);
    check(outcomes, offSite, problems);
  }, 900_000);
});

describe('already signed in, a hostile ?redirect= stays on the site', () => {
  it.each(['en', 'es'] as const)(
    `at the %s login, over the sample of forms`,
    async (language) => {
      const page = await openPage(browser);
      const offSite = watchOffSite(page);
      await signUpThroughApi(page);
      const outcomes: Outcome[] = [];
      for (const redirect of SAMPLE) {
        const at = loginUrl(language, redirect);
        await page.goto(at);
        outcomes.push({ redirect, at, landed: (await settled(page)).href });
      }
      check(outcomes, offSite, pageProblems(page));
    },
    900_000,
  );
});

/** 404 pages whose address holds another host, as a link would bring a visitor there. */
const HOSTILE_PAGES = [
  '/es//127.0.0.1:3999/lang-x/',
  '//127.0.0.1:3999/lang-x/',
  '/es/%5C127.0.0.1:3999/lang-x/',
  '/es/%2F%2F127.0.0.1:3999/lang-x/',
  '/es///evil.example/',
  '/%5C%5Cevil.example/',
];

describe('links built from the address never leave the site', () => {
  it.each(HOSTILE_PAGES)(
    '%s: the served HTML, the language switch and the canonical link',
    async (path) => {
      const page = await openPage(browser);
      const offSite = watchOffSite(page);
      // Appended to the origin as a string: given alone, "//host/" would be another site's address.
      const served = await page.context().request.get(`${origin()}${path}`);
      expect(served.status()).toBe(404);
      const html = await served.text();
      const servedLinks = [...html.matchAll(/\s(?:href|src|content)="([^"]*\/[^"]*)"/g)].map((match) => match[1]!);
      for (const link of servedLinks)
        // The map tiles' URL template (a <meta> for the report map) is the one address of another server.
        if (!link.includes('{z}')) expect(new URL(link, `${origin()}${path}`).origin, link).toBe(origin());

      await page.goto(`${origin()}${path}`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(5);
      const away = hrefs.filter((href) => new URL(href).origin !== origin() && !href.startsWith('mailto:'));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect({ away, canonical: canonical && new URL(canonical).origin }).toEqual({ away: [], canonical: origin() });
      expect(canonical).not.toContain('127.0.0.1:3999');

      // The switch itself, followed: the other language's home page, on our origin.
      const language = path.startsWith('/es/') ? 'es' : 'en';
      const other = language === 'es' ? 'English' : 'Español';
      await page
        .getByRole('contentinfo')
        .getByRole('group', { name: text('app.language.label', undefined, language) })
        .getByRole('link', { name: other })
        .click();
      await page.waitForURL((url) => url.pathname === (language === 'es' ? '/' : '/es/'));
      expect(new URL(page.url()).origin).toBe(origin());
      expect(offSite).toEqual([]);
      expect(pageProblems(page).filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    },
    120_000,
  );
});
