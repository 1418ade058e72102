import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Letter } from '#core/api/letters';
import type { ReportView } from '#core/api/reports';
import { queryRows } from '#server/db/client';
import { purchases } from '#server/db/schema';
import { freshClientIp, postWithCaptcha, signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// Deletion forgets (issue 36): after a renter who ran a report, wrote and emailed a letter, bought and was refunded a
// pass, wrote to us and asked for a reset link deletes the account, nothing in any table of the database and nothing
// in the mail folder (file mail) names them. What is kept are the money records the privacy page names (purchases
// and refunds: plan, amount, dates, status, the provider's reference, a coded fingerprint of the email).
// A server of its own: its database and its mail folder hold this renter only.

let server: TestServer;
let mailDir: string;
beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'rv-forget-mail-'));
  server = await startTestServer({ TRUST_PROXY: '1', MAIL_DIR: mailDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

/** Every row of every table of the database, as text, with its table's name. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const db = server.database.db;
  const tables = await queryRows<{ table_schema: string; table_name: string }>(
    db,
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const rows: { table: string; row: string }[] = [];
  for (const { table_schema, table_name } of tables) {
    const name = `"${table_schema.replaceAll('"', '""')}"."${table_name.replaceAll('"', '""')}"`;
    const found = await queryRows<{ row: string }>(db, sql.raw(`select t::text as row from ${name} t`));
    rows.push(...found.map(({ row }) => ({ table: `${table_schema}.${table_name}`, row })));
  }
  expect(tables.length).toBeGreaterThan(10);
  return rows;
}

/** Every file in the mail folder, its text with quoted-printable soft breaks and escapes undone. */
function everyMail(): { file: string; text: string }[] {
  return readdirSync(mailDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const raw = readFileSync(file, 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { file, text: `${raw}\n${Buffer.from(text, 'latin1').toString('utf8')}` };
    });
}

function traces(terms: Record<string, string>, places: { where: string; text: string }[]) {
  return places.flatMap(({ where, text }) =>
    Object.entries(terms)
      // As written, or as written into an address (`4817%20Wistful…`, `4817+Wistful…`).
      .filter(([, term]) =>
        [term, encodeURIComponent(term), term.replaceAll(' ', '+')].some((form) =>
          text.toLowerCase().includes(form.toLowerCase()),
        ),
      )
      .map(([what]) => `${what} in ${where}`),
  );
}

describe('deleting an account forgets the renter', () => {
  it('leaves no row and no mail naming them: only the purchase and refund records, with none of their details', async () => {
    const { form, user, cookie } = await signUp(server, {
      firstName: 'Zephyrine',
      lastName: 'Quillfeatherson',
      email: `zephyrine.q.${Date.now()}@example.com`,
    });
    const streetAddress = '4817 Wistful Vista Dr';
    const contactText = 'A question about the radiator knocking at night in my flat.';

    // A report (its email), a letter written and emailed to the renter.
    const run = await server.api(
      '/api/reports',
      jsonPost(reportForm({ streetAddress, rentAmount: '2600' }), { cookie }),
    );
    expect(run.status).toBe(201);
    const { report } = (await run.json()) as { report: ReportView };
    const written = await server.api(
      `/api/reports/${report.id}/letters`,
      jsonPost({ tone: 'firm', length: 'letter' }, { cookie }),
    );
    expect(written.status).toBe(201);
    const { letter } = (await written.json()) as { letter: Letter };
    const letterText = `${letter.text}\n\nP.S. The radiator still knocks every night.`;
    const emailed = await server.api(
      `/api/reports/${report.id}/letters/${letter.id}/email`,
      jsonPost({ subject: letter.subject, text: letterText }, { cookie }),
    );
    expect(emailed.status).toBe(202);

    // A pass bought from the research page of the address (its receipt), then refunded (its notice).
    const checkout = await server.api(
      '/api/checkout',
      jsonPost({ tier: 2, pendingAction: null, fromPath: `/research?address=${streetAddress}` }, { cookie }),
    );
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const paid = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    );
    expect(paid.status).toBe(200);
    const [purchase] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, sessionId));
    const refunded = await server.api(`/api/purchases/${purchase!.id}/refund`, jsonPost({}, { cookie }));
    expect(refunded.status).toBe(200);

    // A contact message (the team's copy goes to the support address), a reset link, a failed sign-in.
    const contact = { firstName: form.firstName, email: form.email, subject: 'Radiator', message: contactText };
    expect((await postWithCaptcha(server, '/api/contact', contact, { ...freshClientIp(), cookie })).status).toBe(201);
    const reset = await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    expect(reset.status).toBe(200);
    const wrong = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: 'not it at all' });
    expect(wrong.status).toBe(401);
    // Every email is sent (an .eml file each) before the account goes.
    while ((await server.services.outbox.drain()) > 0);

    const terms = {
      email: form.email,
      'first name': form.firstName,
      'last name': form.lastName,
      'street address': streetAddress,
      'letter text': 'The radiator still knocks every night',
      'letter body': letter.text
        .split('\n')
        .find((line) => line.length > 40)!
        .slice(0, 40),
      'contact message': contactText,
      'account id': user.id,
    };
    const rowsOf = async () => (await everyRow()).map(({ table, row }) => ({ where: table, text: row }));
    const mailsOf = () => everyMail().map(({ file, text }) => ({ where: path.basename(file), text }));
    // The search finds each of them before the deletion: in the database and in the mail folder.
    const before = traces(terms, [...(await rowsOf()), ...mailsOf()]);
    for (const what of Object.keys(terms))
      expect(
        before.some((trace) => trace.startsWith(`${what} in`)),
        what,
      ).toBe(true);
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^contact message in .*\.eml$/)]));
    const countersOfTheAccount = async () =>
      (
        await queryRows<{ key: string }>(
          server.database.db,
          sql`select key from rate_limits where strpos(key, ${user.id.toLowerCase()}) > 0 order by key`,
        )
      ).map(({ key }) => key.replace(user.id.toLowerCase(), '<id>'));
    expect(await countersOfTheAccount()).toEqual(
      expect.arrayContaining(['checkout:user:<id>', 'letter-email:user:<id>', 'letter:user:<id>', 'report:user:<id>']),
    );

    const deleted = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: form.password }),
    });
    expect(deleted.status).toBe(204);

    // Every email in the folder was the renter's or about them (the team's copy of their message): none is left.
    expect({
      counters: await countersOfTheAccount(),
      rows: traces(terms, await rowsOf()),
      mails: traces(terms, mailsOf()),
      files: mailsOf().map(({ where }) => where),
    }).toEqual({ counters: [], rows: [], mails: [], files: [] });
    // The money records the privacy page names are kept: the purchase and its refund, with a coded fingerprint.
    const [kept] = await server.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(kept).toMatchObject({ userId: null, status: 'refunded', tier: 2, successPath: null, cancelPath: null });
    expect(kept!.emailHash).toMatch(/^[0-9a-f]{64}$/);
  }, 300_000);
});
