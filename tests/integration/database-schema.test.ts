import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { authUser, comps, transactions, users } from '#server/db/schema';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  // An empty database: the server's start-up migrations are what this file checks.
  server = await startTestServer({}, { emptyDatabase: true });
});
afterAll(() => server?.close());

const TABLES = [
  'app_settings',
  'auth_account',
  'auth_session',
  'auth_user',
  'auth_verification',
  'captcha_uses',
  'comps',
  'contact_messages',
  'error_log',
  // Negotiation letters (docs/product.md#letters).
  'letters',
  'listings',
  'outbox',
  'page_views',
  'payment_events',
  'purchases',
  'rate_limits',
  'transactions',
  'users',
];

async function makeUser(id: string, credits = 1) {
  const db = server.database.db;
  await db.insert(authUser).values({ id, name: id, email: `${id}@example.com` });
  await db.insert(users).values({ id, email: `${id}@example.com`, credits });
}

describe('migrations', () => {
  it('create every table of the data model, with its field names in snake_case', async () => {
    const tables = await queryRows<{ table_name: string }>(
      server.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(TABLES);
    const columns = await queryRows<{ column_name: string }>(
      server.database.db,
      sql`select column_name from information_schema.columns where table_name = 'transactions'`,
    );
    const names = columns.map((r) => r.column_name);
    for (const field of [
      'street_address',
      'zip_code',
      'value_score',
      'percentage_difference',
      'ai_evaluation_summary',
      'data_source',
      'status',
      'error',
    ]) {
      expect(names).toContain(field);
    }
  });

  it('are idempotent: applying them again changes nothing', async () => {
    await expect(server.database.migrate()).resolves.toBeUndefined();
  });
});

describe('data rules the database itself enforces', () => {
  it('credits can never go below 0, so the reservation `credits - 1 WHERE credits > 0` is the only way down', async () => {
    await makeUser('credit-user', 1);
    const db = server.database.db;
    const take = () =>
      db
        .update(users)
        .set({ credits: sql`${users.credits} - 1` })
        .where(sql`${users.id} = 'credit-user' and ${users.credits} > 0`)
        .returning({ credits: users.credits });
    expect(await take()).toEqual([{ credits: 0 }]);
    expect(await take()).toEqual([]);
    await expect(db.update(users).set({ credits: -1 }).where(eq(users.id, 'credit-user'))).rejects.toThrow();
  });

  it('deleting an account removes its profile, reports and comps', async () => {
    await makeUser('leaver');
    const db = server.database.db;
    const [report] = await db
      .insert(transactions)
      .values({
        userId: 'leaver',
        streetAddress: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        rent: 150000,
        bedrooms: '2',
        bathrooms: '1',
        sqft: 900,
        buildingType: 'apartment',
        qualityLevel: 2,
        amenitiesLevel: 2.5,
      })
      .returning();
    expect(report?.status).toBe('pending');
    expect(report?.amenitiesLevel).toBe(2.5);
    await db.insert(comps).values({ transactionId: report!.id, address: '3 Oak St', price: 140000, sqft: 850 });
    await db.delete(authUser).where(eq(authUser.id, 'leaver'));
    expect(await db.select().from(users).where(eq(users.id, 'leaver'))).toEqual([]);
    expect(await db.select().from(transactions).where(eq(transactions.userId, 'leaver'))).toEqual([]);
    expect(await db.select().from(comps).where(eq(comps.transactionId, report!.id))).toEqual([]);
  });

  it('a report must be an apartment or a house', async () => {
    await makeUser('typer');
    await expect(
      server.database.db.execute(
        sql`insert into transactions (user_id, street_address, city, state, zip_code, rent, bedrooms, bathrooms, sqft, building_type, quality_level, amenities_level)
            values ('typer', '1 A St', 'X', 'TX', '78701', 1, '1', '1', 1, 'castle', 2, 2)`,
      ),
    ).rejects.toThrow();
  });
});
