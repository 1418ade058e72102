import { describe, expect, it } from 'vitest';
import { loginPath, signupPath } from './auth-paths';

describe('auth links', () => {
  it('keeps redirect and purchase_intent readable and leaves out empty ones', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ redirect: '/account' })).toBe('/login?redirect=/account');
    expect(loginPath({ redirect: '/research?x=1&y=2', purchaseIntent: '2' })).toBe(
      '/login?redirect=/research%3Fx%3D1%26y%3D2&purchase_intent=2',
    );
    expect(loginPath({ redirect: null, purchaseIntent: '' })).toBe('/login');
    expect(signupPath('2')).toBe('/signup?purchase_intent=2');
    expect(signupPath(null)).toBe('/signup');
  });

  it('round-trips through URLSearchParams', () => {
    const params = new URLSearchParams(
      loginPath({ redirect: '/compare?ids=a,b', purchaseIntent: 'tier 2' }).split('?')[1],
    );
    expect(params.get('redirect')).toBe('/compare?ids=a,b');
    expect(params.get('purchase_intent')).toBe('tier 2');
  });
});
