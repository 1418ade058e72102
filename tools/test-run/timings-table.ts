import { existsSync, readFileSync, statSync } from 'node:fs';
import type { TimingRow } from './timings-reporter';

// The per-file durations of the last `npm test` (test-results/timings.jsonl): the slowest files, then each project's
// files, tests and summed seconds. `npm run test:timings [-- N]` prints it; `npm test` prints it at its end.

export const TIMINGS_FILE = 'test-results/timings.jsonl';

export function readTimings(file = TIMINGS_FILE): TimingRow[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TimingRow);
}

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const padStart = (text: string, width: number) =>
  text.length >= width ? text : ' '.repeat(width - text.length) + text;

/** The table as text: the `slowest` slowest files, then the totals per project. */
export function timingsTable(rows: readonly TimingRow[], slowest = 15): string {
  if (rows.length === 0) return 'No test timings recorded.';
  const sorted = [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  const fileWidth = Math.max(...sorted.map((row) => row.file.length), 4);
  const projectWidth = Math.max(...rows.map((row) => row.project.length), 7);
  const lines = [
    `Slowest ${sorted.length} test files:`,
    `${pad('seconds', 8)} ${pad('project', projectWidth)} ${pad('file', fileWidth)} tests`,
  ];
  for (const row of sorted) {
    lines.push(
      `${padStart(row.seconds.toFixed(1), 7)}  ${pad(row.project, projectWidth)} ${pad(row.file, fileWidth)} ${row.tests}${row.failed ? ` (${row.failed} failed)` : ''}`,
    );
  }
  const projects = new Map<string, { files: number; tests: number; seconds: number }>();
  for (const row of rows) {
    const total = projects.get(row.project) ?? { files: 0, tests: 0, seconds: 0 };
    projects.set(row.project, {
      files: total.files + 1,
      tests: total.tests + row.tests,
      seconds: total.seconds + row.seconds,
    });
  }
  lines.push('', 'Per project (seconds summed over files; files run in parallel, so the wall time is less):');
  for (const [project, total] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds)) {
    lines.push(
      `${padStart(total.seconds.toFixed(1), 7)}  ${pad(project, projectWidth)} ${total.files} files, ${total.tests} tests`,
    );
  }
  const tests = rows.reduce((sum, row) => sum + row.tests, 0);
  lines.push(`         all      ${rows.length} files, ${tests} tests`);
  return lines.join('\n');
}

/** Every failed test with its file, project and the start of its error; empty when none failed. */
export function failuresList(rows: readonly TimingRow[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    for (const failure of row.failures ?? []) {
      lines.push(`✗ ${row.project} ${row.file} > ${failure.name}`, ...failure.error.split('\n').map((l) => `    ${l}`));
    }
  }
  return lines.length > 0 ? ['Failed tests:', ...lines].join('\n') : '';
}

/** Every test that passed only on its retry, with its file and project; empty when none. */
export function flakyList(rows: readonly TimingRow[]): string {
  const lines = rows.flatMap((row) => (row.flaky ?? []).map((name) => `~ ${row.project} ${row.file} > ${name}`));
  return lines.length > 0 ? ['Passed only on a retry (flaky, to be fixed):', ...lines].join('\n') : '';
}

if (process.argv[1]?.endsWith('timings-table.ts')) {
  const slowest = Number(process.argv[2] ?? 15);
  const rows = readTimings();
  if (rows.length === 0) {
    console.log(`No timings in ${TIMINGS_FILE}: run \`npm test\` first.`);
  } else {
    console.log(`From ${TIMINGS_FILE}, written ${statSync(TIMINGS_FILE).mtime.toISOString()}:\n`);
    console.log(timingsTable(rows, Number.isFinite(slowest) && slowest > 0 ? slowest : 15));
  }
}
