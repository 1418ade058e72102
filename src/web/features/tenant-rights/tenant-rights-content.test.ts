import { describe, expect, it } from 'vitest';
import { FEDERAL_FAIR_HOUSING, STATE_TENANT_RIGHTS } from '#core/renter-tools/tenant-rights';
import { FEDERAL_FAIR_HOUSING_ES, STATE_TENANT_RIGHTS_ES } from './content/rights-es';
import { loadTenantRights, tenantRightsIn } from './tenant-rights-content';

// The Spanish directory is the English one in other words: the same states, and the same official links in the same
// order, so a link fixed in core cannot be left stale in Spanish.
describe('the Spanish tenant rights directory', () => {
  it('has every state of core, with the same links and kinds', () => {
    expect(Object.keys(STATE_TENANT_RIGHTS_ES).sort()).toEqual(STATE_TENANT_RIGHTS.map((state) => state.code).sort());
    for (const english of STATE_TENANT_RIGHTS) {
      const spanish = STATE_TENANT_RIGHTS_ES[english.code];
      expect(spanish?.code).toBe(english.code);
      expect(spanish?.links.map(({ url, kind }) => ({ url, kind }))).toEqual(
        english.links.map(({ url, kind }) => ({ url, kind })),
      );
      for (const link of spanish?.links ?? []) expect(link.label.trim()).not.toBe('');
    }
    expect({ ...FEDERAL_FAIR_HOUSING_ES, label: '' }).toEqual({ ...FEDERAL_FAIR_HOUSING, label: '' });
  });

  it('is what a Spanish page shows, in core order; an English page shows core', async () => {
    expect(tenantRightsIn('en').states).toBe(STATE_TENANT_RIGHTS);
    await loadTenantRights('es');
    const { federal, states } = tenantRightsIn('es');
    expect(federal).toBe(FEDERAL_FAIR_HOUSING_ES);
    expect(states.map((state) => state.code)).toEqual(STATE_TENANT_RIGHTS.map((state) => state.code));
    expect(states.find((state) => state.code === 'NY')?.name).toBe('Nueva York');
  });
});
