// A signed-in renter holding a 30-day pass and one report, set up as people do it: sign-up with a solved captcha,
// payment through the built-in test checkout, one report run on the sample provider. Shared by the benches that need
// someone signed in (bench/load.ts, bench/lighthouse.ts).
import { solveCaptcha } from '../tests/helpers/captcha';

export type PayingRenter = {
  /** The session cookie(s) as a Cookie header value. */
  cookie: string;
  reportId: string;
  /** The address the renter comes from (X-Forwarded-For; the server honours it with TRUST_PROXY=1). */
  ip: string;
};

/** Renter number `n` on the server at `url`: each n comes from its own address, so per-address limits never meet. */
export async function payingRenter(url: string, n: number): Promise<PayingRenter> {
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const headers = { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip };
  const email = `load.${Date.now()}.${n}@example.com`;
  const signUp = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Load',
      lastName: 'Renter',
      email,
      city: 'Austin',
      state: 'TX',
      password: 'load password 1',
      confirmPassword: 'load password 1',
      termsAccepted: true,
      optOut: true,
      captchaToken: await solveCaptcha(url, { 'x-forwarded-for': ip }),
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const withCookie = { ...headers, cookie };
  const checkout = (await (
    await fetch(`${url}/api/checkout`, { method: 'POST', headers: withCookie, body: JSON.stringify({ tier: 2 }) })
  ).json()) as { sessionId: string };
  const paid = await fetch(`${url}/api/checkout/test/${checkout.sessionId}/pay`, {
    method: 'POST',
    headers: withCookie,
    body: JSON.stringify({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Load Renter' }),
  });
  if (!paid.ok) throw new Error(`test checkout ${paid.status}: ${await paid.text()}`);
  const report = await fetch(`${url}/api/reports`, {
    method: 'POST',
    headers: withCookie,
    body: JSON.stringify(reportForm(n)),
  });
  if (report.status !== 201) throw new Error(`report ${report.status}: ${await report.text()}`);
  return { cookie, reportId: ((await report.json()) as { report: { id: string } }).report.id, ip };
}

const STREETS = ['E 6th St', 'S Congress Ave', 'Duval St', 'Guadalupe St', 'Lamar Blvd', 'Manor Rd'];

/** A report form for an Austin apartment, varied by `n` so runs do not all hit the same listing. */
export function reportForm(n: number) {
  return {
    propertyUrl: '',
    streetAddress: `${100 + (n % 900)} ${STREETS[n % STREETS.length]}`,
    city: 'Austin',
    state: 'TX',
    zipCode: ['78702', '78704', '78751', '78705', '78703', '78722'][n % 6],
    buildingType: 'apartment',
    rentAmount: String(1200 + (n % 20) * 50),
    bedrooms: String(1 + (n % 3)),
    baths: '1',
    sqFt: String(650 + (n % 10) * 50),
    qualityLevel: '2',
    amenitiesLevel: '2',
  };
}
