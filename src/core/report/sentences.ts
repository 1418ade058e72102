// Long evaluation bullets read as a wall of text on a phone: the report shows a bullet's first sentence and keeps
// the rest one tap away (docs/product.md#evaluation-summary). This splits text into sentences without breaking after
// the abbreviations addresses and official names carry ("W.", "St.", "U.S.").

const ABBREVIATION =
  /(?:^|[\s(])(?:[A-Z]|St|Ave|Blvd|Rd|Dr|Ln|Ct|Pl|Pkwy|Hwy|Apt|Ste|No|Mt|Ft|Jr|Sr|Dept|approx|vs|etc|e\.g|i\.e|U\.S|D\.C)\.$/;

/** The sentences of `text`, each trimmed, in order; a text with one sentence (or none) gives one item. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // A sentence ends at . ! or ? (optionally closed by a quote or bracket) before white space and a capital or digit.
  const boundary = /[.!?]["')\]]?(?=\s+["'(]?[A-Z0-9$])/g;
  for (let match = boundary.exec(text); match !== null; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    const candidate = text.slice(start, end);
    if (ABBREVIATION.test(text.slice(start, match.index + 1))) continue;
    sentences.push(candidate.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.length > 0 ? sentences : [text.trim()];
}
