import { benchReportRun } from './report-run';

// `npm run bench:report`: POST /api/reports with the listings provider over generated listings (default 1,000,000;
// BENCH_REPORT_LISTINGS to change), on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set. Filling 1M rows
// takes several minutes per database. JSON out.

const listings = Number(process.env.BENCH_REPORT_LISTINGS ?? 1_000_000);
const runs = Number(process.env.BENCH_REPORT_RUNS ?? 500);
const result = {
  node: process.version,
  at: new Date().toISOString(),
  ...(process.env.BENCH_SKIP_PGLITE ? {} : { pglite: await benchReportRun({ runs, provider: 'listings', listings }) }),
  ...(process.env.BENCH_DATABASE_URL
    ? {
        postgres: await benchReportRun({
          runs,
          provider: 'listings',
          listings,
          databaseUrl: process.env.BENCH_DATABASE_URL,
        }),
      }
    : {}),
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
