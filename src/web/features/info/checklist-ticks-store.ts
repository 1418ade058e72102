import { CHECKLIST_STORAGE_KEY, parseTicks, serializeTicks } from './renters-checklist';

// The renter's checklist ticks as an outside store for useSyncExternalStore: kept in this browser's localStorage as
// item ids, the same in every language (never sent anywhere), or in memory while storage is switched off (private
// modes). The page's first render reads no ticks (the server snapshot), so a prerendered page hydrates as it is and
// the ticks show right after.

const listeners = new Set<() => void>();
let inMemory: string | null = null;
let cached: { raw: string | null; ticks: ReadonlySet<string> } = { raw: null, ticks: new Set() };

export const NO_TICKS: ReadonlySet<string> = new Set();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CHECKLIST_STORAGE_KEY);
  } catch {
    return inMemory;
  }
}

/** This browser's ticks; the same Set until they change. */
export function ticksSnapshot(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ticks: parseTicks(raw) };
  return cached.ticks;
}

export function saveTicks(ticked: ReadonlySet<string>): void {
  const raw = ticked.size === 0 ? null : serializeTicks(ticked);
  try {
    if (raw === null) window.localStorage.removeItem(CHECKLIST_STORAGE_KEY);
    else window.localStorage.setItem(CHECKLIST_STORAGE_KEY, raw);
  } catch {
    inMemory = raw;
  }
  for (const listener of listeners) listener();
}

/** Changes made here, and in another tab (the storage event). */
export function subscribeToTicks(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
