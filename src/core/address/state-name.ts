import type { Language } from '../i18n/languages';
import { STATE_NAMES_ES } from './es/places-es';
import type { UsState } from './us-states';

/** A state's name in a language: its Spanish name where Spanish has one of its own ("Nueva York"), else as written. */
export function stateName(state: UsState, language: Language): string {
  return language === 'es' ? (STATE_NAMES_ES[state.code] ?? state.name) : state.name;
}
