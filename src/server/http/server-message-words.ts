import { wordMessage, type MessageWords } from '#core/primitives/message';
import { rememberMessage } from '#core/messages';

// The answers the server words from values, remembered with their id and values so a Spanish answer words them by
// id (server-texts-es.ts), not by parsing the English.

export type ServerMessage = { id: 'tooManyAttempts'; values: { minutes: number } };

const SERVER_MESSAGE_WORDS: MessageWords<ServerMessage> = {
  tooManyAttempts: ({ minutes }) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
};

/** The server's message in English, remembered with its id and values. */
export function serverMessage(message: ServerMessage): string {
  return rememberMessage(wordMessage(SERVER_MESSAGE_WORDS, message), message);
}
