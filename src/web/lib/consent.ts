const CONSENT_STORAGE_KEY = 'rv-consent';
const CHANGE_EVENT = 'rv-consent-change';

export type ConsentPreferences = {
  /** Optional third-party analytics; first-party page counts carry no personal data and need no consent. */
  analytics: boolean;
};

const DEFAULT_CONSENT: ConsentPreferences = { analytics: false };

function parse(raw: string | null): ConsentPreferences {
  if (!raw) return DEFAULT_CONSENT;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'analytics' in value) {
      return { analytics: (value as { analytics: unknown }).analytics === true };
    }
  } catch {
    // a damaged entry counts as no choice made
  }
  return DEFAULT_CONSENT;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage can be disabled (privacy modes); then nothing was consented to
    return null;
  }
}

export function readConsent(): ConsentPreferences {
  return parse(readRaw());
}

export function writeConsent(preferences: ConsentPreferences): void {
  try {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: preferences.analytics, updatedAt: new Date().toISOString() }),
    );
  } catch {
    // without storage the choice lasts for this page only
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls onChange whenever the consent changes, in this tab or another; returns the unsubscribe. */
export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
