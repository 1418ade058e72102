import { queryOptions } from '@tanstack/react-query';
import { letterOperations, type Letter, type LetterEmailRequest, type LetterRequestBody } from '#core/api/letters';
import { callApi } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';

// The negotiation letter's calls (docs/product.md#letters; src/server/letters/letter-routes.ts).

export function letterOptionsQuery(reportId: string) {
  return queryOptions({
    // Under the account key: signing out forgets them.
    queryKey: [...ACCOUNT_QUERY_KEY, 'letters', reportId] as const,
    queryFn: ({ signal }) => callApi(letterOperations.options, { params: { id: reportId }, signal }),
  });
}

export async function writeLetter(reportId: string, body: LetterRequestBody): Promise<Letter> {
  return (await callApi(letterOperations.write, { params: { id: reportId }, body })).letter;
}

export async function emailLetter(reportId: string, letterId: string, body: LetterEmailRequest): Promise<string> {
  return (await callApi(letterOperations.email, { params: { id: reportId, letterId }, body })).message;
}
