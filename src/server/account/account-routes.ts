import { createRoute } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import {
  AccountExportSchema,
  DashboardHistorySchema,
  DeleteAccountRequestSchema,
  HistoryCountSchema,
  HistorySchema,
  ProfileResponseSchema,
} from '#core/api/account';
import { requireUser } from '../auth/current-user';
import { SESSION_COOKIES } from '../auth/session-cookies';
import { createRouter } from '../http/create-router';
import { errorResponses, JSON_BODY, json } from '../http/openapi-responses';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { getProfile } from './get-profile';
import { listHistory } from './list-history';
import { countHistory } from './count-history';
import { DASHBOARD_HISTORY_CAP, listDashboardHistory } from './list-dashboard-history';

const signedIn = errorResponses({ 401: 'Not signed in' });

const profileRoute = createRoute({
  method: 'get',
  path: '/api/account',
  tags: ['account'],
  summary: 'The signed-in renter’s profile',
  responses: { 200: { description: 'Profile', content: json(ProfileResponseSchema) }, ...signedIn },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/account/history',
  tags: ['account'],
  summary: 'The latest 10 reports, newest first',
  responses: { 200: { description: 'History', content: json(HistorySchema) }, ...signedIn },
});

const historyAllRoute = createRoute({
  method: 'get',
  path: '/api/account/history/all',
  tags: ['account'],
  summary: `Every finished report for the dashboard, newest first (at most ${DASHBOARD_HISTORY_CAP}; capped says so)`,
  responses: {
    200: { description: 'Full history', content: json(DashboardHistorySchema) },
    ...signedIn,
  },
});

const historyCountRoute = createRoute({
  method: 'get',
  path: '/api/account/history/count',
  tags: ['account'],
  summary: 'The exact number of finished reports',
  responses: { 200: { description: 'Count', content: json(HistoryCountSchema) }, ...signedIn },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/account/export',
  tags: ['account'],
  summary: 'Download every piece of data held about the renter (JSON file)',
  responses: {
    200: { description: 'JSON attachment (Content-Disposition)', content: json(AccountExportSchema) },
    ...signedIn,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/account',
  tags: ['account'],
  summary: 'Delete the account, its reports and sessions (password required)',
  request: { body: { content: json(DeleteAccountRequestSchema), required: true } },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses({ 400: 'No password given', 401: 'Not signed in, or the wrong password', ...JSON_BODY }),
  },
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
    await deleteAccount({
      auth: services.auth,
      db: database.db,
      userId: user.id,
      password: c.req.valid('json').password,
      headers: c.req.raw.headers,
    });
    for (const name of SESSION_COOKIES) {
      deleteCookie(c, name, { path: '/', ...(name.startsWith('__Secure-') ? { secure: true } : {}) });
    }
    return c.body(null, 204);
  });
