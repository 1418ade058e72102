import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '#server/db/client';
import { listings } from '#server/db/schema';
import { ImportFormatError, importListings } from '#server/listings/import-listings';
import { zipPlace as lookupZip } from '#server/providers/geocoder/zip-database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The listings import on a messy file the test writes itself: Windows-1252 text, delimiters and line breaks inside
// quoted fields, `null`s, a duplicate id, impossible coordinates and a blank line.

let database: TestDatabase;
let handle: DatabaseHandle;
const dir = mkdtempSync(path.join(tmpdir(), 'rv-listings-import-'));

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({ url: database.url, dataDir: database.dataDir });
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER = 'listing_id,Rent,Sq Ft,Beds,Baths,Address,City,State,Zip,Latitude,Longitude,Listed,Description';
// [row, what becomes of it]; the blank line is skipped and is not a row.
const ROWS: [string, string][] = [
  ['a1,1500,900,2,1,"100 Main St, Apt 4",Austin,TX,78701,30.2672,-97.7431,2026-01-15,"Nice; bright, café"', 'imported'],
  ['a2,1200,null,1,null,null,Austin,TX,null,30.27,-97.74,1767225600,null', 'imported'],
  [
    'a3,"$1,050",500,Studio,1 bath,12 Elm St,Seattle,WA,98122,null,null,2026-02-01,"Résumé – “quoted” text"',
    'imported',
  ],
  [
    'a4,1800,1000,2,2,7 Oak Ave,Austin,TX,,30.3,-97.7,2026-03-01,"line one\r\nline two; still ""one"" field"',
    'imported',
  ],
  ['a1,1550,900,2,1,"100 Main St, Apt 4",Austin,TX,78701,30.2672,-97.7431,2026-01-20,"same id, café"', 'duplicate_id'],
  ['a5,1400,800,1,1,9 Pine St,Austin,TX,,0,0,2026-01-01,placeholder point', 'coordinates_outside_us'],
  ['a6,1400,800,1,1,9 Pine St,Austin,TX,,47.6,-122.3,2026-01-01,Seattle point in Texas', 'coordinates_outside_state'],
  ['a7,null,800,1,1,9 Pine St,Austin,TX,,30.27,-97.74,2026-01-01,no rent', 'missing_rent'],
  ['a8,1500,50000,3,2,9 Pine St,Austin,TX,,30.27,-97.74,2026-01-01,whole building', 'implausible_sqft'],
  ['a9,1500,900', 'wrong_column_count'],
  ['a10,1500,900,2,1,9 Pine St,Austin,TX,,30.27,-97.74,null,no date', 'missing_date'],
  ['a11,1500,900,two,1,9 Pine St,Austin,TX,,30.27,-97.74,2026-01-01,bad beds', 'invalid_bedrooms'],
];

function messyCsv(rows: readonly string[]): Buffer {
  const text = [HEADER, ...rows.slice(0, 4), '', ...rows.slice(4)].join('\r\n') + '\r\n';
  return iconv.encode(text, 'windows-1252');
}

function writeFile(name: string, content: Buffer | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

async function countSource(source: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    handle.db,
    sql`select count(*) as n from listings where source = ${source}`,
  );
  return Number(row?.n);
}

