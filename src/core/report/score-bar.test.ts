import { describe, expect, it } from 'vitest';
import { scoreBarPercent, scoreBarPosition, scoreColor, scoreHue } from './score-bar';

describe('scoreBarPosition', () => {
  it.each([
    [1, 0],
    [10, 1],
    [5.5, 0.5],
    [2, 1 / 9],
    [8.5, 7.5 / 9],
  ])('places score %d at %d', (score, expected) => {
    expect(scoreBarPosition(score)).toBeCloseTo(expected, 12);
  });

  it('clamps to 0..1', () => {
    expect(scoreBarPosition(0)).toBe(0);
    expect(scoreBarPosition(-4)).toBe(0);
    expect(scoreBarPosition(11)).toBe(1);
    expect(scoreBarPosition(Number.NaN)).toBe(0);
  });
});

describe('scoreHue', () => {
  it('runs from 0 at score 1 to 120 at score 10', () => {
    expect(scoreHue(1)).toBe(0);
    expect(scoreHue(10)).toBe(120);
    expect(scoreHue(5.5)).toBe(60);
    expect(scoreHue(0)).toBe(0);
    expect(scoreHue(12)).toBe(120);
  });
});

describe('scoreColor and scoreBarPercent', () => {
  it('builds an hsl colour', () => {
    expect(scoreColor(1)).toBe('hsl(0, 75%, 40%)');
    expect(scoreColor(10)).toBe('hsl(120, 75%, 40%)');
    expect(scoreColor(5.5)).toBe('hsl(60, 75%, 40%)');
    expect(scoreColor(2)).toBe('hsl(13.3, 75%, 40%)');
  });

  it('gives the marker offset as a percentage', () => {
    expect(scoreBarPercent(1)).toBe('0%');
    expect(scoreBarPercent(5.5)).toBe('50%');
    expect(scoreBarPercent(10)).toBe('100%');
    expect(scoreBarPercent(2)).toBe('11.11%');
  });
});
