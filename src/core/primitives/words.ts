// Small helpers every language's phrasebook uses (src/core/**/es/ and the English beside each rule).

/** "1 comparable rental", "3 comparable rentals": a count with the word for one or for many. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The text with its first letter in capitals. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
