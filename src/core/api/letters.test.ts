import { describe, expect, it } from 'vitest';
import { LETTER_MESSAGES } from '../messages';
import { letterFormSchema } from './letters';

const form = (proposedRent: string) => ({
  tone: 'firm',
  length: 'email',
  proposedRent,
  includeLink: false,
  language: 'es',
});

describe("the letter writer's form", () => {
  it('reads the rent as typed and rounds it to whole dollars', () => {
    expect(letterFormSchema.parse(form('$1,850.60'))).toEqual({
      tone: 'firm',
      length: 'email',
      proposedRent: 1851,
      includeLink: false,
      language: 'es',
    });
    expect(letterFormSchema.parse(form(' 2400 ')).proposedRent).toBe(2400);
  });

  it('refuses a letter language other than English or Spanish', () => {
    expect(letterFormSchema.safeParse({ ...form('1850'), language: 'fr' }).success).toBe(false);
  });

  it.each(['', 'abc', '0', '0.4', '100001', '-5'])('refuses %j with the one rent message', (rent) => {
    const result = letterFormSchema.safeParse(form(rent));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['proposedRent', LETTER_MESSAGES.proposedRentOutOfRange],
    ]);
  });

  it('takes only the tones and lengths the writer knows', () => {
    expect(letterFormSchema.safeParse({ ...form('1800'), tone: 'angry' }).success).toBe(false);
  });
});
