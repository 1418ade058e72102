import { describe, expect, it } from 'vitest';
import { AI_FAILURE_PHRASES, isValidAiText, parseEvaluation } from './ai-text';

describe('isValidAiText', () => {
  it('accepts a written summary', () => {
    expect(isValidAiText('This listing is priced fairly.')).toBe(true);
  });

  it('hides empty and whitespace-only text', () => {
    expect(isValidAiText('')).toBe(false);
    expect(isValidAiText('  \n\t ')).toBe(false);
    expect(isValidAiText(null)).toBe(false);
    expect(isValidAiText(undefined)).toBe(false);
  });

  it('lists the four failure phrases', () => {
    expect(AI_FAILURE_PHRASES).toEqual([
      'AI service returned a non-200 status code',
      'AI evaluation returned empty',
      'AI Error:',
      'An AI-generated summary could not be created',
    ]);
  });

  it.each(AI_FAILURE_PHRASES.map((phrase) => [phrase]))('hides text containing %s', (phrase) => {
    expect(isValidAiText(phrase)).toBe(false);
    expect(isValidAiText(`Summary follows. ${phrase} (details) more text`)).toBe(false);
  });

  it('matches the phrases case-sensitively, as written', () => {
    expect(isValidAiText('ai error: none, all fine')).toBe(true);
  });
});

describe('parseEvaluation', () => {
  it('makes the first line a paragraph and star lines bullets split at the colon', () => {
    const text = [
      'This 2-bedroom is priced below the local market.',
      '',
      '* Price: $1,450 is 8% under the expected $1,575.',
      '* Size: 950 sqft is typical for the area.',
    ].join('\n');
    expect(parseEvaluation(text)).toEqual([
      { kind: 'paragraph', text: 'This 2-bedroom is priced below the local market.' },
      { kind: 'bullet', label: 'Price', text: '$1,450 is 8% under the expected $1,575.' },
      { kind: 'bullet', label: 'Size', text: '950 sqft is typical for the area.' },
    ]);
  });

  it('splits only at the first colon', () => {
    expect(parseEvaluation('* Time: 10:30 viewing')).toEqual([
      { kind: 'bullet', label: 'Time', text: '10:30 viewing' },
    ]);
  });

  it('keeps bullets without a colon as plain text', () => {
    expect(parseEvaluation('* Quiet street, close to transit')).toEqual([
      { kind: 'bullet', text: 'Quiet street, close to transit' },
    ]);
  });

  it('does not make a label from a leading colon', () => {
    expect(parseEvaluation('* : odd')).toEqual([{ kind: 'bullet', text: ': odd' }]);
  });

  it('keeps a label with empty text', () => {
    expect(parseEvaluation('* Verdict:')).toEqual([{ kind: 'bullet', label: 'Verdict', text: '' }]);
  });

  it('drops markdown bold markers', () => {
    expect(parseEvaluation('* **Value Score:** 7.2 out of 10')).toEqual([
      { kind: 'bullet', label: 'Value Score', text: '7.2 out of 10' },
    ]);
    expect(parseEvaluation('**Overall:** good')).toEqual([{ kind: 'bullet', label: 'Overall', text: 'good' }]);
    expect(parseEvaluation('A **strong** deal.')).toEqual([{ kind: 'paragraph', text: 'A strong deal.' }]);
  });

  it('keeps later non-bullet lines as paragraphs', () => {
    expect(parseEvaluation('Intro.\n* A: b\nClosing thought.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'bullet', label: 'A', text: 'b' },
      { kind: 'paragraph', text: 'Closing thought.' },
    ]);
  });

  it('does not split paragraphs at a colon', () => {
    expect(parseEvaluation('Summary: fair price.')).toEqual([{ kind: 'paragraph', text: 'Summary: fair price.' }]);
  });

  it('handles bullets before any paragraph', () => {
    expect(parseEvaluation('* A: 1\nThen text')).toEqual([
      { kind: 'bullet', label: 'A', text: '1' },
      { kind: 'paragraph', text: 'Then text' },
    ]);
  });

  it('ignores blank lines, bare stars and surrounding spaces; reads CRLF', () => {
    expect(parseEvaluation('\r\n  Intro  \r\n\r\n   *   \r\n  *  B:  two  \r\n')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'bullet', label: 'B', text: 'two' },
    ]);
  });

  it('returns no blocks for empty input', () => {
    expect(parseEvaluation('')).toEqual([]);
    expect(parseEvaluation('\n\n')).toEqual([]);
    expect(parseEvaluation(null)).toEqual([]);
    expect(parseEvaluation(undefined)).toEqual([]);
  });

  it('keeps markup as inert text', () => {
    expect(parseEvaluation('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
