import { parseArgs } from 'node:util';
import { measureAccuracy, measureSampleMarket } from './listings-accuracy-run';

// `npm run bench:accuracy -- FILE.csv [--delimiter ;] [--encoding cp1252] [--map column=field …] [--provider sample]`:
// how close the expected rent of a report comes to real rents (median absolute percentage error, share within 10%,
// coverage, score coverage), each subject valued as of its own listing date, beside the methods it replaced, with
// breakdowns by bedrooms, state and confidence. `--provider sample` instead compares the sample market's median with
// the file's real rents. JSON out.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    delimiter: { type: 'string' },
    encoding: { type: 'string' },
    map: { type: 'string', multiple: true },
    provider: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) {
  process.stderr.write(
    'Usage: npm run bench:accuracy -- FILE.csv [--delimiter ;] [--encoding cp1252] [--map column=field]\n',
  );
  process.exit(64);
}
const maps = Object.fromEntries(
  (values.map ?? []).map((entry) => [entry.slice(0, entry.lastIndexOf('=')), entry.slice(entry.lastIndexOf('=') + 1)]),
);
const lookbackDays = Number(process.env.COMPS_LOOKBACK_DAYS ?? 365);
const options = {
  file,
  delimiter: values.delimiter === 'tab' ? '\t' : values.delimiter,
  encoding: values.encoding,
  maps,
  lookbackDays,
};
if (values.provider !== undefined && values.provider !== 'sample' && values.provider !== 'listings') {
  process.stderr.write('--provider takes sample or listings\n');
  process.exit(64);
}
const result = values.provider === 'sample' ? await measureSampleMarket(options) : await measureAccuracy(options);
process.stdout.write(
  `${JSON.stringify({ node: process.version, at: new Date().toISOString(), ...result }, null, 2)}\n`,
);
