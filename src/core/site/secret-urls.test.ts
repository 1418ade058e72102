import { describe, expect, it } from 'vitest';
import { cleanSecretUrl, hasSecret, redactSecretPath, stripSecretParams } from './secret-urls';

const TOKEN = 'q8X1rV0pZ_k3tS9aLmN2bC7dE4fG6hJ5';
const SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0';

describe('redactSecretPath', () => {
  it.each([
    [`/report/shared/${TOKEN}`, '/report/shared/:token'],
    [`/api/shared-reports/${TOKEN}`, '/api/shared-reports/:token'],
    [`/checkout/test/${SESSION}`, '/checkout/test/:sessionId'],
    [`/api/checkout/test/${SESSION}`, '/api/checkout/test/:sessionId'],
    [`/api/checkout/test/${SESSION}/pay`, '/api/checkout/test/:sessionId/pay'],
    [`/api/purchases/by-session/${SESSION}`, '/api/purchases/by-session/:sessionId'],
    [`/report/shared/${TOKEN}/`, '/report/shared/:token/'],
  ])('replaces the secret of %s with its route parameter', (path, expected) => {
    expect(redactSecretPath(path)).toBe(expected);
  });

  it('catches other spellings the server and the browser route alike (case, percent-encoding)', () => {
    expect(redactSecretPath(`/Report/Shared/${TOKEN}`)).toBe('/Report/Shared/:token');
    expect(redactSecretPath(`/report/%73hared/${TOKEN}`)).toBe('/report/%73hared/:token');
    expect(redactSecretPath(`/report/shared/${encodeURIComponent('a b/c')}`)).toBe('/report/shared/:token');
  });

  it('leaves paths without a secret as they are', () => {
    for (const path of [
      '/',
      '/research',
      '/report/8b0c1f0e-1d2a-4c59-9d1e-3f5a7b9c0d11',
      '/report/shared',
      '/report/shared/',
      '/api/reports/abc/share',
      '/api/purchases',
      '/checkout/test',
      '/assets/index-abc.js',
      '/api/checkout',
    ]) {
      expect(redactSecretPath(path)).toBe(path);
    }
  });
});

describe('cleanSecretUrl', () => {
  it('takes the reset token out of the update-password address', () => {
    expect(cleanSecretUrl(`https://rentvalue.example/update-password?token=${TOKEN}`)).toBe(
      'https://rentvalue.example/update-password',
    );
    expect(cleanSecretUrl(`/update-password?token=${TOKEN}`)).toBe('/update-password');
  });

  it('takes the checkout session id out of the way back from checkout and keeps the other parameters', () => {
    expect(
      cleanSecretUrl(`https://rentvalue.example/research?action=run_report&session_id=${SESSION}&utm_source=mail`),
    ).toBe('https://rentvalue.example/research?action=run_report&utm_source=mail');
    expect(cleanSecretUrl(`/research?payment=success&session_id=${SESSION}`)).toBe('/research?payment=success');
  });

  it('removes every copy of a secret parameter, whatever its case', () => {
    expect(cleanSecretUrl(`/update-password?token=a&TOKEN=b&Session_Id=c&x=1`)).toBe('/update-password?x=1');
  });

  it('replaces secrets in the path and keeps the origin and fragment', () => {
    expect(cleanSecretUrl(`http://localhost:3000/report/shared/${TOKEN}#comps`)).toBe(
      'http://localhost:3000/report/shared/:token#comps',
    );
    expect(cleanSecretUrl(`https://rentvalue.example/checkout/test/${SESSION}?session_id=${SESSION}`)).toBe(
      'https://rentvalue.example/checkout/test/:sessionId',
    );
  });

  it('answers an address without secrets exactly as it was given', () => {
    for (const address of [
      'https://rentvalue.example/',
      'https://rentvalue.example/compare?ids=a,b',
      '/faqs#refunds',
      '/research?payment=success',
      'https://www.google.com/search?q=rent%20value',
    ]) {
      expect(cleanSecretUrl(address)).toBe(address);
      expect(hasSecret(address)).toBe(false);
    }
  });

  it('says when an address holds a secret', () => {
    expect(hasSecret(`https://rentvalue.example/update-password?token=${TOKEN}`)).toBe(true);
    expect(hasSecret(`/report/shared/${TOKEN}`)).toBe(true);
  });

  it('answers an empty referrer as empty, and drops an address it cannot clean rather than pass it on', () => {
    expect(cleanSecretUrl('')).toBe('');
    expect(cleanSecretUrl(`android-app://com.example/report/shared/${TOKEN}`)).toBe('');
  });

  it('never lets the secret through, whatever else the address holds', () => {
    const addresses = [
      `https://rentvalue.example/update-password?token=${TOKEN}&error=INVALID_TOKEN`,
      `https://rentvalue.example/report/shared/${TOKEN}?utm_source=x#top`,
      `https://rentvalue.example/research?session_id=${SESSION}&action=run_report`,
      `/api/purchases/by-session/${SESSION}`,
    ];
    for (const address of addresses) {
      const cleaned = cleanSecretUrl(address);
      expect(cleaned).not.toContain(TOKEN);
      expect(cleaned).not.toContain(SESSION);
    }
  });
});

describe('stripSecretParams', () => {
  it('takes the secret parameters out of the address and keeps the path, even a secret one', () => {
    expect(stripSecretParams(`https://rentvalue.example/update-password?token=${TOKEN}`)).toBe(
      'https://rentvalue.example/update-password',
    );
    expect(stripSecretParams(`https://rentvalue.example/research?payment=success&session_id=${SESSION}#top`)).toBe(
      'https://rentvalue.example/research?payment=success#top',
    );
    expect(stripSecretParams(`https://rentvalue.example/report/shared/${TOKEN}`)).toBe(
      `https://rentvalue.example/report/shared/${TOKEN}`,
    );
  });
});
