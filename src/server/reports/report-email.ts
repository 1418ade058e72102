import { CORE_TEXTS_ES } from '#core/translations/core-texts-es';
import { translateCoreText } from '#core/i18n/core-text';
import type { Language } from '#core/i18n/languages';
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

/** The report email's words in each language (decision 074): the same figures, written for each. */
const REPORT_EMAIL_TEXTS = {
  en: {
    greeting: (first: string | null) => `Hi ${first ?? 'there'},`,
    ready: (address: string) => `Your Rental Value Report for ${address} is ready.`,
    readyHtml: (address: string) => `Your Rental Value Report for <strong>${address}</strong> is ready.`,
    noScore: 'Not enough comparable data for a Value Score.',
    score: (score: string, label: string) => `Value Score: ${score} of 10 (${label})`,
    expected: (market: string, min: string, max: string) => `Expected rent: ${market} (range ${min} to ${max})`,
    rent: (rent: string) => `Asking rent: ${rent} a month`,
    comps: (count: number) => `Comparable rentals used: ${count}`,
    seeText: 'See the full report, with its charts and comparables:',
    seeHtml: (link: string) => `<a href="${link}">See the full report</a>, with its charts and comparables.`,
    subject: (address: string) => `Your Rental Value Report: ${address}`,
    label: (label: string) => label,
  },
  es: {
    greeting: (first: string | null) => (first ? `Hola, ${first}:` : 'Hola:'),
    ready: (address: string) => `Su Informe de Valor de Renta para ${address} está listo.`,
    readyHtml: (address: string) => `Su Informe de Valor de Renta para <strong>${address}</strong> está listo.`,
    noScore: 'No hay suficientes datos comparables para una Puntuación de Valor.',
    score: (score: string, label: string) => `Puntuación de Valor: ${score} de 10 (${label})`,
    expected: (market: string, min: string, max: string) => `Renta esperada: ${market} (rango de ${min} a ${max})`,
    rent: (rent: string) => `Renta pedida: ${rent} al mes`,
    comps: (count: number) => `Viviendas comparables usadas: ${count}`,
    seeText: 'Vea el informe completo, con sus gráficas y viviendas comparables:',
    seeHtml: (link: string) =>
      `<a href="${link}">Vea el informe completo</a>, con sus gráficas y viviendas comparables.`,
    subject: (address: string) => `Su Informe de Valor de Renta: ${address}`,
    label: (label: string) => translateCoreText(label, CORE_TEXTS_ES),
  },
} satisfies Record<Language, unknown>;

/**
 * The report email (docs/product.md#report-email): the summary figures and a link, sent when a credit was used, in
 * the account's language.
 */
export function reportEmail(options: {
  to: string;
  firstName: string | null;
  link: string;
  figures: ReportEmailFigures;
  language?: Language;
}): OutgoingEmail {
  const { figures } = options;
  const words = REPORT_EMAIL_TEXTS[options.language ?? 'en'];
  const first = options.firstName?.trim() || null;
  const shown = figures.valueScore === null ? null : displayScore(figures.valueScore);
  const score =
    shown === null ? words.noScore : words.score(formatScore(shown), words.label(evaluationLabel(shown) ?? ''));
  const expected =
    figures.marketPrice === null
      ? null
      : words.expected(formatUsd(figures.marketPrice), formatUsd(figures.minPrice), formatUsd(figures.maxPrice));
  const lines = [
    words.rent(formatUsd(figures.rent)),
    score,
    ...(expected ? [expected] : []),
    words.comps(figures.compsUsed),
  ];
  const text = [
    words.greeting(first),
    '',
    words.ready(figures.address),
    '',
    ...lines,
    '',
    words.seeText,
    options.link,
    '',
    'RentValue',
  ].join('\n');
  const html = `<p>${escapeHtml(words.greeting(first))}</p>
<p>${words.readyHtml(escapeHtml(figures.address))}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${words.seeHtml(escapeHtml(options.link))}</p>
<p>RentValue</p>`;
  return { kind: 'report', to: options.to, subject: words.subject(figures.address), text, html };
}
