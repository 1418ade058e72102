import { eq, sql } from 'drizzle-orm';
import type { ReportForm } from '#core/report/report-form';
import type { Valuation } from '#core/valuation/valuation';
import type { Database } from '../db/client';
import { comps as compsTable, transactions } from '../db/schema';
import type { GeocodeResult } from '../providers/geocoder/geocoder-port';
import type { ComparablesResult } from '../providers/rent-data/rent-data-port';
import type { StoredComp } from './report-comps';
import type { StoredMarket } from '#core/valuation/stored-market';
import { reportAddress } from './report-subject';
import { storableText, storableValue } from '#core/primitives/clean-text';
import { RunSweptError, runningRow } from './report-run-row';

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

/**
 * The comps in one statement with one parameter, a JSON array (in order: their ids keep it). A provider's text is
 * made storable first (a lone surrogate in a listing's address would fail the whole run). Drizzle's multi-row
 * insert built the SQL value by value, 14 parameters a comp: the largest share of a report run's CPU (decision 065).
 */
async function insertComps(tx: Database, transactionId: string, stored: readonly StoredComp[]): Promise<void> {
  const rows = stored.map((c) => ({
    address: c.address,
    price: Math.round(c.price * 100),
    bedrooms: c.bedrooms,
    baths: c.baths,
    sqft: c.sqft,
    latitude: c.latitude,
    longitude: c.longitude,
    distance_miles: c.distanceMiles,
    listed_at: c.listedAt,
    source: c.source,
    zip: c.zip,
    benchmark_rent: cents(c.benchmarkRent),
    correlation: c.correlation,
  }));
  await tx.execute(sql`
    insert into comps (transaction_id, address, price, bedrooms, baths, sqft, latitude, longitude, distance_miles,
                       listed_at, source, zip, benchmark_rent, correlation)
    select ${transactionId}::uuid, address, price, bedrooms, baths, sqft, latitude, longitude, distance_miles,
           listed_at, source, zip, benchmark_rent, correlation
    from rows from (jsonb_to_recordset(${JSON.stringify(storableValue(rows))}::jsonb) as (
           address text, price integer, bedrooms text, baths text, sqft integer, latitude double precision,
           longitude double precision, distance_miles double precision, listed_at timestamptz, source text, zip text,
           benchmark_rent integer, correlation double precision)) with ordinality as c
    order by c.ordinality`);
}

export interface ReportFigures {
  transactionId: string;
  form: ReportForm;
  point: GeocodeResult | null;
  found: ComparablesResult;
  market: StoredMarket;
  stored: readonly StoredComp[];
  valuation: Valuation;
}

/**
 * The run's "report" stage: in one transaction, the scoring and the comparables' window go on the row and its comps
 * are replaced by the stored ones. A row the sweep failed meanwhile is left as it is (RunSweptError).
 */
export async function storeReportFigures(db: Database, figures: ReportFigures): Promise<void> {
  const { transactionId, form, point, found, market, stored, valuation } = figures;
  await db.transaction(async (tx) => {
    const [stillRunning] = await tx
      .update(transactions)
      .set({
        valueScore: valuation.value_score,
        askingPrice: cents(valuation.asking_price),
        marketPrice: cents(valuation.market_price),
        minPrice: cents(valuation.min_price),
        maxPrice: cents(valuation.max_price),
        medianRent: cents(valuation.median_rent),
        percentageDifference: valuation.percentage_difference,
        mapQueryAddress: reportAddress(form),
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        geocodePrecision: point?.precision ?? null,
        dataSource: storableText(found.provider),
        compsRadiusMiles: found.radiusMiles,
        compsWindowFrom: found.window.from.slice(0, 10),
        compsWindowTo: found.window.to.slice(0, 10),
        benchmarks: storableValue(market),
        providerMedianRent: cents(found.providerRent ?? found.medianRent),
      })
      .where(runningRow(transactionId))
      .returning({ id: transactions.id });
    if (!stillRunning) throw new RunSweptError('the sweep failed this run before its figures were stored');
    await tx.delete(compsTable).where(eq(compsTable.transactionId, transactionId));
    if (stored.length > 0) await insertComps(tx, transactionId, stored);
  });
}
