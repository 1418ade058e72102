import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Letter } from '#core/api/letters';
import type { ReportView } from '#core/api/reports';
import { outbox } from '#server/db/schema';
import { postWithCaptcha, SPANISH_REQUEST, signUpInSpanish } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Every email a renter receives goes out in the account's language (decision 074): a Spanish account gets the password
// reset, the receipt, the refund confirmation and its emailed letter in Spanish, with links to the Spanish pages.

const SPANISH = SPANISH_REQUEST;
/** "26 de noviembre de 2026": a date as es-US writes it in full. */
const SPANISH_DATE = /\d{1,2} de [a-zñé]+ de \d{4}/;

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** A renter signed up from a Spanish page: a Spanish account. */
const spanishRenter = () => signUpInSpanish(server);

async function mails(email: string, kind: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt));
}

describe('the emails of a Spanish account', () => {
  it('sends the password reset in Spanish, with a working link to the Spanish update-password page', async () => {
    const { form, user } = await spanishRenter();
    const res = await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    expect(res.status).toBe(200);
    const [mail] = await mails(user.email, 'password-reset');
    expect(mail?.subject).toBe('Restablezca su contraseña de RentValue');
    expect(mail?.textBody).toContain('Hola, Rita:');
    expect(mail?.textBody).toContain('Alguien pidió restablecer la contraseña de su cuenta de RentValue.');
    expect(mail?.textBody).toContain(`${server.url}/es/update-password?token=`);
    expect(mail?.htmlBody).toContain('/es/update-password?token=');
    expect(mail?.htmlBody).toContain('Elegir una contraseña nueva');

    const token = /\/es\/update-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const password = 'una contraseña nueva y larga';
    const reset = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token, password, confirmPassword: password }),
    );
    expect(reset.status).toBe(200);
  });

  it('sends the receipt and the refund confirmation in Spanish, the plan named and dated in Spanish', async () => {
    const { user, cookie } = await spanishRenter();
    const checkout = await server.api(
      '/api/checkout',
      jsonPost({ tier: 2, pendingAction: null, fromPath: '/es/account' }, { cookie, ...SPANISH }),
    );
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const pay = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    );
    expect(pay.status).toBe(200);

    const [receipt] = await mails(user.email, 'receipt');
    expect(receipt?.subject).toBe('Su recibo de RentValue: Acceso por 30 días');
    expect(receipt?.textBody).toContain(
      'Gracias por su compra de Acceso por 30 días ($20), un pago único sin suscripción.',
    );
    expect(receipt?.textBody).toMatch(
      new RegExp(`Informes de Valor de Renta ilimitados hasta el ${SPANISH_DATE.source}\\.`),
    );
    expect(receipt?.textBody).toContain('garantía de devolución del dinero');
    expect(receipt?.htmlBody).toContain('<p>Hola, Rita:</p>');

    const { items } = (await (await server.api('/api/purchases', { headers: { cookie } })).json()) as {
      items: { id: string }[];
    };
    const refund = await server.api(`/api/purchases/${items[0]!.id}/refund`, jsonPost({}, { cookie }));
    expect(refund.status).toBe(200);
    const [confirmation] = await mails(user.email, 'refund');
    expect(confirmation?.subject).toBe('Su reembolso de RentValue: Acceso por 30 días');
    expect(confirmation?.textBody).toContain('Le reembolsamos $20 por Acceso por 30 días.');
    expect(confirmation?.textBody).toContain('los informes que ya generó siguen siendo suyos.');
  });

  it('emails a letter with a Spanish note and a link to the Spanish report page, the letter as the renter wrote it', async () => {
    const { user, cookie } = await spanishRenter();
    const run = await server.api('/api/reports', jsonPost(reportForm({ rentAmount: '2600' }), { cookie, ...SPANISH }));
    expect(run.status, await run.clone().text()).toBe(201);
    const { report } = (await run.json()) as { report: ReportView };
    // A letter in English, for a landlord who reads English: the renter's words stay as written.
    const written = await server.api(
      `/api/reports/${report.id}/letters`,
      jsonPost({ tone: 'neutral', length: 'letter', language: 'en' }, { cookie, ...SPANISH }),
    );
    expect(written.status, await written.clone().text()).toBe(201);
    const { letter } = (await written.json()) as { letter: Letter };
    const edited = `${letter.text}\n\nP.S. I can move in on the first of the month.`;
    const sent = await server.api(
      `/api/reports/${report.id}/letters/${letter.id}/email`,
      jsonPost({ subject: 'Rent for 12B', text: edited }, { cookie, ...SPANISH }),
    );
    expect(sent.status).toBe(202);

    const [mail] = await mails(user.email, 'letter');
    expect(mail?.subject).toBe('Su carta de negociación: Rent for 12B');
    expect(mail?.textBody).toContain('Hola, Rita:');
    expect(mail?.textBody).toContain('Aquí tiene la carta de negociación que escribió en RentValue');
    expect(mail?.textBody).toContain(`El informe del que proviene: ${server.url}/es/report/${report.id}`);
    expect(mail?.textBody).toContain('Asunto: Rent for 12B\n');
    expect(mail?.textBody).toContain(edited);
  });
});
