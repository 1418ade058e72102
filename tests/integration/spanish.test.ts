import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '#core/api/reports';
import type { Letter } from '#core/api/letters';
import { outbox, users } from '#server/db/schema';
import {
  cookieHeader,
  freshClientIp,
  postWithCaptcha,
  signupForm,
  SPANISH_REQUEST,
  signUpInSpanish,
} from '../helpers/accounts';
import { GOOD_AI_REPLY, startOpenAiStandIn } from '../helpers/openai-stand-in';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// RentValue en español through the API (issue 25, decision 074): the page's language travels as Accept-Language;
// a sign-up takes it as the account's language, a report's evaluation and a comparison are written in it, errors
// answer in it, a letter is written in the language the renter chooses, and emails go out in the account's language.

const SPANISH = SPANISH_REQUEST;
/** English words a Spanish text should not hold (official names aside). */
const ENGLISH_WORDS = /\b(the|and|your|with|this|is|are|rent|asking)\b/i;

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** A renter signed up from a Spanish page: a Spanish account. */
const spanishRenter = () => signUpInSpanish(server);

/** The 30-day pass, straight in the database: these tests are about languages, not billing. */
async function givePass(userId: string) {
  await server.database.db
    .update(users)
    .set({ paidPlan: true, planType: 2, planEnds: new Date(Date.now() + 86_400_000), credits: 5 })
    .where(eq(users.id, userId));
}

