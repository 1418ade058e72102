import { describe, expect, it } from 'vitest';
import { checkoutCancelPath, checkoutSuccessPath, isPendingAction, safeRedirectPath } from './redirect-path';

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

  it('knows the pending actions', () => {
    expect(isPendingAction('run_report')).toBe(true);
    expect(isPendingAction('other')).toBe(false);
    expect(isPendingAction(null)).toBe(false);
  });
});
