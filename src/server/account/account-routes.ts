import { eq } from 'drizzle-orm';
import { accountOperations } from '#core/api/account';
import { users } from '../db/schema';
import { requireUser } from '../auth/current-user';
import { clearSessionCookies } from '../auth/session-cookies';
import { createRouter } from '../http/create-router';
import { JSON_BODY } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { getProfile } from './get-profile';
import { listHistory } from './list-history';
import { countHistory } from './count-history';
import { DASHBOARD_HISTORY_CAP, listDashboardHistory } from './list-dashboard-history';

const SIGNED_IN = { 401: 'Not signed in' } as const;

const profileRoute = operationRoute(accountOperations.profile, {
  tags: ['account'],
  summary: 'The signed-in renter’s profile',
  success: { 200: 'Profile' },
  errors: SIGNED_IN,
});

const historyRoute = operationRoute(accountOperations.history, {
  tags: ['account'],
  summary: 'The latest 10 reports, newest first',
  success: { 200: 'History' },
  errors: SIGNED_IN,
});

const historyAllRoute = operationRoute(accountOperations.historyAll, {
  tags: ['account'],
  summary: `Every finished report for the dashboard, newest first (at most ${DASHBOARD_HISTORY_CAP}; capped says so)`,
  success: { 200: 'Full history' },
  errors: SIGNED_IN,
});

const historyCountRoute = operationRoute(accountOperations.historyCount, {
  tags: ['account'],
  summary: 'The exact number of finished reports',
  success: { 200: 'Count' },
  errors: SIGNED_IN,
});

const exportRoute = operationRoute(accountOperations.export, {
  tags: ['account'],
  summary: 'Download every piece of data held about the renter (JSON file)',
  success: { 200: 'JSON attachment (Content-Disposition)' },
  errors: SIGNED_IN,
});

const setLanguageRoute = operationRoute(accountOperations.setLanguage, {
  tags: ['account'],
  summary: 'Set the language the renter reads RentValue and its emails in (the language switch saves it)',
  success: { 200: 'Saved' },
  errors: { ...SIGNED_IN, 400: 'Not en or es', ...JSON_BODY },
});

const deleteRoute = operationRoute(accountOperations.delete, {
  tags: ['account'],
  summary: 'Delete the account, its reports and sessions (password required)',
  success: { 204: 'Deleted' },
  errors: { 400: 'No password given', 401: 'Not signed in, or the wrong password', ...JSON_BODY },
});

export const accountRoutes = createRouter()
  .openapi(profileRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ profile: await getProfile(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(historyRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listHistory(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(historyAllRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await listDashboardHistory(c.get('deps').database.db, user.id), 200);
  })
  .openapi(historyCountRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ count: await countHistory(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(setLanguageRoute, async (c) => {
    const user = await requireUser(c);
    const { language } = c.req.valid('json');
    await c.get('deps').database.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ language }, 200);
  })
  .openapi(exportRoute, async (c) => {
    const user = await requireUser(c);
    const data = await exportAccountData(c.get('deps').database.db, user.id);
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Disposition',
      `attachment; filename="rentvalue-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json(data, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const user = await requireUser(c);
    const { services, database } = c.get('deps');
    const deleted = await deleteAccount({
      auth: services.auth,
      db: database.db,
      userId: user.id,
      password: c.req.valid('json').password,
      headers: c.req.raw.headers,
    });
    // The copies the mailer keeps (file mail's `.eml` files) of the emails whose rows went with the account.
    await services.outbox
      .forget({ ids: deleted.emailIds, to: deleted.address })
      .catch((error: unknown) =>
        c.get('deps').logger.error({ err: error }, 'the deleted account’s copies of its emails were not all removed'),
      );
    clearSessionCookies(c);
    return c.body(null, 204);
  });
