import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Every test file's duration, so a slow new test is seen where it lands (decision 068). When TEST_TIMINGS_FILE is
// set (npm test sets it), each finished file appends one JSON line: its project, path, test counts and seconds. The
// table is printed by tools/test-run/timings-table.ts (`npm run test:timings`, and at the end of `npm test`).

export interface TimingRow {
  readonly project: string;
  readonly file: string;
  readonly tests: number;
  readonly failed: number;
  readonly skipped?: number;
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
      const row: TimingRow = {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
        skipped: tests.filter((test) => test.result().state === 'skipped').length,
        seconds:
          (diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration) /
          1000,
      };
      return `${JSON.stringify(row)}\n`;
    });
    appendFileSync(file, lines.join(''));
  }
}
