import { parseArgs } from 'node:util';
import { listingsStats, type ListingsStats } from '#server/listings/listings-stats';
import { openListingsDatabase } from '#server/listings/open-listings-database';
import { exitOnSetupError } from './exit-on-setup-error';

// `npm run listings:stats [-- --json]`: rows by source, state and bedrooms, and the date range of the listings table.

function table(rows: readonly (readonly [string, number])[], total: number): string {
  return rows
    .map(
      ([label, count]) =>
        `  ${label.padEnd(26)} ${count.toLocaleString('en-US').padStart(10)}  ${((count / Math.max(1, total)) * 100).toFixed(1).padStart(5)}%`,
    )
    .join('\n');
}

function statsText(stats: ListingsStats): string {
  if (stats.total === 0)
    return 'The listings table is empty. Import listings with: npm run listings:import -- FILE.csv\n';
  const bedroomLabel = (n: number) => (n === 0 ? 'Studio' : n >= 6 ? `${n} (6+ bucket)` : String(n));
  return [
    `Listings: ${stats.total.toLocaleString('en-US')}, listed ${stats.listedFrom} to ${stats.listedTo}, median rent $${stats.medianRent?.toLocaleString('en-US')}`,
    'By source:',
    table(
      stats.bySource.map((r) => [r.source, r.rows]),
      stats.total,
    ),
    'By bedrooms:',
    table(
      stats.byBedrooms.map((r) => [bedroomLabel(r.bedrooms), r.rows]),
      stats.total,
    ),
    'By state:',
    table(
      stats.byState.map((r) => [r.state, r.rows]),
      stats.total,
    ),
    '',
  ].join('\n');
}

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
await exitOnSetupError(async () => {
  const handle = await openListingsDatabase();
  try {
    const stats = await listingsStats(handle.db);
    process.stdout.write(values.json ? `${JSON.stringify(stats, null, 2)}\n` : statsText(stats));
  } finally {
    await handle.close();
  }
});
