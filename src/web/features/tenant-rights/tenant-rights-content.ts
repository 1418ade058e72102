import {
  FEDERAL_FAIR_HOUSING,
  STATE_TENANT_RIGHTS,
  type StateTenantRights,
  type TenantResourceLink,
} from '#core/renter-tools/tenant-rights';
import type { Language } from '#core/i18n/languages';

// The directory's own content (agency and law names, state names) in the page's language. English is core's data;
// Spanish is content/rights-es.ts, its own chunk, loaded before a Spanish page renders (tenant-rights-page.tsx awaits
// loadTenantRights), so an English visitor never downloads it.

export type TenantRightsContent = {
  readonly federal: TenantResourceLink;
  /** The 50 states in core's order (by code). */
  readonly states: readonly StateTenantRights[];
};

const ENGLISH: TenantRightsContent = { federal: FEDERAL_FAIR_HOUSING, states: STATE_TENANT_RIGHTS };
let spanish: TenantRightsContent | null = null;

export async function loadTenantRights(language: Language): Promise<void> {
  if (language !== 'es' || spanish) return;
  const { FEDERAL_FAIR_HOUSING_ES, STATE_TENANT_RIGHTS_ES } = await import('./content/rights-es');
  spanish = {
    federal: FEDERAL_FAIR_HOUSING_ES,
    states: STATE_TENANT_RIGHTS.map((state) => STATE_TENANT_RIGHTS_ES[state.code] ?? state),
  };
}

/** The directory in this language (Spanish must have been loaded: loadTenantRights). */
export function tenantRightsIn(language: string): TenantRightsContent {
  if (language !== 'es') return ENGLISH;
  if (!spanish) throw new Error('The Spanish tenant rights are not loaded: call loadTenantRights("es") first');
  return spanish;
}
