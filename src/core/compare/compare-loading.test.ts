import { describe, expect, it } from 'vitest';
import { compareLoadingIndex } from './compare-loading';
import { COMPARE_LOADING_MESSAGES } from '../messages';

describe('compareLoadingIndex', () => {
  it('moves to the next message every 1.5 seconds and starts over after the last', () => {
    expect(compareLoadingIndex(0)).toBe(0);
    expect(compareLoadingIndex(1499)).toBe(0);
    expect(compareLoadingIndex(1500)).toBe(1);
    expect(compareLoadingIndex(3000)).toBe(2);
    expect(compareLoadingIndex(4500)).toBe(0);
    expect(COMPARE_LOADING_MESSAGES[compareLoadingIndex(3100)]).toBe('Generating AI-powered comparison...');
  });

  it('stays on the first message for a clock that went backwards', () => {
    expect(compareLoadingIndex(-200)).toBe(0);
    expect(compareLoadingIndex(Number.NaN)).toBe(0);
  });
});
