// What the two built-in writers (evaluation-writer.ts, comparison-writer.ts) share: both write from figures that may
// be missing, and both lay text out as the report renders it (docs/product.md#evaluation-summary), a paragraph, then
// `* Label: text` bullets, one a line.

export function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Addresses arrive from forms and providers; line breaks would start a new block on the page. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