describe('listings import of a messy file', () => {
  const file = writeFile('messy.csv', messyCsv(ROWS.map(([row]) => row)));

  it('imports the good rows and counts every rejected row by reason', async () => {
    const summary = await importListings({ file, db: handle.db, source: 'messy' });
    expect(summary).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ',',
      read: ROWS.length,
      imported: 4,
      updated: 0,
      unchanged: 0,
      rejected: ROWS.length - 4,
      rejectedByReason: {
        duplicate_id: 1,
        coordinates_outside_us: 1,
        coordinates_outside_state: 1,
        missing_rent: 1,
        implausible_sqft: 1,
        wrong_column_count: 1,
        missing_date: 1,
        invalid_bedrooms: 1,
      },
      locatedFromZip: 1,
      rejectsFile: `${file}.rejects.csv`,
    });
    expect(summary.columns).toMatchObject({
      source_id: 'listing_id',
      rent: 'Rent',
      sqft: 'Sq Ft',
      zip: 'Zip',
      text: 'Description',
    });
  });

  it('writes each rejected row, its line and its reason next to the input, in UTF-8', () => {
    const rejects = readFileSync(`${file}.rejects.csv`, 'utf8').trimEnd().split('\r\n');
    expect(rejects[0]).toBe(`line,reject_reason,reject_detail,${HEADER}`);
    // Lines: the header is 1, a4 spans two lines, a blank line follows it.
    expect(rejects.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '8,duplicate_id',
      '9,coordinates_outside_us',
      '10,coordinates_outside_state',
      '11,missing_rent',
      '12,implausible_sqft',
      '13,wrong_column_count',
      '14,missing_date',
      '15,invalid_bedrooms',
    ]);
    expect(rejects[1]).toContain('"same id, café"');
    expect(rejects[1]).toContain('"100 Main St, Apt 4"');
  });

  it('stores the rows as read: cents, labels, quoted text, coordinates from the ZIP', async () => {
    const rows = await handle.db
      .select()
      .from(listings)
      .where(eq(listings.source, 'messy'))
      .orderBy(asc(listings.sourceId));
    expect(rows.map((r) => r.sourceId)).toEqual(['a1', 'a2', 'a3', 'a4']);
    const [a1, a2, a3, a4] = rows;
    expect(a1).toMatchObject({
      address: '100 Main St, Apt 4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      rent: 150000,
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
    });
    expect(a1?.listedAt.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(a2).toMatchObject({ address: '', sqft: null, bathrooms: null, zip: null, rent: 120000 });
    expect(a2?.listedAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const seattle = lookupZip('98122');
    expect(a3).toMatchObject({
      rent: 105000,
      bedrooms: 0,
      bathrooms: 1,
      state: 'WA',
      zip: '98122',
      lat: seattle?.latitude,
      lng: seattle?.longitude,
    });
    expect(a4).toMatchObject({ bedrooms: 2, bathrooms: 2, rent: 180000 });
  });

  it('changes nothing when the same file is imported again', async () => {
    const summary = await importListings({ file, db: handle.db, source: 'messy' });
    expect(summary).toMatchObject({
      read: ROWS.length,
      imported: 0,
      updated: 0,
      unchanged: 4,
      rejected: ROWS.length - 4,
    });
    expect(await countSource('messy')).toBe(4);
  });

  it('updates only the rows whose content changed', async () => {
    const changed = ROWS.map(([row]) => (row.startsWith('a2,') ? row.replace('a2,1200,', 'a2,1250,') : row));
    const summary = await importListings({
      file: writeFile('messy.csv', messyCsv(changed)),
      db: handle.db,
      source: 'messy',
    });
    expect(summary).toMatchObject({ imported: 0, updated: 1, unchanged: 3 });
    const [a2] = await handle.db.select().from(listings).where(eq(listings.sourceId, 'a2'));
    expect(a2?.rent).toBe(125000);
  });

  it('keeps sources apart: the same ids under another source are other listings', async () => {
    const summary = await importListings({ file, db: handle.db, source: 'other-feed' });
    expect(summary.imported).toBe(4);
    expect(await countSource('other-feed')).toBe(4);
  });

  it('checks everything and writes nothing in a dry run', async () => {
    const summary = await importListings({ file, source: 'dry', dryRun: true });
    expect(summary).toMatchObject({ dryRun: true, read: ROWS.length, imported: 4, rejected: ROWS.length - 4 });
    expect(await countSource('dry')).toBe(0);
  });

  it('derives a stable id from the content when the file has no id column, so a re-import is unchanged too', async () => {
    const noIds = writeFile(
      'no-ids.csv',
      'price;beds;zip;date\n1500;2;98122;2026-01-05\n1600;3;98122;2026-01-06\n1500;2;98122;2026-01-05\n',
    );
    const first = await importListings({ file: noIds, db: handle.db, source: 'no-ids' });
    expect(first).toMatchObject({
      delimiter: ';',
      imported: 2,
      rejected: 1,
      rejectedByReason: { duplicate_id: 1 },
      locatedFromZip: 2,
    });
    const again = await importListings({ file: noIds, db: handle.db, source: 'no-ids' });
    expect(again).toMatchObject({ imported: 0, unchanged: 2 });
  });

  it('leaves no rejects file behind when every row is good', async () => {
    const clean = writeFile('clean.csv', messyCsv(ROWS.slice(0, 4).map(([row]) => row)));
    writeFileSync(`${clean}.rejects.csv`, 'stale');
    const summary = await importListings({ file: clean, db: handle.db, source: 'clean' });
    expect(summary.rejectsFile).toBeNull();
    expect(existsSync(`${clean}.rejects.csv`)).toBe(false);
  });
});

describe('malformed files stop with a message saying what was expected', () => {
  it('binary data', async () => {
    const file = writeFile(
      'sheet.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]),
    );
    await expect(importListings({ file, db: handle.db })).rejects.toThrow(/not a text file.*expected a CSV text file/);
  });

  it('the wrong delimiter', async () => {
    const file = writeFile('semicolons.csv', 'id;price;beds;date;zip\n1;1500;2;2026-01-01;98122\n');
    const error = await importListings({ file, db: handle.db, delimiter: ',' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/missing required columns: rent.*single column.*not ","-separated/);
  });

  it('missing required columns', async () => {
    const file = writeFile('people.csv', 'name,email,city\nAda,ada@example.com,London\n');
    await expect(importListings({ file, db: handle.db })).rejects.toThrow(
      /missing required columns: rent \(price, rent\); bedrooms .*Found 3 column\(s\).*name, email, city.*--map column=field/,
    );
  });

  it('an unclosed quote', async () => {
    const file = writeFile(
      'broken.csv',
      'id,price,beds,date,zip\n1,1500,2,2026-01-01,"98122\n2,1600,3,2026-01-01,98122\n',
    );
    await expect(importListings({ file, db: handle.db })).rejects.toThrow(/not a well-formed CSV file.*double quotes/);
  });

  it('an empty file', async () => {
    const file = writeFile('empty.csv', '');
    await expect(importListings({ file, db: handle.db })).rejects.toThrow(/is empty/);
  });

  it('a --map naming no column', async () => {
    const file = writeFile('mapped.csv', 'id,price,beds,date,zip\n1,1500,2,2026-01-01,98122\n');
    await expect(importListings({ file, db: handle.db, maps: { monthly: 'rent' } })).rejects.toThrow(
      /--map monthly=rent/,
    );
  });
});
