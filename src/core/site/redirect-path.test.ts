import { describe, expect, it } from 'vitest';
import {
  checkoutCancelPath,
  checkoutSuccessPath,
  isPendingAction,
  safeRedirectPath,
  signedInDestination,
} from './redirect-path';

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
