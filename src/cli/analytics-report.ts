import { parseArgs } from 'node:util';
import { pageViewReport, type PageViewReport } from '#server/analytics/page-view-report';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { exitOnSetupError } from './exit-on-setup-error';

// `npm run analytics:report [-- --days N] [-- --json]`: first-party page views by path and day (UTC).
// It reads the server's database (DATABASE_URL, else the embedded one in DATA_DIR). The embedded database belongs to
// one process at a time, so stop the server before reading it; PostgreSQL can be read while the server runs.

const DEFAULT_DAYS = 30;
const MAX_DAYS = 3660;

const USAGE = `Usage: npm run analytics:report -- [--days N] [--json]
  --days N   the last N days, today included (default ${DEFAULT_DAYS}, at most ${MAX_DAYS})
  --json     print JSON instead of tables
`;

function columns(rows: readonly (readonly string[])[], rightAligned: readonly boolean[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function reportText(report: PageViewReport): string {
  const heading = `Page views, ${report.from} to ${report.to} (UTC, ${report.days} day${report.days === 1 ? '' : 's'}): ${count(report.total)}`;
  if (report.total === 0) return `${heading}\nNo page views recorded in this window.\n`;
  return [
    heading,
    '',
    'By path:',
    columns([['Path', 'Views'], ...report.byPath.map((r) => [r.path, count(r.views)])], [false, true]),
    '',
    'By day and path:',
    columns(
      [['Day', 'Path', 'Views'], ...report.byDay.map((r) => [r.day, r.path, count(r.views)])],
      [false, false, true],
    ),
    '',
  ].join('\n');
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(64);
}

let parsed;
try {
  parsed = parseArgs({
    options: { days: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values } = parsed;
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const days = values.days === undefined ? DEFAULT_DAYS : Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
  fail(`--days must be a whole number from 1 to ${MAX_DAYS}.`);

await exitOnSetupError(async () => {
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    poolMax: 1,
  });
  try {
    // A fresh DATA_DIR has no tables yet; migrating makes the answer "no page views" instead of an error.
    await handle.migrate();
    const report = await pageViewReport(handle.db, { days });
    process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
  } finally {
    await handle.close();
  }
});
