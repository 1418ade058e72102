import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captchaTokenField, emailField, formChoice, formNumber, optionalHttpUrl, requiredText } from './zod-fields';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const schema = requiredText({ required: 'Required.', max: 5, tooLong: 'Too long.' });

  it('cleans, trims and bounds the text', () => {
    expect(schema.parse(' abc\u0000 ')).toBe('abc');
    expect(schema.parse('abcde')).toBe('abcde');
    expect(messages(schema, 'abcdef')).toEqual(['Too long.']);
  });

  it('reports one required message for blank, missing or non-text input', () => {
    for (const input of ['', '  ', undefined, null, 5]) expect(messages(schema, input)).toEqual(['Required.']);
  });

  it('keeps lines in multi-line mode', () => {
    const multi = requiredText({ required: 'Required.', max: 50, tooLong: 'Too long.', multiline: true });
    expect(multi.parse('a\r\nb')).toBe('a\nb');
  });
});

describe('formNumber', () => {
  const schema = formNumber({
    required: 'Required.',
    notNumber: 'Not a number.',
    outOfRange: 'Out of range.',
    min: 0,
    max: 10,
  });

  it('reads numbers and numeric text', () => {
    expect(schema.parse(5)).toBe(5);
    expect(schema.parse(' 7.5 ')).toBe(7.5);
    expect(schema.parse('$1')).toBe(1);
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(10)).toBe(10);
  });

  it('tells missing, wrong and out-of-range apart', () => {
    for (const input of ['', ' ', undefined, null, Number.NaN, Number.POSITIVE_INFINITY, true]) {
      expect(messages(schema, input)).toEqual(['Required.']);
    }
    expect(messages(schema, 'ten')).toEqual(['Not a number.']);
    expect(messages(schema, -0.01)).toEqual(['Out of range.']);
    expect(messages(schema, '10.01')).toEqual(['Out of range.']);
  });
});

describe('optionalHttpUrl', () => {
  const schema = optionalHttpUrl({ max: 30, invalid: 'Invalid.', tooLong: 'Too long.' });

  it('gives null for nothing and the trimmed link otherwise', () => {
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(' https://a.example/x ')).toBe('https://a.example/x');
  });

  it('accepts only http and https with a host', () => {
    expect(messages(schema, 'mailto:a@b.co')).toEqual(['Invalid.']);
    expect(messages(schema, 'http://')).toEqual(['Invalid.']);
    expect(messages(schema, 'data:text/html,hi')).toEqual(['Invalid.']);
    expect(messages(schema, 'https://a.example/' + 'x'.repeat(20))).toEqual(['Too long.']);
    expect(messages(schema, 12)).toEqual(['Invalid.']);
  });
});

describe('formChoice', () => {
  const schema = formChoice(['a', 'b'] as const, 'Choose one.', (value) => String(value).toLowerCase());

  it('accepts the options after normalising', () => {
    expect(schema.parse('A')).toBe('a');
    expect(schema.parse(' b ')).toBe('b');
  });

  it('reports the required message for anything else', () => {
    for (const input of ['', 'c', undefined, null, 1]) expect(messages(schema, input)).toEqual(['Choose one.']);
  });
});

describe('emailField and captchaTokenField', () => {
  it('validates an email address', () => {
    const schema = emailField('Email required.');
    expect(schema.parse(' a@b.co ')).toBe('a@b.co');
    expect(messages(schema, '')).toEqual(['Email required.']);
    expect(messages(schema, 'a@b')).toEqual(['Please enter a valid email address.']);
  });

  it('needs a non-empty token of sane length', () => {
    const schema = captchaTokenField('Verify.');
    expect(schema.parse(' tok ')).toBe('tok');
    expect(messages(schema, '')).toEqual(['Verify.']);
    expect(messages(schema, undefined)).toEqual(['Verify.']);
    expect(messages(schema, 'x'.repeat(4097))).toEqual(['Verify.']);
  });
});