async function runReport(
  cookie: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = SPANISH,
) {
  const res = await server.api('/api/reports', jsonPost(reportForm(overrides), { cookie, ...headers }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { report: ReportView }).report;
}

describe('RentValue in Spanish through the API', () => {
  it('gives an account signed up from a Spanish page Spanish as its language, and lets the renter change it', async () => {
    const { user, cookie } = await spanishRenter();
    expect(user.language).toBe('es');
    const me = (await (await server.api('/api/me', { headers: { cookie } })).json()) as { user: { language: string } };
    expect(me.user.language).toBe('es');
    const set = await server.api('/api/account/language', {
      ...jsonPost({ language: 'en' }, { cookie }),
      method: 'PUT',
    });
    expect(set.status).toBe(200);
    const profile = (await (await server.api('/api/account', { headers: { cookie } })).json()) as {
      profile: { language: string };
    };
    expect(profile.profile.language).toBe('en');
    const refused = await server.api('/api/account/language', {
      ...jsonPost({ language: 'fr' }, { cookie }),
      method: 'PUT',
    });
    expect(refused.status).toBe(400);
  });

  it('writes the evaluation in Spanish from the figures, says so, and emails the report in Spanish', async () => {
    const { user, cookie } = await spanishRenter();
    const report = await runReport(cookie, { rentAmount: '1850' });
    expect(report.evaluation.language).toBe('es');
    const text = report.evaluation.text ?? '';
    expect(text).toMatch(/^Por \$1,850 al mes, /);
    expect(text).toContain('* Precio frente al rango esperado: ');
    expect(text).toContain(`Puntuación de Valor de ${report.valuation.valueScore?.toFixed(1)}`);
    expect(text).not.toContain('(revised)');
    expect(text.replace(/HUD [A-Za-z ]+Fair Market Rents?( \(revisadas\))?|FY\d{4}/g, '')).not.toMatch(ENGLISH_WORDS);

    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'report'), eq(outbox.toAddress, user.email)));
    expect(mail?.subject).toMatch(/^Su Informe de Valor de Renta: /);
    expect(mail?.textBody).toContain('Renta pedida: $1,850 al mes');
    expect(mail?.textBody).toContain(`/es/report/${report.id}`);

    // The same renter asking from an English page gets English; the account's language still sends Spanish mail.
    await givePass(user.id);
    // (An English page names its language: X-Page-Language comes before the account's setting.)
    const english = await runReport(
      cookie,
      { rentAmount: '1900', streetAddress: '701 W 2nd St' },
      { 'x-page-language': 'en', 'accept-language': 'en-US' },
    );
    expect(english.evaluation.language).toBe('en');
    expect(english.evaluation.text).toMatch(/^At \$1,900 a month, /);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('es');
  });

  it('answers errors in the language asked for, and in English otherwise', async () => {
    const { cookie } = await spanishRenter();
    const spanish = await server.api('/api/reports', jsonPost(reportForm({ rentAmount: '' }), { cookie, ...SPANISH }));
    expect(spanish.status).toBe(400);
    expect(((await spanish.json()) as { error: { message: string } }).error.message).toContain(
      'El campo "Renta" es obligatorio.',
    );
    // The server's own answers too: a request from outside our pages.
    const foreign = await server.api(
      '/api/reports',
      jsonPost(reportForm(), { cookie, ...SPANISH, origin: 'https://elsewhere.example' }),
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      'Esta solicitud no vino de una página de RentValue.',
    );
    const english = await server.api('/api/reports', jsonPost(reportForm({ rentAmount: '' }), { cookie }));
    expect(((await english.json()) as { error: { message: string } }).error.message).toContain(
      'The "Rent" field is required.',
    );
  });

  it("answers every refusal in Spanish to a Spanish request: the server's own, zod's own words, and a message with no Spanish of its own", async () => {
    const { cookie } = await spanishRenter();
    const origin = { origin: server.url };
    const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
    const answers: [string, Response, number, string | RegExp][] = [
      [
        'an unknown API route',
        await server.api('/api/nope', { headers: SPANISH }),
        404,
        'Esa dirección de la API no existe.',
      ],
      [
        'a body that is not JSON',
        await server.api('/api/reports', {
          method: 'POST',
          headers: { ...SPANISH, ...origin, cookie, 'content-type': 'application/json' },
          body: '{',
        }),
        400,
        'El cuerpo de la solicitud no es un JSON válido.',
      ],
      ['no session', await server.api('/api/account', { headers: SPANISH }), 401, 'Inicie sesión para continuar.'],
      [
        "a choice outside the list (zod's own words)",
        await server.api('/api/account/language', {
          method: 'PUT',
          headers: { ...SPANISH, ...origin, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'fr' }),
        }),
        400,
        /^language: Opción inválida/,
      ],
      [
        'a checkout without a plan',
        await server.api('/api/checkout', jsonPost({}, { ...SPANISH, cookie })),
        400,
        /^tier: /,
      ],
      [
        'a wrong password on deleting the account',
        await server.api('/api/account', {
          method: 'DELETE',
          headers: { ...SPANISH, ...origin, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'not my password 1' }),
        }),
        401,
        /contraseña/i,
      ],
    ];
    for (const [what, res, status, expected] of answers) {
      expect(res.status, what).toBe(status);
      const text = await message(res);
      if (typeof expected === 'string') expect(text, what).toBe(expected);
      else expect(text, what).toMatch(expected);
      expect(text, `${what}: ${text}`).not.toMatch(ENGLISH_WORDS);
      expect(text, `${what}: ${text}`).not.toMatch(/\b(Invalid|expected|required|Please|not found)\b/i);
    }
  });

  it("answers in the page's language, else the account's, else the chosen language, else Accept-Language", async () => {
    const renter = await spanishRenter();
    await givePass(renter.user.id);
    // A Spanish account that runs a report through the API without naming a language: Spanish.
    expect((await runReport(renter.cookie, {}, {})).evaluation.language).toBe('es');
    // The page names English (the renter reads an English page): English, whatever the account says.
    expect((await runReport(renter.cookie, {}, { 'x-page-language': 'en' })).evaluation.language).toBe('en');
    // Before Accept-Language: the account.
    expect((await runReport(renter.cookie, {}, { 'accept-language': 'en-US' })).evaluation.language).toBe('es');
    // No account: the visitor's chosen language (the rv_lang cookie) before Accept-Language, the page's before both.
    const refusal = async (headers: Record<string, string>) =>
      ((await (await server.api('/api/nope', { headers })).json()) as { error: { message: string } }).error.message;
    expect(await refusal({ cookie: 'rv_lang=es', 'accept-language': 'en-US' })).toBe(
      'Esa dirección de la API no existe.',
    );
    expect(await refusal({ cookie: 'rv_lang=es', 'x-page-language': 'en' })).toBe('No such API route.');
    expect(await refusal({ 'accept-language': 'es-MX,en;q=0.5' })).toBe('Esa dirección de la API no existe.');
    expect(await refusal({})).toBe('No such API route.');
  });

  it('writes a letter in Spanish by default from a Spanish page, and in English when the renter chooses it', async () => {
    const { user, cookie } = await spanishRenter();
    await givePass(user.id);
    const report = await runReport(cookie, { rentAmount: '2600' });
    const write = async (body: Record<string, unknown>) => {
      const res = await server.api(`/api/reports/${report.id}/letters`, jsonPost(body, { cookie, ...SPANISH }));
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { letter: Letter }).letter;
    };
    const spanish = await write({ tone: 'neutral', length: 'letter' });
    expect(spanish.language).toBe('es');
    expect(spanish.text).toContain('Estimado/a');
    expect(spanish.text).toContain('$2,600');
    expect(spanish.text).not.toMatch(/\b(Dear|Sincerely|the|rent)\b/);
    // For a landlord who reads English: the renter's choice on the letter, whatever the page's language.
    const english = await write({ tone: 'neutral', length: 'letter', language: 'en' });
    expect(english.language).toBe('en');
    expect(english.text).toContain('Dear');
    expect(english.text).toContain('$2,600');
  });

  it('writes a comparison summary in Spanish', async () => {
    const { user, cookie } = await spanishRenter();
    await givePass(user.id);
    const a = await runReport(cookie, { rentAmount: '1700', streetAddress: '1200 S Congress Ave' });
    const b = await runReport(cookie, { rentAmount: '2100', streetAddress: '1310 E 6th St', sqFt: '1100' });
    const res = await server.api('/api/compare/summary', jsonPost({ ids: [a.id, b.id] }, { cookie, ...SPANISH }));
    expect(res.status, await res.clone().text()).toBe(200);
    const summary = (await res.json()) as { leftColumn: string; rightColumn: string };
    expect(summary.leftColumn).toContain('Propiedad A');
    expect(`${summary.leftColumn}\n${summary.rightColumn}`).not.toMatch(ENGLISH_WORDS);
  });

  it('serves the Spanish front door to a visitor who chose Spanish, and every Spanish page under /es/', async () => {
    // A web build of its own: the shell, in English as index.html is written.
    const dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-es-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="description" content="RentValue judges rents." /></head><body><div id="root"></div><noscript>RentValue needs JavaScript.</noscript></body></html>',
    );
    const site = await startTestServer({ WEB_DIST_DIR: dist });
    try {
      const chosen = await site.api('/', { headers: { cookie: 'rv_lang=es' }, redirect: 'manual' });
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get('location')).toBe('/es/');
      // The browser's own languages only ever offer Spanish (on the page): the front door itself stays English.
      const offered = await site.api('/', { headers: { 'accept-language': 'es-US' }, redirect: 'manual' });
      expect(offered.status).toBe(200);
      expect(await offered.text()).toContain('<html lang="en">');
      for (const page of ['/es/', '/es/research', '/es/account', '/es/report/6f1c2a5e-1111-4222-8333-944455556666']) {
        const res = await site.api(page);
        expect(res.status, page).toBe(200);
        const html = await res.text();
        expect(html, page).toContain('<html lang="es">');
        expect(html, page).toContain('<noscript>RentValue necesita JavaScript para funcionar.');
        expect(html, page).toContain('para que los inquilinos en EE. UU. sepan si una renta es justa');
      }
      expect((await site.api('/es/no-such-page')).status).toBe(404);
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('asks a configured AI writer for Spanish, uses a Spanish answer, and falls back to the Spanish writer on an English one', async () => {
    const ai = await startOpenAiStandIn();
    const site = await startTestServer({
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'test-ai-key',
      AI_MODEL: 'stand-in-model',
      AI_TIMEOUT_MS: '2000',
      TRUST_PROXY: '1',
    });
    try {
      const form = signupForm();
      const signedUp = await postWithCaptcha(site, '/api/auth/sign-up', form, { ...freshClientIp(), ...SPANISH });
      const cookie = cookieHeader(signedUp);
      await site.database.db
        .update(users)
        .set({ paidPlan: true, planType: 2, planEnds: new Date(Date.now() + 86_400_000), credits: 5 })
        .where(eq(users.email, form.email as string));
      const run = async () => {
        const res = await site.api('/api/reports', jsonPost(reportForm(), { cookie, ...SPANISH }));
        expect(res.status).toBe(201);
        return ((await res.json()) as { report: ReportView }).report;
      };

      ai.reply = SPANISH_AI_REPLY;
      const written = await run();
      expect(written.evaluation).toEqual({ text: SPANISH_AI_REPLY, source: 'ai', language: 'es' });
      const system = (ai.completions().at(-1)?.json as { messages: { role: string; content: string }[] }).messages[0];
      expect(system?.content).toContain('Write the whole reply in US Spanish');

      ai.reply = GOOD_AI_REPLY;
      const fallback = await run();
      expect(fallback.evaluation.source).toBe('builtin');
      expect(fallback.evaluation.language).toBe('es');
      expect(fallback.evaluation.text).toMatch(/^Por \$1,850 al mes, /);
    } finally {
      await site.close();
      await ai.close();
    }
  });
});

/** A model's evaluation in Spanish, in the product's layout. */
const SPANISH_AI_REPLY = [
  'Por $1,850 al mes, este apartamento de 2 habitaciones está un poco por encima de la renta esperada de $1,780, pero dentro del rango esperado: Valor justo, con una Puntuación de Valor de 5.2.',
  '* Precio frente al rango esperado: $1,850 está dentro de $1,673–$1,887.',
  '* Precio por pie cuadrado: $1.85 frente a una mediana local de $1.70.',
  '* Negociación: Pida $1,780, citando la renta mediana de las viviendas comparables.',
].join('\n');
