// Helpers the parts of the Spanish table share (core-texts-es.ts and its topic files here).

/** A money figure as src/core/primitives/format.ts writes it: "$1,250", "$2,021.15". */
export const MONEY = String.raw`\$[\d,]+(?:\.\d+)?`;

/** "1 mes", "12 meses": a count with its noun, singular for 1 only. */
export const plural = (count: string, one: string, other: string) => `${count} ${count === '1' ? one : other}`;

/** A regular expression's alternation of exact texts: "(?:a|b\.c)". */
export function oneOf(texts: Iterable<string>): string {
  return `(?:${[...texts].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)).join('|')})`;
}
