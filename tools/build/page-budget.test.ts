import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET, overBudget, type PageWeight } from './page-budget';

describe('the script budget', () => {
  const page = (gzipKb: number, files: number): PageWeight => ({ page: '/', gzipKb, files, budget: LANDING_BUDGET });

  it('holds at the budget itself, in bytes and in files', () => {
    expect(overBudget([page(60, 12)])).toEqual([]);
  });

  it('names a page past its bytes or its file count', () => {
    expect(overBudget([page(60.1, 12), page(30, 13)])).toEqual([
      '/: 60.1 KB of script (gzip), budget 60 KB',
      '/: 13 script files, budget 12',
    ]);
  });
});
