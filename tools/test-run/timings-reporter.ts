import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Every test file's duration, so a slow new test is seen where it lands (decision 068). When TEST_TIMINGS_FILE is
// set (npm test sets it), each finished file appends one JSON line: its project, path, test counts and seconds. The
// table is printed by tools/test-run/timings-table.ts (`npm run test:timings`, and at the end of `npm test`).

const MAX_ERROR_CHARS = 1500;

export interface TimingRow {
  readonly project: string;
  readonly file: string;
  readonly tests: number;
  readonly failed: number;
  readonly skipped?: number;
  /** Each failed test's full name and the start of its first error, so the end of a long log still says what failed. */
  readonly failures?: readonly { readonly name: string; readonly error: string }[];
  /** The tests that passed only when retried (the e2e project retries once in CI): flaky, to be fixed. */
  readonly flaky?: readonly string[];
  /** Wall time of the file: its tests and hooks, the import of the file and its set-up. */
  readonly seconds: number;
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.TEST_TIMINGS_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const lines = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const failures = tests
        .filter((test) => test.result().state === 'failed')
        .map((test) => {
          const error = test.result().errors?.[0];
          const where = error?.stack?.split('\n').find((line) => line.includes('.test.ts'));
          return {
            name: test.fullName,
            error: `${error?.message ?? 'failed'}${where ? `\n${where.trim()}` : ''}`.slice(0, MAX_ERROR_CHARS),
          };
        });
      const flaky = tests.filter((test) => test.diagnostic()?.flaky).map((test) => test.fullName);
      const row: TimingRow = {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        tests: tests.length,
        failed: failures.length,
        skipped: tests.filter((test) => test.result().state === 'skipped').length,
        seconds:
          (diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration) /
          1000,
        ...(failures.length > 0 ? { failures } : {}),
        ...(flaky.length > 0 ? { flaky } : {}),
      };
      return `${JSON.stringify(row)}\n`;
    });
    appendFileSync(file, lines.join(''));
  }
}
