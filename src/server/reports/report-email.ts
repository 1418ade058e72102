import { evaluationLabel } from '#core/compare/compare-labels';
import { formatScore, formatUsd } from '#core/primitives/format';
import { displayScore } from '#core/valuation/value-score';
import type { OutgoingEmail } from '../jobs/outbox';
import { escapeHtml } from '#core/primitives/escape-html';

export interface ReportEmailFigures {
  address: string;
  rent: number;
  valueScore: number | null;
  marketPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  compsUsed: number;
}

/** The report email (docs/product.md#report-email): the summary figures and a link, sent when a credit was used. */
export function reportEmail(options: {
  to: string;
  firstName: string | null;
  link: string;
  figures: ReportEmailFigures;
}): OutgoingEmail {
  const { figures } = options;
  const first = options.firstName?.trim() || 'there';
  const score =
    figures.valueScore === null
      ? 'Not enough comparable data for a Value Score.'
      : `Value Score: ${formatScore(displayScore(figures.valueScore))} of 10 (${evaluationLabel(displayScore(figures.valueScore)) ?? ''})`;
  const expected =
    figures.marketPrice === null
      ? null
      : `Expected rent: ${formatUsd(figures.marketPrice)} (range ${formatUsd(figures.minPrice)} to ${formatUsd(figures.maxPrice)})`;
  const lines = [
    `Asking rent: ${formatUsd(figures.rent)} a month`,
    score,
    ...(expected ? [expected] : []),
    `Comparable rentals used: ${figures.compsUsed}`,
  ];
  const text = [
    `Hi ${first},`,
    '',
    `Your Rental Value Report for ${figures.address} is ready.`,
    '',
    ...lines,
    '',
    'See the full report, with its charts and comparables:',
    options.link,
    '',
    'RentValue',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(first)},</p>
<p>Your Rental Value Report for <strong>${escapeHtml(figures.address)}</strong> is ready.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(options.link)}">See the full report</a>, with its charts and comparables.</p>
<p>RentValue</p>`;
  return { kind: 'report', to: options.to, subject: `Your Rental Value Report: ${figures.address}`, text, html };
}
