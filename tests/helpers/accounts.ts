import { solveCaptcha } from './captcha';
import { jsonPost, type TestServer } from './test-server';

let counter = 0;

/** A valid sign-up form; pass overrides for the case under test. */
export function signupForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Rita',
    lastName: 'Renter',
    email: `rita.${Date.now()}.${counter}@example.com`,
    city: 'Austin',
    state: 'TX',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    termsAccepted: true,
    optOut: false,
    ...overrides,
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Solves a human check and posts the form with it. By default as a client of its own (freshClientIp), as signUp does,
 * so that a server shared by many test files does not count their forms against one address; `headers` choose the
 * client (its address, its cookie).
 */
export async function postWithCaptcha(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = freshClientIp(),
) {
  // The challenge is fetched by the same client (its address, its cookie) that sends the form.
  return server.api(path, jsonPost({ ...body, captchaToken: await solveCaptcha(server.url, headers) }, headers));
}

/**
 * A different documentation-range client address each call, for servers started with TRUST_PROXY=1: the test
 * plays the one trusted proxy, which appends the address it saw as the rightmost X-Forwarded-For entry (the
 * entry the server's hop rule takes; anything a client wrote would stand to its left).
 */
export function freshClientIp(): Record<string, string> {
  counter += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}` };
}

/** Signs up a new renter through the API; returns the form used and the session cookie. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}) {
  const form = signupForm(overrides);
  // Each simulated renter comes from their own address, so the per-address sign-up limit is not in the way.
  const res = await postWithCaptcha(server, '/api/auth/sign-up', form, freshClientIp());
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string; email: string; firstName: string } };
  return { form, user: body.user, cookie: cookieHeader(res) };
}

/** The language header of a request from a Spanish page (the web app sends its page's language). */
export const SPANISH_REQUEST: Record<string, string> = { 'accept-language': 'es-US' };

/**
 * Signs up a new renter from a Spanish page (decision 074): the account's language is Spanish. Returns the form used,
 * the user and the session cookie.
 */
export async function signUpInSpanish(server: TestServer) {
  const form = signupForm();
  const res = await postWithCaptcha(server, '/api/auth/sign-up', form, { ...freshClientIp(), ...SPANISH_REQUEST });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string; email: string; language: string } };
  if (body.user.language !== 'es') throw new Error(`the account's language is ${body.user.language}, not es`);
  return { form, user: body.user, cookie: cookieHeader(res) };
}
