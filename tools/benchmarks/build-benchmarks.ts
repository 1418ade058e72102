// `npm run benchmarks:build [-- --source DIR] [-- --out DIR] [-- --check]`: rebuilds the committed rent-benchmark
// tables (src/server/providers/benchmarks/data/) from the HUD and Census Bureau files in ../shared/data/benchmarks/
// and prints one line per table. `--check` builds into a scratch folder instead and fails when the committed tables
// differ from what the build makes. See benchmark-builder.ts and docs/decisions/040-rent-benchmarks.md.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCHMARK_TABLES } from '#server/providers/benchmarks/benchmark-tables';
import { buildBenchmarks, formatSummary } from './benchmark-builder';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  const { values } = parseArgs({
    options: {
      source: { type: 'string', default: path.resolve(root, '../shared/data/benchmarks') },
      out: { type: 'string', default: path.resolve(root, 'src/server/providers/benchmarks/data') },
      check: { type: 'boolean', default: false },
    },
  });
  const sourceDir = path.resolve(values.source);
  const committedDir = path.resolve(values.out);
  const outDir = values.check ? mkdtempSync(path.join(tmpdir(), 'rv-benchmarks-')) : committedDir;
  const summaries = buildBenchmarks({ sourceDir, outDir });
  if (values.check) {
    const stale = Object.values(BENCHMARK_TABLES)
      .map(({ file }) => file)
      .filter(
        (file) => readFileSync(path.join(outDir, file), 'utf8') !== readFileSync(path.join(committedDir, file), 'utf8'),
      );
    rmSync(outDir, { recursive: true, force: true });
    if (stale.length > 0) throw new Error(`Out of date: ${stale.join(', ')}. Run npm run benchmarks:build and commit.`);
    console.log(`The ${summaries.length} committed tables are what the build makes of ${sourceDir}.`);
    process.exit(0);
  }
  for (const summary of summaries) console.log(formatSummary(summary));
  const total = summaries.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`${summaries.length} tables, ${(total / 1000).toFixed(1)} kB, from ${sourceDir} into ${outDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
