// The product's own texts that src/core writes (the messages of messages.ts, field labels, choices, score labels,
// chart and compare labels, validation messages) are English; each language other than English has a table of them
// keyed by the English text, as gettext keys a catalogue by its source text (decision 074). Translating at the
// edge, where a text is shown or sent, leaves the rules and the server's English answers as they are.

/** A text with parts filled in (`The "{label}" field is required.`): its pattern and the translation of its parts. */
type CoreTextPattern = { pattern: RegExp; translate: (...parts: string[]) => string };

export type CoreTextTable = {
  /** English text → the language's text. */
  texts: Readonly<Record<string, string>>;
  /** Texts with parts: the parts (captured groups) are translated in turn, so a label inside a message is too. */
  patterns: readonly CoreTextPattern[];
};

/** A text of src/core in the table's language; a text the table does not know (a user's own words) is kept. */
export function translateCoreText(text: string, table: CoreTextTable): string {
  const exact = table.texts[text];
  if (exact !== undefined) return exact;
  for (const { pattern, translate } of table.patterns) {
    const match = pattern.exec(text);
    if (match && match[0] === text)
      return translate(...match.slice(1).map((part) => translateCoreText(part ?? '', table)));
  }
  return text;
}

/** One table from several parts (the general texts, the report's, …): later parts win on the same English text. */
export function mergedCoreTexts(parts: readonly CoreTextTable[]): CoreTextTable {
  return {
    texts: Object.assign({}, ...parts.map((part) => part.texts)) as Record<string, string>,
    patterns: parts.flatMap((part) => part.patterns),
  };
}

/** A group of src/core's texts (an object of English strings) in another language, by the group's keys. */
export type TranslationOf<T extends Readonly<Record<string, string>>> = { readonly [K in keyof T]: string };

/** English text → translation, for a group translated by its keys (what a text arriving as English is found by). */
export function textsById<T extends Readonly<Record<string, string>>>(
  english: T,
  translated: TranslationOf<T>,
): Record<string, string> {
  return Object.fromEntries(Object.keys(english).map((id) => [english[id], translated[id as keyof T]]));
}
