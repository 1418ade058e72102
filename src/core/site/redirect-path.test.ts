import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '../../../tests/fixtures/hostile-paths';
import { LANGUAGES, pathInLanguage } from '../i18n/languages';
import {
  checkoutCancelPath,
  checkoutSuccessPath,
  isPendingAction,
  isSitePath,
  languageHome,
  safeRedirectPath,
  signedInDestination,
  sitePath,
  sitePathInLanguage,
} from './redirect-path';

const ORIGIN = 'https://rentvalue.example';
/** Where a browser on our origin goes when sent to `path` (location.assign, a link's href, a redirect's Location). */
const resolved = (path: string) => new URL(path, ORIGIN);
const expectOnSite = (path: string) => {
  expect(resolved(path).origin, path).toBe(ORIGIN);
  expect(isSitePath(path), path).toBe(true);
};

describe('safeRedirectPath', () => {
  it.each([
    ['/research', '/research'],
    ['/compare?ids=a%2Cb', '/compare?ids=a%2Cb'],
    ['/report/42#score', '/report/42#score'],
    ['  /account ', '/account'],
    ['/a/../b', '/b'],
    ['/', '/'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['research'],
    [''],
    ['/foo\nSet-Cookie: x'],
    ['/\t/evil.example'],
    [null],
    [undefined],
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '/research')).toBe('/research');
  });
});

/** Hostile forms that are, once the URL parser has read them, an odd but harmless page of our own. */
const HARMLESS_AFTER_PARSING: Record<string, string> = {
  '/./127.0.0.1:3999/pwned': '/127.0.0.1:3999/pwned',
  '/./evil.example/pwned': '/evil.example/pwned',
  '/login?redirect=//127.0.0.1:3999': '/login?redirect=//127.0.0.1:3999',
  '/login?redirect=//evil.example': '/login?redirect=//evil.example',
};

describe('one rule for every path a browser is sent to (issue 36)', () => {
  it('holds at least 40 hostile forms', () => {
    expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(HOSTILE_PATHS.map((path) => [path]))('sends %j nowhere but home, after the language mapping', (path) => {
      const destination = sitePathInLanguage(path, language);
      expectOnSite(destination);
      const harmless = HARMLESS_AFTER_PARSING[path];
      expect(destination).toBe(harmless ? pathInLanguage(harmless, language) : languageHome(language));
      // Under the Spanish prefix as well: "/es" + the form, as a Spanish page's redirect or path would carry it.
      expectOnSite(sitePathInLanguage(`/es${path}`, language));
      expectOnSite(sitePathInLanguage(`/es/${path}`, language));
    });
  });

  it.each(HOSTILE_PATHS.map((path) => [path]))('refuses %j as a redirect, or keeps it on the site', (path) => {
    const kept = sitePath(path);
    if (kept === null) expect(safeRedirectPath(path, '/account')).toBe('/account');
    else expectOnSite(kept);
    expectOnSite(signedInDestination(path));
    expectOnSite(checkoutCancelPath(path));
  });

  it('no longer turns the issue’s forms into another host (an English account at the Spanish login)', () => {
    expect(sitePathInLanguage('/es//127.0.0.1:3999/pwned', 'en')).toBe('/');
    expect(sitePathInLanguage('/es/%5C127.0.0.1:3999/pwned', 'en')).toBe('/');
    expect(sitePathInLanguage('/.//127.0.0.1:3999/pwned', 'en')).toBe('/');
    expect(sitePathInLanguage('/.//127.0.0.1:3999/pwned', 'es')).toBe('/es/');
  });

  it('keeps ordinary pages, their query and hash, in either language', () => {
    expect(sitePathInLanguage('/research?action=run_report', 'es')).toBe('/es/research?action=run_report');
    expect(sitePathInLanguage('/es/report/42#score', 'en')).toBe('/report/42#score');
    expect(sitePathInLanguage('/compare?ids=a%2Cb', 'en')).toBe('/compare?ids=a%2Cb');
    expect(sitePathInLanguage('/login?redirect=%2Faccount', 'es')).toBe('/es/login?redirect=%2Faccount');
    expect(sitePathInLanguage('/', 'es')).toBe('/es/');
    expect(sitePathInLanguage('/es/', 'en')).toBe('/');
    expect(sitePathInLanguage(null, 'es')).toBe('/es/');
  });
});

describe('checkout return paths', () => {
  it('resumes a pending report or shows the welcome modal', () => {
    expect(checkoutSuccessPath('run_report')).toBe('/research?action=run_report');
    expect(checkoutSuccessPath(null)).toBe('/research?payment=success');
    expect(checkoutSuccessPath(undefined)).toBe('/research?payment=success');
  });

  it('cancels back to the page the checkout started from', () => {
    expect(checkoutCancelPath('/account')).toBe('/account');
    expect(checkoutCancelPath('https://evil.example')).toBe('/');
    expect(checkoutCancelPath(null)).toBe('/');
  });

  it('cancels a checkout that sign-up or login started to where a signed-in renter goes, not to their form', () => {
    expect(checkoutCancelPath('/signup?purchase_intent=tier2')).toBe('/');
    expect(checkoutCancelPath('/login?purchase_intent=tier2')).toBe('/');
    expect(checkoutCancelPath('/login/?purchase_intent=tier2')).toBe('/');
    expect(checkoutCancelPath('/login?redirect=/research%3Faction%3Drun_report&purchase_intent=tier2')).toBe(
      '/research?action=run_report',
    );
  });

  it('knows the pending actions', () => {
    expect(isPendingAction('run_report')).toBe(true);
    expect(isPendingAction('other')).toBe(false);
    expect(isPendingAction(null)).toBe(false);
  });
});

describe('signedInDestination', () => {
  it('follows a safe redirect that is not a sign-in or sign-up page, otherwise goes home', () => {
    expect(signedInDestination('/account')).toBe('/account');
    expect(signedInDestination('/research?action=run_report')).toBe('/research?action=run_report');
    expect(signedInDestination(null)).toBe('/');
    expect(signedInDestination('')).toBe('/');
    expect(signedInDestination('//evil.example/phish')).toBe('/');
    expect(signedInDestination('/signup?purchase_intent=tier2')).toBe('/');
    expect(signedInDestination('/login?redirect=/login')).toBe('/');
  });
});
