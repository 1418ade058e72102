// A text src/core decides but does not word (issue 35, decision 088): a message id with the figures it is worded from,
// which each language's phrasebook words with one function per id, so an id without its words in a language fails
// the typecheck. A text that must be handed on as a string is remembered with its id and values (rememberMessage in
// messages.ts).

/** A message: its id and the values it is worded from. */
type Message = { readonly id: string; readonly values: unknown };

/** A language's words for a family of messages: one function per id, taking that id's values. */
export type MessageWords<M extends Message> = {
  readonly [Id in M['id']]: (values: Extract<M, { id: Id }>['values']) => string;
};

/** `message` in the words given. */
export function wordMessage<M extends Message>(words: MessageWords<M>, message: M): string {
  const say = words[message.id as M['id']] as (values: M['values']) => string;
  return say(message.values);
}
