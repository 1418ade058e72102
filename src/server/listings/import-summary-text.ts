import type { ImportSummary } from './import-listings';

// The import's closing summary, as a person reads it on a terminal.

function n(value: number): string {
  return value.toLocaleString('en-US');
}

export function importSummaryText(summary: ImportSummary): string {
  const lines = [
    `${summary.dryRun ? 'Dry run of' : 'Imported'} ${summary.file} as source "${summary.source}" ` +
      `(${summary.encoding}, ${summary.delimiter === '\t' ? 'tab' : `"${summary.delimiter}"`}-separated)`,
    `  columns:    ${Object.entries(summary.columns)
      .map(([field, column]) => `${field}=${column}`)
      .join(', ')}`,
    `  read:       ${n(summary.read)}`,
    summary.dryRun
      ? `  valid:      ${n(summary.imported)} (nothing written: dry run)`
      : `  imported:   ${n(summary.imported)} new`,
  ];
  if (!summary.dryRun) {
    lines.push(`  updated:    ${n(summary.updated)}`, `  unchanged:  ${n(summary.unchanged)}`);
  }
  lines.push(`  rejected:   ${n(summary.rejected)}`);
  const reasons = Object.entries(summary.rejectedByReason).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  for (const [reason, count] of reasons) lines.push(`    ${reason.padEnd(28)} ${n(count ?? 0)}`);
  if (summary.locatedFromZip > 0)
    lines.push(`  placed at their ZIP code's centre (no coordinates): ${n(summary.locatedFromZip)}`);
  if (summary.rejectsFile) lines.push(`  rejected rows and reasons: ${summary.rejectsFile}`);
  lines.push(`  time:       ${(summary.durationMs / 1000).toFixed(1)} s (${n(summary.rowsPerSecond)} rows/s)`);
  return `${lines.join('\n')}\n`;
}
