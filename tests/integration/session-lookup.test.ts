import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '#core/primitives/time';
import type { ReportView } from '#core/api/reports';
import { authSession } from '#server/db/schema';
import { cookieHeader, postWithCaptcha, signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// The session is checked against the database on every request (decision 065): whatever ends a session ends its
// access on the very next request, and a session's daily refresh and expiry behave as better-auth defines them.

let server: TestServer;
beforeAll(async () => {
  // Sessions of SESSION_DAYS = 30, the default, which the shared server has.
  server = await sharedTestServer();
});

async function renterWithReport() {
  const account = await signUp(server);
  const run = await server.api('/api/reports', jsonPost(reportForm(), { cookie: account.cookie }));
  expect(run.status).toBe(201);
  const { report } = (await run.json()) as { report: ReportView };
  return { ...account, reportId: report.id };
}

const readReport = (reportId: string, cookie: string) =>
  server.api(`/api/reports/${reportId}`, { headers: { cookie } });
const me = async (cookie: string) =>
  ((await (await server.api('/api/me', { headers: { cookie } })).json()) as { user: { id: string } | null }).user;
const sessionsOf = (userId: string) =>
  server.database.db.select().from(authSession).where(eq(authSession.userId, userId));

describe('the session behind every report read and run', () => {
  it('signing out ends access on the next request, for reading and for running a report', async () => {
    const { cookie, reportId } = await renterWithReport();
    expect((await readReport(reportId, cookie)).status).toBe(200);
    expect((await readReport(reportId, cookie)).status).toBe(200);
    expect((await server.api('/api/auth/sign-out', { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect((await readReport(reportId, cookie)).status).toBe(404);
    expect((await server.api('/api/reports', jsonPost(reportForm(), { cookie }))).status).toBe(401);
  });

  it('a session revoked elsewhere (its row gone, as a password reset leaves it) no longer reads a report', async () => {
    const { form, user, cookie, reportId } = await renterWithReport();
    const signIn = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: form.password });
    const otherDevice = cookieHeader(signIn);
    expect((await readReport(reportId, otherDevice)).status).toBe(200);
    await server.database.db.delete(authSession).where(eq(authSession.userId, user.id));
    expect((await readReport(reportId, cookie)).status).toBe(404);
    expect((await readReport(reportId, otherDevice)).status).toBe(404);
  });

  it('deleting the account ends access on the next request', async () => {
    const { cookie, reportId } = await renterWithReport();
    expect((await readReport(reportId, cookie)).status).toBe(200);
    const deleted = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    });
    expect(deleted.status).toBe(204);
    expect((await readReport(reportId, cookie)).status).toBe(404);
    expect(await me(cookie)).toBeNull();
  });

  it('a session a day old is extended by the next request and keeps working', async () => {
    const { user, cookie, reportId } = await renterWithReport();
    // As if signed in two days ago: 28 of its 30 days left, past the one-day refresh age.
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY_MS) })
      .where(eq(authSession.userId, user.id));
    expect((await readReport(reportId, cookie)).status).toBe(200);
    const [session] = await sessionsOf(user.id);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect((await readReport(reportId, cookie)).status).toBe(200);
  });

  it('the daily refresh renews the cookie too, so an active renter stays signed in past the first 30 days', async () => {
    const { user, cookie, reportId } = await renterWithReport();
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY_MS) })
      .where(eq(authSession.userId, user.id));
    const refreshed = await readReport(reportId, cookie);
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.headers.getSetCookie().find((line) => /^rv\.session_token=/.test(line));
    expect(renewed, 'a Set-Cookie for the session').toBeDefined();
    const maxAge = Number(/Max-Age=(\d+)/i.exec(renewed!)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 60 * 60);
    // The same session, still signed in with the renewed cookie; the next request needs no refresh.
    const next = `rv.session_token=${/^rv\.session_token=([^;]+)/.exec(renewed!)![1]}`;
    const again = await readReport(reportId, next);
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().some((line) => line.startsWith('rv.session_token='))).toBe(false);
  });

  it('an expired session reads nothing and is removed', async () => {
    const { user, cookie, reportId } = await renterWithReport();
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authSession.userId, user.id));
    expect((await readReport(reportId, cookie)).status).toBe(404);
    expect(await me(cookie)).toBeNull();
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('a session cookie whose signature does not match is a visitor', async () => {
    const { cookie, reportId } = await renterWithReport();
    // Another token under the same signature.
    const forged = cookie.replace(
      /rv\.session_token=([^.;]+)/,
      (_, token: string) => `rv.session_token=${token.slice(1)}x`,
    );
    expect(forged).not.toBe(cookie);
    expect((await readReport(reportId, forged)).status).toBe(404);
    expect(await me(forged)).toBeNull();
    expect((await readReport(reportId, cookie)).status).toBe(200);
  });
});
