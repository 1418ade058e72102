// `npm test`: the whole suite, its phases sized to the machine (decision 077, after 068). How much runs at once comes
// from tools/test-run/suite-shape.ts: on 2 or 3 cores the web build runs first (beside the migration of the test
// database both test runs copy), then the browser tests (the longest phase) beside the unit and integration tests and
// then beside lint's three parts and typecheck; on one core one phase after another; on 4 cores or more everything
// starts at once and the browser tests start when the build is done. Nothing runs at a lower priority: a phase that
// shares the CPU gets its share. Lint and typecheck keep caches in .cache/ (ESLint's and Prettier's caches, tsgo
// --incremental), so a second run checks only what changed.
// Every phase runs even when another failed (the browser tests need the build), the output of the quiet phases is
// printed when each ends, and the command fails when any phase failed, saying which.
// At the end: each phase's start and wall time, the load average, the per-file durations table
// (tools/test-run/timings-table.ts), and whether any process this run started is still running (it fails if so).
// `npm run test:stress` (--stress) runs the same beside one busy loop per core, stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteRoot, SHARED_PGLITE_TEMPLATE } from '../../tests/setup/integration-database';
import { processesLeft } from './left-processes';
import { describeShape, suiteShape } from './suite-shape';
import { TIMINGS_FILE, failuresList, flakyList, readTimings, timingsTable } from './timings-table';

interface Phase {
  readonly name: string;
  readonly command: string[];
  /** Vitest's workers for this run (TEST_MAX_WORKERS, which vitest.config.ts hands every project). */
  readonly workers?: number;
  /** Streams its output as it comes (the test runners); the others print theirs when they end. */
  readonly live?: boolean;
  /** Variables of its own. */
  readonly env?: Record<string, string>;
}

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  /** Seconds from the start of the suite to the start of the phase; null when it did not run. */
  readonly startedAt: number | null;
  readonly seconds: number;
  readonly note?: string;
}

const root = process.cwd();
const stress = process.argv.includes('--stress');
const shape = suiteShape();
const bin = (name: string) => path.join('node_modules', '.bin', name);

// npm run lint's three parts (package.json), each a process of its own so that they share the cores: ESLint;
// Prettier's check; the import-cycle, catalogue and dead-export checks.
const npmRun = (script: string): Phase => ({
  name: script.replace(':', ': '),
  command: ['npm', 'run', '--silent', script],
});
const LINT = ['lint:code', 'lint:format', 'lint:structure'].map(npmRun);
const TYPECHECK = npmRun('typecheck');
const BUILD: Phase = { name: 'build', command: [bin('vite'), 'build', '--logLevel', 'warn'] };
// The migrated embedded database both test runs copy their test databases from (tests/setup/integration-database.ts),
// made once beside the build instead of once by each run.
const sharedTemplate = path.join(mkdtempSync(path.join(pgliteRoot(), 'rv-test-template-')), 'data');
const TEMPLATE: Phase = {
  name: 'test database',
  command: [process.execPath, '--import', 'tsx', 'tests/setup/migrate-database.ts'],
  env: { DATA_DIR: sharedTemplate },
};
const testRunEnv = { [SHARED_PGLITE_TEMPLATE]: sharedTemplate };
const UNIT_AND_INTEGRATION: Phase = {
  name: 'unit + integration',
  command: [bin('vitest'), 'run', '--project', 'unit', '--project', 'integration-*'],
  workers: shape.testWorkers,
  live: true,
  env: testRunEnv,
};
const BROWSER: Phase = {
  name: 'browser',
  command: [bin('vitest'), 'run', '--project', 'e2e'],
  workers: shape.browserWorkers,
  live: true,
  env: testRunEnv,
};

const started = Date.now();
const sinceStart = () => (Date.now() - started) / 1000;

function run(phase: Phase): Promise<Outcome> {
  const startedAt = sinceStart();
  const [command, ...args] = phase.command;
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      stdio: phase.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        TEST_TIMINGS_FILE: TIMINGS_FILE,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
        ...(phase.workers ? { TEST_MAX_WORKERS: String(phase.workers) } : {}),
        ...phase.env,
      },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = '') => {
      const seconds = sinceStart() - startedAt;
      if (!phase.live) {
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(
          `\n── ${phase.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s${note}${text ? `\n${text}` : ''}\n`,
        );
      }
      resolve({ name: phase.name, ok, startedAt, seconds });
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code) => finish(code === 0));
  });
}

const notRun = (phase: Phase, note: string): Outcome => ({
  name: phase.name,
  ok: false,
  startedAt: null,
  seconds: 0,
  note,
});

/** One busy loop per core at normal priority, for `npm run test:stress`: the suite gets about half the CPU. */
function startBusyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
  );
}

rmSync(TIMINGS_FILE, { force: true });
mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
mkdirSync('.cache', { recursive: true });

