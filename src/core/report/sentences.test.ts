import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends followed by a capital, a digit or a dollar sign', () => {
    expect(splitSentences('24 were found. 2 were left out! Is it fair? $1,910 is the benchmark.')).toEqual([
      '24 were found.',
      '2 were left out!',
      'Is it fair?',
      '$1,910 is the benchmark.',
    ]);
  });

  it('keeps decimals, prices and abbreviations of addresses and official names inside their sentence', () => {
    expect(
      splitSentences(
        'The unit at 12 N. State St. Chicago rents for $2.79 per sq ft. The U.S. Census figure is $1,378.',
      ),
    ).toEqual(['The unit at 12 N. State St. Chicago rents for $2.79 per sq ft.', 'The U.S. Census figure is $1,378.']);
  });

  it('gives one item for a single sentence, text without a final stop, or empty text', () => {
    expect(splitSentences('Only one sentence here.')).toEqual(['Only one sentence here.']);
    expect(splitSentences('no stop at the end')).toEqual(['no stop at the end']);
    expect(splitSentences('')).toEqual(['']);
  });

  it('splits after a closing bracket or quote', () => {
    expect(splitSentences('Confidence is Medium (few comps.) The rest follows.')).toEqual([
      'Confidence is Medium (few comps.)',
      'The rest follows.',
    ]);
  });
});
