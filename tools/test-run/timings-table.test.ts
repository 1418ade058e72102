import { describe, expect, it } from 'vitest';
import { failuresList, flakyList, timingsTable } from './timings-table';

describe('timingsTable', () => {
  const rows = [
    { project: 'unit', file: 'src/core/a.test.ts', tests: 10, failed: 0, seconds: 0.4 },
    { project: 'integration-pglite', file: 'tests/integration/slow.test.ts', tests: 3, failed: 1, seconds: 25.25 },
    { project: 'integration-postgres', file: 'tests/integration/slow.test.ts', tests: 3, failed: 0, seconds: 20 },
    { project: 'e2e', file: 'tests/e2e/b.test.ts', tests: 5, failed: 0, seconds: 40 },
  ];

  it('lists the slowest files first with their project and tests, failures named, then each project and the whole', () => {
    const lines = timingsTable(rows, 3).split('\n');
    expect(lines[0]).toBe('Slowest 3 test files:');
    expect(lines[2]).toMatch(/^ {3}40\.0 {2}e2e +tests\/e2e\/b\.test\.ts +5$/);
    expect(lines[3]).toMatch(/^ {3}25\.3 {2}integration-pglite +tests\/integration\/slow\.test\.ts +3 \(1 failed\)$/);
    expect(lines[4]).toMatch(/integration-postgres/);
    expect(lines).not.toContain(expect.stringMatching(/src\/core\/a\.test\.ts/));
    expect(lines.at(-1)).toMatch(/all +4 files, 21 tests$/);
    expect(lines.filter((line) => /^ +\d+\.\d {2}\S+ +\d+ files, \d+ tests$/.test(line))).toHaveLength(4);
  });

  it('says when there is nothing recorded', () => {
    expect(timingsTable([])).toBe('No test timings recorded.');
  });

  it('names each failed test with its project, file and the start of its error, and nothing when all passed', () => {
    const failed = [
      ...rows,
      {
        project: 'e2e',
        file: 'tests/e2e/c.test.ts',
        tests: 2,
        failed: 1,
        seconds: 3,
        failures: [
          { name: 'landing > rotates the card', error: 'expected true to be false\nat tests/e2e/c.test.ts:12:3' },
        ],
      },
    ];
    expect(failuresList(failed).split('\n')).toEqual([
      'Failed tests:',
      '✗ e2e tests/e2e/c.test.ts > landing > rotates the card',
      '    expected true to be false',
      '    at tests/e2e/c.test.ts:12:3',
    ]);
    expect(failuresList(rows)).toBe('');
  });

  it('names each test that passed only on its retry, and nothing when none did', () => {
    const retried = [
      ...rows,
      { project: 'e2e', file: 'tests/e2e/d.test.ts', tests: 1, failed: 0, seconds: 9, flaky: ['journey'] },
    ];
    expect(flakyList(retried).split('\n')).toEqual([
      'Passed only on a retry (flaky, to be fixed):',
      '~ e2e tests/e2e/d.test.ts > journey',
    ]);
    expect(flakyList(rows)).toBe('');
  });
});
