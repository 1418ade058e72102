import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstInvalidField, problemsBanner } from './form-errors';

const schema = z.object({
  a: z.string().min(1, 'A is required.').min(3, 'A is too short.'),
  b: z.number({ error: 'B must be a number.' }),
  c: z.string().min(1, 'C is required.'),
});

function errorOf(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return result.error;
}

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(fieldErrors(errorOf({ a: '', b: 'x', c: 'ok' }))).toEqual({ a: 'A is required.', b: 'B must be a number.' });
  });

  it('files errors without a path under the empty key', () => {
    expect(Object.keys(fieldErrors(errorOf(null)))).toEqual(['']);
  });
});

describe('firstInvalidField', () => {
  it('follows the given screen order, not the issue order', () => {
    const error = errorOf({ a: '', b: 'x', c: '' });
    expect(firstInvalidField(error, ['c', 'b', 'a'])).toBe('c');
    expect(firstInvalidField(error, ['b', 'a'])).toBe('b');
    expect(firstInvalidField(error, ['x'])).toBeNull();
  });
});

describe('problemsBanner', () => {
  it('says nothing without problems, one problem in its own words, several as a count', () => {
    expect(problemsBanner([])).toBeNull();
    expect(problemsBanner(['Passwords do not match!'])).toBe('Passwords do not match!');
    expect(problemsBanner(['A is required.', 'B must be a number.'])).toBe(
      'Please correct the 2 problems highlighted below.',
    );
  });
});
