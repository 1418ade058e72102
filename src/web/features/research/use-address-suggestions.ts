import { useCallback, useEffect, useRef, useState } from 'react';
import { ADDRESS_QUERY_MIN } from '#core/address/address-parse';
import type { AddressChoice } from '#core/report/report-form-address';
import { addressOperations, type AddressSuggestions } from '#core/api/addresses';
import { callApi } from '../../lib/api-client';

// Suggestions for the research form's address (docs/decisions/023): asked as the person types,
// at most once per pause, for text of 3 characters or more. A newer request cancels the older
// one, so an answer never lands on text it was not asked for. Failures are quiet: the field
// still works, with manual entry one click away.

const ADDRESS_SUGGEST_DEBOUNCE_MS = 250;

export type SuggestionState = {
  suggestions: readonly AddressChoice[];
  /** Said by the server, e.g. that a unit number was left out. */
  note: string | null;
};

const NONE: SuggestionState = { suggestions: [], note: null };

function isChoice(value: unknown): value is AddressChoice {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.label === 'string' &&
    row.label.trim() !== '' &&
    typeof row.streetAddress === 'string' &&
    typeof row.city === 'string' &&
    typeof row.state === 'string' &&
    typeof row.zipCode === 'string' &&
    typeof row.complete === 'boolean'
  );
}

function readAnswer(body: Partial<AddressSuggestions> | undefined): SuggestionState {
  const rows: unknown[] = Array.isArray(body?.suggestions) ? body.suggestions : [];
  const note = typeof body?.note === 'string' && body.note.trim() !== '' ? body.note : null;
  return { suggestions: rows.filter(isChoice), note };
}

export function useAddressSuggestions(delayMs: number = ADDRESS_SUGGEST_DEBOUNCE_MS) {
  const [state, setState] = useState<SuggestionState>(NONE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  /** Stops a waiting or running request; what is shown stays. */
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  /** Asks for suggestions for this text after the pause; too short text shows none. */
  const request = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query.length < ADDRESS_QUERY_MIN) {
        setState(NONE);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const controller = new AbortController();
        inFlight.current = controller;
        callApi(addressOperations.suggest, { query: { q: query }, signal: controller.signal }).then(
          (body) => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            setState(readAnswer(body));
          },
          () => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            setState(NONE);
          },
        );
      }, delayMs);
    },
    [cancel, delayMs],
  );

  /** Stops any request and forgets the suggestions and note. */
  const clear = useCallback(() => {
    cancel();
    setState(NONE);
  }, [cancel]);

  return { suggestions: state.suggestions, note: state.note, request, cancel, clear };
}
