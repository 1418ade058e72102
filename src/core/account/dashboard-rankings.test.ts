import { describe, expect, it } from 'vitest';
import { dashboardRankings } from './dashboard-rankings';

const rows = [
  { id: 'newest', rent: 1500, sqft: 750, value_score: 6.2 },
  { id: 'cheap', rent: '1200', sqft: 500, value_score: null },
  { id: 'big', rent: 2400, sqft: 1600, value_score: 7.75 },
  { id: 'tied', rent: 1600, sqft: 800, value_score: 7.75 },
];

describe('dashboardRankings', () => {
  it('finds the best score, lowest rent, lowest price per sqft and most space', () => {
    const rankings = dashboardRankings(rows);
    expect(rankings.bestValue).toEqual({ row: rows[2], value: 7.75 });
    expect(rankings.lowestRent).toEqual({ row: rows[1], value: 1200 });
    expect(rankings.lowestPricePerSqft).toEqual({ row: rows[2], value: 1.5 });
    expect(rankings.mostSpace).toEqual({ row: rows[2], value: 1600 });
  });

  it('keeps the earlier (newer) row on a tie', () => {
    const tie = [rows[3]!, rows[2]!];
    expect(dashboardRankings(tie).bestValue?.row.id).toBe('tied');
  });

  it('leaves out rows without the figure, and zero rent or size', () => {
    const rankings = dashboardRankings([
      { id: 'free', rent: 0, sqft: 0, value_score: null },
      { id: 'unknown', rent: null, sqft: null, value_score: 'n/a' },
    ]);
    expect(rankings).toEqual({ bestValue: null, lowestRent: null, lowestPricePerSqft: null, mostSpace: null });
    expect(dashboardRankings([{ id: 'no-size', rent: 900, sqft: 0, value_score: 5 }]).lowestPricePerSqft).toBeNull();
  });

  it('has no rankings without reports', () => {
    expect(dashboardRankings([])).toEqual({
      bestValue: null,
      lowestRent: null,
      lowestPricePerSqft: null,
      mostSpace: null,
    });
  });
});
