import { parseArgs } from 'node:util';
import { measureAccuracy } from './listings-accuracy-run';

// `npm run bench:accuracy -- FILE.csv [--delimiter ;] [--encoding cp1252] [--map column=field …]`: how close the
// expected rent of a report comes to real rents (median absolute percentage error, share within 10%, coverage),
// with the ranked comparable choice and, for comparison, choosing by distance alone. JSON out.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    delimiter: { type: 'string' },
    encoding: { type: 'string' },
    map: { type: 'string', multiple: true },
  },
});
const file = positionals[0];
if (!file) {
  process.stderr.write('Usage: npm run bench:accuracy -- FILE.csv [--delimiter ;] [--encoding cp1252] [--map column=field]\n');
  process.exit(64);
}
const maps = Object.fromEntries(
  (values.map ?? []).map((entry) => [entry.slice(0, entry.lastIndexOf('=')), entry.slice(entry.lastIndexOf('=') + 1)]),
);
const lookbackDays = Number(process.env.COMPS_LOOKBACK_DAYS ?? 365);
const result = await measureAccuracy({
  file,
  delimiter: values.delimiter === 'tab' ? '\t' : values.delimiter,
  encoding: values.encoding,
  maps,
  lookbackDays,
  baseline: true,
});
process.stdout.write(`${JSON.stringify({ node: process.version, at: new Date().toISOString(), ...result }, null, 2)}\n`);
