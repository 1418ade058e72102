import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { zodMessage } from './zod-message';

const schema = z.object({
  language: z.enum(['en', 'es']),
  rooms: z.number().max(10),
  tier: z.number({ error: 'A price identifier is required.' }),
  note: z.string().refine(() => false, 'A sentence no table has.'),
});
const issues = schema.safeParse({ language: 'fr', rooms: 99, note: 'x' }).error!.issues;

describe('zodMessage', () => {
  it('names each field with its problem in English', () => {
    expect(zodMessage(issues)).toBe(
      'language: Invalid option: expected one of "en"|"es"; rooms: Too big: expected number to be <=10; ' +
        'tier: A price identifier is required.; note: A sentence no table has.',
    );
  });

  it('says each problem in Spanish for a Spanish request: zod’s own words in zod’s Spanish, the product’s from its table, anything else as a validation error', () => {
    const spanish = zodMessage(issues, 'es');
    expect(spanish).toContain('language: Opción inválida: se esperaba una de "en"|"es"');
    expect(spanish).toContain('rooms: Demasiado grande');
    expect(spanish).not.toMatch(/Invalid|expected|required|sentence/);
    expect(spanish).toContain('note: Revise los datos enviados: uno no es válido.');
  });
});
