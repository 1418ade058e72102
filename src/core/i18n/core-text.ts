import { rememberedMessage, type RememberedMessage } from '../messages';

// The product's own texts that src/core writes (the messages of messages.ts, field labels, choices, score labels,
// chart and compare labels, validation messages) are English; each other language translates them by their ids
// (issue 35, decision 088): a group of texts is an object of English texts by id and its translation an object with
// the same ids (`TranslationOf`), and a text worded from values is a message id with its values, worded by each
// language's words for that id. Translating at the edge, where a text is shown or sent, leaves the rules and the
// server's English answers as they are: a text arriving as English (an API answer, a schema's message) is found by
// the English its id has today, so a reworded English keeps its translation and nothing re-parses a sentence.

/** A language's words for remembered messages (messages.ts): one function per id, taking its values. */
type MessageWordsById = Readonly<Record<string, (values: never) => string>>;

export type CoreTextTable = {
  /** English text → the language's text, built from groups translated by id (`textsById`), never written by hand. */
  texts: Readonly<Record<string, string>>;
  /** The words of the messages worded from values (the values' own texts are translated first, as a label is). */
  words?: MessageWordsById;
};

/** A text of src/core in the table's language; a text the table does not know (a user's own words) is kept. */
export function translateCoreText(text: string, table: CoreTextTable): string {
  const exact = table.texts[text];
  if (exact !== undefined) return exact;
  const message = rememberedMessage(text);
  const say = message && table.words?.[message.id];
  if (!message || !say) return text;
  const values = Object.fromEntries(
    Object.entries(message.values).map(([key, value]) => [
      key,
      typeof value === 'string' ? translateCoreText(value, table) : value,
    ]),
  );
  return (say as (values: RememberedMessage['values']) => string)(values);
}

/** One table from several parts (the general texts, the report's, …): later parts win on the same English text. */
export function mergedCoreTexts(parts: readonly CoreTextTable[]): CoreTextTable {
  return {
    texts: Object.assign({}, ...parts.map((part) => part.texts)) as Record<string, string>,
    words: Object.assign({}, ...parts.map((part) => part.words ?? {})) as MessageWordsById,
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
