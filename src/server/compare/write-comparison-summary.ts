import { COMPARE_MIN } from '#core/constants';
import type { Language } from '#core/i18n/languages';
import { COMPARE_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { ComparisonWriter } from '../providers/ai/comparison-writer-port';
import type { ComparisonSummary } from '#core/api/compare';
import { loadComparedReports } from './load-compared-reports';
import { comparisonFactsOf } from './to-compare-property';

/**
 * POST /api/compare/summary: the comparison entries (docs/product.md#comparison-writer) built here from the renter's
 * stored reports (never from figures a browser sends), written by the configured writer. Fewer than 2 of the ids being
 * the renter's own is the selector's "at least 2" message (docs/product.md#selecting-properties).
 */
export async function writeComparisonSummary(options: {
  db: Database;
  userId: string;
  ids: readonly string[];
  writer: ComparisonWriter;
  /** The language the summary is written in: the renter's page (decision 074). */
  language?: Language;
  signal?: AbortSignal;
}): Promise<ComparisonSummary> {
  const rows = await loadComparedReports(options);
  if (rows.length < COMPARE_MIN) throw new AppError('VALIDATION', COMPARE_MESSAGES.atLeastTwo);
  const written = await options.writer.write(comparisonFactsOf(rows), {
    ...(options.signal ? { signal: options.signal } : {}),
    language: options.language ?? 'en',
  });
  return { leftColumn: written.leftColumn, rightColumn: written.rightColumn, source: written.source };
}
