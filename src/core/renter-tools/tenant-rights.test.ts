import { describe, expect, it } from 'vitest';
import { FEDERAL_FAIR_HOUSING, STATE_TENANT_RIGHTS, isGovernmentHost, searchStateTenantRights } from './tenant-rights';
import { US_STATES } from '../address/us-states';

describe('state tenant rights directory', () => {
  it('has a card for each of the 50 states, sorted by code', () => {
    expect(STATE_TENANT_RIGHTS).toHaveLength(50);
    const codes = STATE_TENANT_RIGHTS.map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(US_STATES.map((s) => s.code));
    expect(STATE_TENANT_RIGHTS.map((s) => s.name)).toEqual(US_STATES.map((s) => s.name));
  });

  it('gives every state one to three links', () => {
    for (const state of STATE_TENANT_RIGHTS) {
      expect(state.links.length, state.code).toBeGreaterThanOrEqual(1);
      expect(state.links.length, state.code).toBeLessThanOrEqual(3);
    }
  });

  it('links only to https pages on official government hosts, each once per state', () => {
    for (const link of [FEDERAL_FAIR_HOUSING, ...STATE_TENANT_RIGHTS.flatMap((s) => s.links)]) {
      const url = new URL(link.url);
      expect(url.protocol, link.url).toBe('https:');
      expect(isGovernmentHost(url.hostname), link.url).toBe(true);
      expect(link.label.trim().length, link.url).toBeGreaterThan(5);
    }
    for (const state of STATE_TENANT_RIGHTS) {
      const urls = state.links.map((l) => l.url);
      expect(new Set(urls).size, state.code).toBe(urls.length);
    }
  });

  it('points the federal link at HUD fair housing', () => {
    expect(FEDERAL_FAIR_HOUSING.url).toBe('https://www.hud.gov/program_offices/fair_housing_equal_opp');
  });
});

describe('isGovernmentHost', () => {
  it.each([
    ['www.hud.gov', true],
    ['oag.ca.gov', true],
    ['www.ag.state.la.us', true],
    ['www.gencourt.state.nh.us', true],
    ['example.com', false],
    ['gov.example.com', false],
    ['myfloridalegal.com', false],
    ['state.tx.us.example.com', false],
    ['evilgov', false],
  ])('%s -> %s', (host, expected) => {
    expect(isGovernmentHost(host)).toBe(expected);
  });
});

describe('searchStateTenantRights', () => {
  const codes = (query: string) => searchStateTenantRights(query).map((s) => s.code);

  it('returns every state for a blank query', () => {
    expect(codes('')).toHaveLength(50);
    expect(codes('   ')).toHaveLength(50);
  });

  it('finds a state by its code, any case', () => {
    expect(codes('tx')).toEqual(['TX']);
    expect(codes(' WA ')).toEqual(['WA']);
  });

  it('finds states by the start of the name or of a word in it', () => {
    expect(codes('texas')).toEqual(['TX']);
    expect(codes('New')).toEqual(['NH', 'NJ', 'NM', 'NY']);
    expect(codes('carolina')).toEqual(['NC', 'SC']);
    expect(codes('north  dakota')).toEqual(['ND']);
    expect(codes('virg')).toEqual(['VA', 'WV']);
  });

  it('matches a code and names together (ca: California by code, both Carolinas by a word)', () => {
    expect(codes('ca')).toEqual(['CA', 'NC', 'SC']);
  });

  it('finds nothing for an unknown name', () => {
    expect(codes('atlantis')).toEqual([]);
  });
});
