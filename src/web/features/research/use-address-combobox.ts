import { useState, type KeyboardEvent } from 'react';
import type { AddressChoice } from '#core/report/report-form-address';
import { useAddressSuggestions } from './use-address-suggestions';

// The research form's address search as a WAI-ARIA combobox (docs/decisions/023): the suggestions for the typed
// text, whether the list is open, which option is active, and the keys that move through it.

export type AddressComboboxOptions = {
  /** The typed text changed (any earlier choice no longer holds). */
  onType: (text: string) => void;
  onChoose: (choice: AddressChoice) => void;
};

export function useAddressCombobox({ onType, onChoose }: AddressComboboxOptions) {
  const { suggestions, note, request, cancel } = useAddressSuggestions();
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const count = suggestions.length;
  const expanded = listOpen && count > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < count ? activeIndex : -1;

  const close = () => {
    setListOpen(false);
    setActiveIndex(-1);
  };

  const type = (text: string) => {
    onType(text);
    setActiveIndex(-1);
    setListOpen(true);
    request(text);
  };

  const choose = (choice: AddressChoice) => {
    cancel();
    close();
    onChoose(choice);
  };

  /** Opens the list (at `index`), or moves the active option by `step` with wrap-around. */
  const move = (event: KeyboardEvent<HTMLInputElement>, index: number, step: number) => {
    if (count === 0) return;
    event.preventDefault();
    if (!expanded) {
      setListOpen(true);
      setActiveIndex(index);
    } else {
      setActiveIndex(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(event, event.altKey ? -1 : 0, 1);
        return;
      case 'ArrowUp':
        move(event, count - 1, -1);
        return;
      case 'Enter': {
        const choice = active >= 0 ? suggestions[active] : undefined;
        if (!choice) {
          if (expanded) close();
          return; // the form's own submit
        }
        event.preventDefault();
        choose(choice);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  };

  return { suggestions, note, expanded, active, type, choose, close, onKeyDown };
}
