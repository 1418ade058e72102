import { describe, expect, it } from 'vitest';
import { FEDERAL_FAIR_HOUSING, STATE_TENANT_RIGHTS } from '#core/renter-tools/tenant-rights';
import { RENT_CAP_STATES, rentCapInForceText, rentCapRuleFor } from '#core/report/rent-increase-caps';
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

// The capped states' cards state the figure in force and its period, from core's one rule table, in both languages.
describe('the figure in force on the cards of California, Oregon and Washington', () => {
  const inForce = (state: string, language: 'en' | 'es' = 'en') =>
    rentCapInForceText(rentCapRuleFor(state)!, undefined, language);

  it('gives each capped state its current figure and period', () => {
    expect(RENT_CAP_STATES).toEqual(['CA', 'OR', 'WA']);
    expect(inForce('OR')).toMatch(/^In force on November 28, 2026: 9\.5% for 2026 /);
    expect(inForce('WA')).toMatch(/^In force on November 28, 2026: 9\.683% for 2026 /);
    expect(inForce('CA')).toMatch(
      /^In force on November 28, 2026, for 1 August 2026 to 31 July 2027: 8\.7% in Los Angeles/,
    );
    expect(inForce('CA')).toContain('8.8% in the Bay Area counties of');
  });

  it('says the same in Spanish', () => {
    expect(inForce('OR', 'es')).toMatch(/^Vigente el 28 de noviembre de 2026: 9\.5% para 2026 \(/);
    expect(inForce('WA', 'es')).toMatch(/^Vigente el 28 de noviembre de 2026: 9\.683% para 2026 \(/);
    expect(inForce('CA', 'es')).toBe(
      'Vigente el 28 de noviembre de 2026, del 1 de agosto de 2026 al 31 de julio de 2027: 8.7% en los condados de Los Ángeles y Orange; 8.2% en el condado de San Diego; 8.1% en los condados de Riverside y San Bernardino; 8.8% en los condados del Área de la Bahía de Alameda, Contra Costa, Marin, San Francisco y San Mateo; en los demás condados la tabla de RentValue aún no tiene la cifra (entre 5% y 10%).',
    );
  });
});