console.log(describeShape(shape));
const busyLoops = stress ? startBusyLoops(shape.cores) : [];
if (stress) console.log(`Stress: ${busyLoops.length} busy loops share the CPU with the suite until it ends.`);
const loads: number[] = [];
const loadSampler = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
const loadAtStart = os.loadavg()[0]!;

/** A test run, once the build (for the browser run) and the shared test database are there. */
const runTests = (phase: Phase, needed: Outcome[]) => {
  const missing = needed.find((outcome) => !outcome.ok);
  return missing ? Promise.resolve(notRun(phase, `${missing.name} failed`)) : run(phase);
};
let outcomes: Outcome[];
if (shape.order === 'browser-first') {
  const [built, template] = await Promise.all([run(BUILD), run(TEMPLATE)]);
  const browser = runTests(BROWSER, [built, template]);
  const tests = await runTests(UNIT_AND_INTEGRATION, [template]);
  const checks = await Promise.all([...LINT, TYPECHECK].map(run));
  outcomes = [...checks, built, template, tests, await browser];
} else if (shape.order === 'in-turn') {
  const checks: Outcome[] = [];
  for (const phase of [...LINT, TYPECHECK]) checks.push(await run(phase));
  const built = await run(BUILD);
  const template = await run(TEMPLATE);
  const tests = await runTests(UNIT_AND_INTEGRATION, [template]);
  outcomes = [...checks, built, template, tests, await runTests(BROWSER, [built, template])];
} else {
  const build = run(BUILD);
  const template = run(TEMPLATE);
  const [checks, built, made, tests, browser] = await Promise.all([
    Promise.all([...LINT, TYPECHECK].map(run)),
    build,
    template,
    template.then((made) => runTests(UNIT_AND_INTEGRATION, [made])),
    Promise.all([build, template]).then((needed) => runTests(BROWSER, needed)),
  ]);
  outcomes = [...checks, built, made, tests, browser];
}
rmSync(path.dirname(sharedTemplate), { recursive: true, force: true });
clearInterval(loadSampler);
for (const loop of busyLoops) loop.kill('SIGKILL');

console.log(`\n${timingsTable(readTimings())}\n`);
console.log(`${describeShape(shape)}${stress ? ` Beside ${busyLoops.length} busy loops.` : ''}`);
console.log(`  ${'phase'.padEnd(20)} ${'from'.padStart(7)} ${'took'.padStart(7)}`);
for (const outcome of outcomes) {
  const state = outcome.ok ? 'passed' : outcome.startedAt === null ? `not run (${outcome.note})` : 'FAILED';
  const from = outcome.startedAt === null ? '' : `${outcome.startedAt.toFixed(0)} s`;
  console.log(
    `  ${outcome.name.padEnd(20)} ${from.padStart(7)} ${`${outcome.seconds.toFixed(0)} s`.padStart(7)}  ${state}`,
  );
}
console.log(`  ${'whole suite'.padEnd(20)} ${''.padStart(7)} ${`${sinceStart().toFixed(0)} s`.padStart(7)}`);
const mean = loads.length > 0 ? loads.reduce((sum, load) => sum + load, 0) / loads.length : loadAtStart;
console.log(
  `  load average (1 min): ${loadAtStart.toFixed(1)} at the start, mean ${mean.toFixed(1)}, highest ${Math.max(loadAtStart, ...loads).toFixed(1)}, ${os.loadavg()[0]!.toFixed(1)} at the end`,
);

// The plain closing lines CI reads: every test that ran, passed or failed, over all projects; then what is left.
const rows = readTimings();
const failedTests = rows.reduce((sum, row) => sum + row.failed, 0);
const skippedTests = rows.reduce((sum, row) => sum + (row.skipped ?? 0), 0);
const passedTests = rows.reduce((sum, row) => sum + row.tests, 0) - failedTests - skippedTests;
console.log(
  `\ntests: ${passedTests} passed, ${failedTests} failed${skippedTests > 0 ? `, ${skippedTests} skipped` : ''}`,
);

// Whatever the run started must be gone now; a process on its way out gets a few seconds.
let left = processesLeft(root);
for (let wait = 0; left && left.length > 0 && wait < 5; wait++) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  left = processesLeft(root);
}
if (left === null) console.log('processes: not checked (no /proc on this system)');
else if (left.length === 0) console.log('processes: no test process left running');
else {
  console.log(`processes: ${left.length} left running by this run (now killed):`);
  for (const leftover of left) {
    console.log(`  ${leftover.pid} ${leftover.command.slice(0, 200)}`);
    try {
      process.kill(leftover.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  outcomes.push({ name: 'no process left running', ok: false, startedAt: sinceStart(), seconds: 0 });
}

// What failed or was flaky, last: a log cut to its end still names those tests and the failures' errors.
for (const list of [flakyList(rows), failuresList(rows)]) if (list) console.log(`\n${list}`);
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
if (failed.length > 0) {
  console.log(`\nnpm test failed: ${failed.join(', ')}.`);
  process.exit(1);
}
