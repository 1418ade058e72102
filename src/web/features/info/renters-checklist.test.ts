import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import es from './messages/es.json';
import { CHECKLIST, CHECKLIST_ITEM_IDS, parseTicks, serializeTicks } from './renters-checklist';

describe("the renter's checklist", () => {
  it('has unique item ids in every section', () => {
    expect(new Set(CHECKLIST_ITEM_IDS).size).toBe(CHECKLIST_ITEM_IDS.length);
    expect(new Set(CHECKLIST.map((s) => s.id)).size).toBe(CHECKLIST.length);
    for (const section of CHECKLIST) expect(section.items.length).toBeGreaterThan(0);
  });

  it('round-trips ticks through storage in list order', () => {
    const ticked = new Set(['unit.water', 'before.budget']);
    const stored = serializeTicks(ticked);
    expect(JSON.parse(stored)).toEqual({ ticked: ['before.budget', 'unit.water'] });
    expect(parseTicks(stored)).toEqual(ticked);
  });

  it('reads missing, damaged or foreign storage as nothing ticked, and drops ids no longer on the list', () => {
    expect(parseTicks(null)).toEqual(new Set());
    expect(parseTicks('not json')).toEqual(new Set());
    expect(parseTicks('{"ticked":"before.budget"}')).toEqual(new Set());
    expect(parseTicks('[1,2]')).toEqual(new Set());
    expect(parseTicks('{"ticked":["before.budget","gone.item",7]}')).toEqual(new Set(['before.budget']));
  });

  it('has every section title and item text in English and Spanish', () => {
    const ids = CHECKLIST.flatMap((section) => [section.titleId, ...section.items.map((item) => item.textId)]);
    for (const catalogue of [en, es] as Record<string, string>[])
      for (const id of ids) expect(catalogue[id], id).toBeTruthy();
  });

  it("keys ticks by item id, so ticks saved on either language's page (or before Spanish existed) still read", () => {
    expect(parseTicks('{"ticked":["before.report","unit.climate","move-in.locks"]}')).toEqual(
      new Set(['before.report', 'unit.climate', 'move-in.locks']),
    );
  });
});
