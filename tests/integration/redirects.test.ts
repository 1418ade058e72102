import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#core/i18n/languages';
import {
  checkoutCancelPath,
  isSitePath,
  safeRedirectPath,
  signedInDestination,
  sitePath,
  sitePathInLanguage,
} from '#core/site/redirect-path';
import { purchases } from '#server/db/schema';
import { HOSTILE_PATHS } from '../fixtures/hostile-paths';
import { signUp } from '../helpers/accounts';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// The server's own redirects with a path the browser chose (issue 36): a checkout's return addresses (Stripe's
// success_url and cancel_url, the test checkout's cancel link and the address it sends the paid buyer to). Each must
// stay on the site whatever the checkout was started from. And the rule itself, fuzzed.

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** A renter to start checkouts as; a fresh one before the per-renter checkout limit (20 an hour) is reached. */
function buyers() {
  let current: Promise<{ cookie: string }> | undefined;
  let used = 0;
  return async () => {
    if (!current || used >= 15) {
      current = signUp(server);
      used = 0;
    }
    used++;
    return (await current).cookie;
  };
}

const onSite = (url: string, origin: string) => new URL(url, origin).origin === origin;

describe('the server’s redirects stay on the site', () => {
  const forms = [...HOSTILE_PATHS, ...HOSTILE_PATHS.map((path) => `/es${path}`)];
  const statuses: Record<string, number> = {};
  let offSite = 0;

  it(`a checkout started from any of ${forms.length} hostile paths returns to our own pages`, async () => {
    const buyer = buyers();
    const problems: string[] = [];
    for (const fromPath of forms) {
      const cookie = await buyer();
      const res = await server.api('/api/checkout', jsonPost({ tier: 2, pendingAction: null, fromPath }, { cookie }));
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // Control characters are refused with the request (400): no checkout, no return address.
      expect([200, 400], fromPath).toContain(res.status);
      if (res.status === 400) continue;
      const { sessionId } = (await res.json()) as { sessionId: string };
      const [purchase] = await server.database.db
        .select({ successPath: purchases.successPath, cancelPath: purchases.cancelPath })
        .from(purchases)
        .where(eq(purchases.providerSessionId, sessionId));
      // What Stripe is given: `${origin}${successPath}&session_id=…` and `${origin}${cancelPath}`.
      for (const path of [purchase!.successPath!, purchase!.cancelPath!]) {
        if (!onSite(path, server.url)) offSite++;
        if (!isSitePath(path)) problems.push(`${fromPath} → ${path}`);
      }
      const summary = await server.api(`/api/checkout/test/${sessionId}`);
      statuses[summary.status] = (statuses[summary.status] ?? 0) + 1;
      const { cancelPath } = ((await summary.json()) as { checkout: { cancelPath: string } }).checkout;
      if (!onSite(cancelPath, server.url)) offSite++;
      if (!isSitePath(cancelPath)) problems.push(`${fromPath} → cancel link ${cancelPath}`);
      const pay = await server.api(
        `/api/checkout/test/${sessionId}/pay`,
        jsonPost({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
      );
      statuses[pay.status] = (statuses[pay.status] ?? 0) + 1;
      const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
      if (!onSite(redirectUrl, server.url)) offSite++;
      if (!redirectUrl.startsWith(`${server.url}/`) || !isSitePath(redirectUrl.slice(server.url.length)))
        problems.push(`${fromPath} → paid, sent to ${redirectUrl}`);
    }
    console.info(
      `checkout redirects: ${forms.length} hostile fromPaths, statuses ${JSON.stringify(statuses)}, ${problems.length} not by the rule, ${offSite} off-site`,
    );
    expect(problems).toEqual([]);
    expect(offSite).toBe(0);
  }, 300_000);

  it('fuzz: generated return addresses never make a checkout return off-site, nor fail the server', async () => {
    const buyer = buyers();
    const seen: Record<string, number> = {};
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(HOSTILE_STRING, async (fromPath) => {
        runs++;
        const res = await server.api(
          '/api/checkout',
          jsonPost({ tier: 1, pendingAction: null, fromPath }, { cookie: await buyer() }),
        );
        seen[res.status] = (seen[res.status] ?? 0) + 1;
        if (res.status !== 200) return res.status === 400;
        const { sessionId } = (await res.json()) as { sessionId: string };
        const { checkout: summary } = (await (await server.api(`/api/checkout/test/${sessionId}`)).json()) as {
          checkout: { cancelPath: string };
        };
        return isSitePath(summary.cancelPath) && onSite(summary.cancelPath, server.url);
      }),
      { numRuns: 150 },
    );
    console.info(`checkout fuzz: ${runs} requests, statuses ${JSON.stringify(seen)}`);
    expect(Object.keys(seen).every((status) => status === '200' || status === '400')).toBe(true);
  }, 300_000);
});

/** Strings an attacker would try: slashes, backslashes, encodings, dots, controls, schemes, hosts, /es. */
const HOSTILE_STRING = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '\\\\',
        '.',
        '..',
        '%2F',
        '%2f',
        '%5C',
        '%5c',
        '%25',
        '%252F',
        '%255C',
        '%2e',
        '%2E',
        '%09',
        '%0A',
        '%00',
        '\t',
        '\n',
        '\r',
        ' ',
        '\u0000',
        '\u00a0',
        '\u2028',
        '\u200b',
        '\uff0f',
        ':',
        '@',
        '?',
        '#',
        '&',
        'es',
        '/es',
        '/es/',
        'http',
        'https:',
        'javascript:',
        'JaVaScRiPt:',
        'evil.example',
        '127.0.0.1:3999',
        'login',
        'redirect=',
        'x',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')),
  fc.webPath(),
);

describe('the redirect rule, fuzzed', () => {
  it('no generated string becomes a path that leaves the site, in either language', () => {
    const origin = 'https://rentvalue.example';
    const leaves = (path: string) => new URL(path, origin).origin !== origin || !isSitePath(path);
    let runs = 0;
    let offSite = 0;
    fc.assert(
      fc.property(HOSTILE_STRING, fc.constantFrom(...LANGUAGES), (value, language) => {
        runs++;
        const kept = sitePath(value);
        const results = [
          sitePathInLanguage(value, language),
          sitePathInLanguage(`/es${value}`, language),
          safeRedirectPath(value),
          signedInDestination(value),
          checkoutCancelPath(value),
          ...(kept === null ? [] : [kept]),
        ];
        offSite += results.filter(leaves).length;
        return !results.some(leaves);
      }),
      { numRuns: 20_000 },
    );
    console.info(`redirect rule fuzz: ${runs} strings, ${offSite} off-site`);
    expect(runs).toBe(20_000);
  });
});
