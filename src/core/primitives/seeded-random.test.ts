import { describe, expect, it } from 'vitest';
import { hashSeed, normalQuantile, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed text', () => {
    const a = seededRandom('123 main st|2');
    const b = seededRandom('123 main st|2');
    const draws = Array.from({ length: 20 }, () => [a.next(), b.next()]);
    for (const [x, y] of draws) expect(x).toBe(y);
  });

  it('gives a different sequence for a different seed', () => {
    expect(seededRandom('a').next()).not.toBe(seededRandom('b').next());
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 20_000 }, () => random.next());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it('draws integers inside both bounds', () => {
    const random = seededRandom(7);
    const values = new Set(Array.from({ length: 2000 }, () => random.int(25, 40)));
    expect(Math.min(...values)).toBe(25);
    expect(Math.max(...values)).toBe(40);
  });

  it('draws standard normals', () => {
    const random = seededRandom(9);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
  });

  it('refuses to pick from nothing', () => {
    expect(() => seededRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('hashSeed', () => {
  it('is FNV-1a (32 bit)', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
  });
});

describe('normalQuantile', () => {
  it('inverts the normal distribution', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });

  it('refuses probabilities outside (0, 1)', () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
