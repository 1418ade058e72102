import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_SORT, nextDashboardSort, sortDashboardRows } from './dashboard-sort';

const rows = [
  { id: 'a', rent: 1500, sqft: 800, value_score: 6.2 },
  { id: 'b', rent: '1200.00', sqft: 950, value_score: null },
  { id: 'c', rent: 1800, sqft: null, value_score: 4.1 },
  { id: 'd', rent: 1200, sqft: 700, value_score: '7.75' },
];

const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('dashboard sort', () => {
  it('defaults to value score, highest first, with unscored rows last', () => {
    expect(DEFAULT_DASHBOARD_SORT).toEqual({ key: 'value_score', direction: 'desc' });
    expect(ids(sortDashboardRows(rows, DEFAULT_DASHBOARD_SORT))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('toggles the direction when the sorted column is clicked again', () => {
    const once = nextDashboardSort(DEFAULT_DASHBOARD_SORT, 'value_score');
    expect(once).toEqual({ key: 'value_score', direction: 'asc' });
    expect(nextDashboardSort(once, 'value_score')).toEqual({ key: 'value_score', direction: 'desc' });
    expect(ids(sortDashboardRows(rows, once))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts a newly clicked column descending first', () => {
    expect(nextDashboardSort({ key: 'value_score', direction: 'asc' }, 'rent')).toEqual({
      key: 'rent',
      direction: 'desc',
    });
  });

  it('sorts rent with numeric text and keeps ties in order', () => {
    expect(ids(sortDashboardRows(rows, { key: 'rent', direction: 'desc' }))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortDashboardRows(rows, { key: 'rent', direction: 'asc' }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('puts missing sqft last in both directions', () => {
    expect(ids(sortDashboardRows(rows, { key: 'sqft', direction: 'asc' }))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(sortDashboardRows(rows, { key: 'sqft', direction: 'desc' }))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('leaves the input alone and handles no rows', () => {
    const copy = [...rows];
    sortDashboardRows(rows, DEFAULT_DASHBOARD_SORT);
    expect(rows).toEqual(copy);
    expect(sortDashboardRows([], DEFAULT_DASHBOARD_SORT)).toEqual([]);
  });
});
