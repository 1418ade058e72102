import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The byte budget of each page's script (issue 34, decision 085): bytes, not timings, so the build can hold it and a
// test can assert it. Gzip at the level the server's precompression uses.

export type ScriptBudget = { gzipKb: number; files?: number };

/** The landing page, in either language: what a visitor from a search result downloads first. */
export const LANDING_BUDGET: ScriptBudget = { gzipKb: 60, files: 12 };
/** Any other islands page (information pages, tenant rights, the calculator). */
export const ISLANDS_PAGE_BUDGET: ScriptBudget = { gzipKb: 80 };
/**
 * A page of the app (research, a report, and the forms that lead into it), in either language, before its charts and
 * map (issue 34). Preact runs the app (decision 086): React DOM alone was 63 KB of the 227 KB a research page weighed.
 */
export const APP_PAGE_BUDGET: ScriptBudget = { gzipKb: 180 };

export type PageWeight = { page: string; files: number; gzipKb: number; budget: ScriptBudget };

/** The page's script files, counted and gzipped. */
export function weighPage(outDir: string, page: string, scripts: readonly string[], budget: ScriptBudget): PageWeight {
  const bytes = scripts.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
    0,
  );
  return { page, files: scripts.length, gzipKb: Math.round((bytes / 1024) * 10) / 10, budget };
}

/** What is past its budget, in words; empty when every page holds. */
export function overBudget(weights: readonly PageWeight[]): string[] {
  return weights.flatMap(({ page, files, gzipKb, budget }) => [
    ...(gzipKb > budget.gzipKb ? [`${page}: ${gzipKb} KB of script (gzip), budget ${budget.gzipKb} KB`] : []),
    ...(budget.files !== undefined && files > budget.files
      ? [`${page}: ${files} script files, budget ${budget.files}`]
      : []),
  ]);
}

/** One line a page: its script's weight, file count and budget. */
export function budgetTable(weights: readonly PageWeight[]): string {
  const width = Math.max(...weights.map((weight) => weight.page.length));
  return weights
    .map(
      ({ page, files, gzipKb, budget }) =>
        `  ${page.padEnd(width)}  ${gzipKb.toFixed(1).padStart(6)} KB  ${String(files).padStart(3)} files  (budget ${budget.gzipKb} KB${budget.files === undefined ? '' : `, ${budget.files} files`})`,
    )
    .join('\n');
}
