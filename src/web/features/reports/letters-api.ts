import { queryOptions } from '@tanstack/react-query';
import type { Letter, LetterEmailRequest, LetterOptions, LetterRequestBody } from '#core/api/letters';
import { apiGet, apiPost } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';

// The negotiation letter's calls (docs/product.md#letters; src/server/letters/letter-routes.ts).

const lettersPath = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/letters`;

export function letterOptionsQuery(reportId: string) {
  return queryOptions({
    // Under the account key: signing out forgets them.
    queryKey: [...ACCOUNT_QUERY_KEY, 'letters', reportId] as const,
    queryFn: ({ signal }) => apiGet<LetterOptions>(lettersPath(reportId), { signal }),
  });
}

export async function writeLetter(reportId: string, body: LetterRequestBody): Promise<Letter> {
  return (await apiPost<{ letter: Letter }>(lettersPath(reportId), body)).letter;
}

export async function emailLetter(reportId: string, letterId: string, body: LetterEmailRequest): Promise<string> {
  return (await apiPost<{ message: string }>(`${lettersPath(reportId)}/${encodeURIComponent(letterId)}/email`, body))
    .message;
}
