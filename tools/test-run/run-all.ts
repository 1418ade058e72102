// `npm test`: the whole suite, its phases overlapped (decision 068). The unit and integration tests and the web
// build start at once, lint (with the format and import-cycle checks) and typecheck beside them at a lower CPU
// priority so the tests keep theirs; the browser tests start once the build is done. Every phase runs even when
// another failed, the output of the quiet phases is printed when each ends, and the command fails when any phase
// failed, saying which.
// At the end: each phase's wall time and the per-file durations table (tools/test-run/timings-table.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TIMINGS_FILE, failuresList, flakyList, readTimings, timingsTable } from './timings-table';

interface Phase {
  readonly name: string;
  readonly command: string[];
  /** Streams its output as it comes (the test runners); the others print theirs when they end. */
  readonly live?: boolean;
  /** Runs at a lower CPU priority (nice 10), filling the time the tests spend waiting. */
  readonly background?: boolean;
}

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
}

const bin = (name: string) => path.join('node_modules', '.bin', name);

// npm run lint: ESLint, Prettier's check and the import-cycle check (package.json), one after another.
const LINT: Phase = { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], background: true };
const TYPECHECK: Phase = {
  name: 'typecheck',
  command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
  background: true,
};
// The build at full priority: the browser tests wait for it.
const BUILD: Phase = { name: 'build', command: [bin('vite'), 'build', '--logLevel', 'warn'] };
const UNIT_AND_INTEGRATION: Phase = {
  name: 'unit + integration',
  command: [bin('vitest'), 'run', '--project', 'unit', '--project', 'integration-*'],
  live: true,
};
const BROWSER: Phase = { name: 'browser', command: [bin('vitest'), 'run', '--project', 'e2e'], live: true };

function run(phase: Phase): Promise<Outcome> {
  const started = Date.now();
  const [command, ...args] = phase.background ? ['nice', '-n', '10', ...phase.command] : phase.command;
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      stdio: phase.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_TIMINGS_FILE: TIMINGS_FILE, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = '') => {
      const seconds = (Date.now() - started) / 1000;
      if (!phase.live) {
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(
          `\n── ${phase.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s${note}${text ? `\n${text}` : ''}\n`,
        );
      }
      resolve({ name: phase.name, ok, seconds });
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code) => finish(code === 0));
  });
}

const started = Date.now();
rmSync(TIMINGS_FILE, { force: true });
mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });

// The browser tests start as soon as the build is done, beside the unit and integration tests: the machine is busy
// throughout (the phases one after another left about a tenth of it idle, the browser suite waiting on the slowest
// integration file).
const build = run(BUILD);
const browserRun = build.then((built) => (built.ok ? run(BROWSER) : { name: BROWSER.name, ok: false, seconds: 0 }));
const [lint, typecheck, tests, built, browser] = await Promise.all([
  run(LINT),
  run(TYPECHECK),
  run(UNIT_AND_INTEGRATION),
  build,
  browserRun,
]);
const outcomes = [lint, typecheck, built, tests, browser];

console.log(`\n${timingsTable(readTimings())}\n`);
console.log('Phases (all side by side; the browser tests from the end of the build):');
for (const outcome of outcomes) {
  const state = outcome.ok ? 'passed' : outcome === browser && !built.ok ? 'not run (the build failed)' : 'FAILED';
  console.log(`  ${outcome.name.padEnd(20)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${state}`);
}
console.log(`  ${'whole suite'.padEnd(20)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
// The plain closing line CI reads: every test that ran, passed or failed, over all projects.
const rows = readTimings();
const failedTests = rows.reduce((sum, row) => sum + row.failed, 0);
const skippedTests = rows.reduce((sum, row) => sum + (row.skipped ?? 0), 0);
const passedTests = rows.reduce((sum, row) => sum + row.tests, 0) - failedTests - skippedTests;
console.log(
  `\ntests: ${passedTests} passed, ${failedTests} failed${skippedTests > 0 ? `, ${skippedTests} skipped` : ''}`,
);
// What failed or was flaky, last: a log cut to its end still names those tests and the failures' errors.
for (const list of [flakyList(rows), failuresList(rows)]) if (list) console.log(`\n${list}`);
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
if (failed.length > 0) {
  console.log(`\nnpm test failed: ${failed.join(', ')}.`);
  process.exit(1);
}
