import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ConfigError } from '#server/config';
import { DatabaseUnavailableError, type DatabaseHandle } from '#server/db/client';
import { ImportFormatError, importListings } from '#server/listings/import-listings';
import { importSummaryText } from '#server/listings/import-summary-text';
import { openListingsDatabase } from '#server/listings/open-listings-database';

// `npm run listings:import -- FILE.csv [--source NAME] [--map column=field …] [--delimiter ;] [--encoding cp1252]
// [--dry-run] [--rejects PATH]`: real listings the operator owns into the `listings` table (decision 010).

const USAGE = `Usage: npm run listings:import -- FILE.csv [options]
  --source NAME          source name stored with every row (default: the file name without extension)
  --map column=field     read a column as a field (repeatable); fields: source_id rent sqft lat lng bedrooms
                         bathrooms address city state zip listed_at building_type price_type currency text ignore
  --delimiter D          field delimiter: , ; | or tab (default: detected from the header)
  --encoding E           utf-8, cp1252, latin1, utf-16le ... (default: utf-8, or cp1252 when not valid UTF-8)
  --dry-run              check every row and write the rejects file, but change nothing in the database
  --rejects PATH         where rejected rows go (default: FILE.rejects.csv)
  --json                 print the summary as JSON
Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parseDelimiter(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text === 'tab' || text === '\\t') return '\t';
  if (text.length !== 1) fail(`--delimiter must be one character (or "tab"), got "${text}".\n\n${USAGE}`, 64);
  return text;
}

function parseMaps(entries: readonly string[]): Record<string, string> {
  const maps: Record<string, string> = {};
  for (const entry of entries) {
    const at = entry.lastIndexOf('=');
    if (at <= 0 || at === entry.length - 1) fail(`--map expects column=field, got "${entry}".\n\n${USAGE}`, 64);
    maps[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return maps;
}

async function main() {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        map: { type: 'string', multiple: true },
        delimiter: { type: 'string' },
        encoding: { type: 'string' },
        'dry-run': { type: 'boolean' },
        rejects: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`, 64);
  }
  if (args.values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const file = args.positionals[0];
  if (!file || args.positionals.length > 1) fail(`Give exactly one CSV file.\n\n${USAGE}`, 64);
  const dryRun = args.values['dry-run'] ?? false;

  let handle: DatabaseHandle | null = null;
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        { format: 'Importing [{bar}] {percentage}% | {rows} rows | {eta_formatted} left', etaBuffer: 50 },
        cliProgress.Presets.shades_classic,
      )
    : null;
  try {
    if (!dryRun) handle = await openListingsDatabase();
    let started = false;
    const summary = await importListings({
      file,
      source: args.values.source,
      maps: parseMaps(args.values.map ?? []),
      delimiter: parseDelimiter(args.values.delimiter),
      encoding: args.values.encoding,
      rejectsFile: args.values.rejects,
      dryRun,
      db: handle?.db,
      onProgress: ({ bytesRead, totalBytes, rowsRead }) => {
        if (!bar) return;
        if (!started) {
          bar.start(Math.max(1, totalBytes), 0, { rows: 0 });
          started = true;
        }
        bar.update(bytesRead, { rows: rowsRead.toLocaleString('en-US') });
      },
    });
    bar?.stop();
    process.stdout.write(args.values.json ? `${JSON.stringify(summary, null, 2)}\n` : importSummaryText(summary));
  } catch (error) {
    bar?.stop();
    if (error instanceof ImportFormatError) fail(`Cannot import: ${error.message}`, 65);
    if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) fail(error.message, 78);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') fail(`No such file: ${file}`, 66);
    throw error;
  } finally {
    await handle?.close();
  }
}

await main();
