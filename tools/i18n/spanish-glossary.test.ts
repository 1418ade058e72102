import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toComparisonFactsList } from '#core/writing/comparison-facts';
import { writeComparison } from '#core/writing/comparison-writer';
import { WITHIN_RANGE } from '#fixtures/evaluation-facts';
import { writeEvaluation } from '#core/writing/evaluation-writer';

// docs/i18n.md's word list, held: one Spanish word per concept in every place Spanish is kept (the web catalogues,
// src/core's Spanish table and phrasebooks, the tenant-rights directory, the policies), and dates in sentences written
// as dates. Each rule names the concept, the word the glossary chose, and the other words that must not appear.

const RULES: readonly { concept: string; use: string; not: RegExp }[] = [
  { concept: 'amenities', use: 'comodidades', not: /\bamenidades\b/i },
  {
    concept: 'the unit’s condition',
    use: 'condición',
    not: /\bestado (y (las |sus )?comodidades|económico|promedio|de lujo|\$\{)|\b(mejor|mismo|nivel de|calificación de|el espacio y el|tamaño y|revise su) estado\b|\bEstado\/Calidad\b|"Estado: \{quality\}"/i,
  },
  { concept: 'renter', use: 'inquilino', not: /\b(arrendatari|locatari)[oa]s?\b/i },
  { concept: 'landlord', use: 'arrendador / propietario', not: /\bcaser[oa]s?\b/i },
  { concept: 'security deposit', use: 'depósito de seguridad', not: /\bdepósito de garantía\b/i },
  { concept: 'asking rent', use: 'renta pedida', not: /\brenta solicitada\b/i },
  { concept: 'Value Score', use: 'Puntuación de Valor', not: /\b(puntaje|calificación) de valor\b/i },
  {
    concept: 'a date in a sentence',
    use: '24 nov 2026 / 24 de noviembre de 2026',
    not: /\b(el|del) \d{4}-\d{2}-\d{2}\b/,
  },
];

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** Every file that holds Spanish text (not its tests). */
const SPANISH_FILES = [
  ...filesUnder(path.join(root, 'src/web'), (f) => f.endsWith('/messages/es.json') || f.endsWith('-es.ts')),
  ...filesUnder(path.join(root, 'src/web/features/policies/content/es'), (f) => f.endsWith('.md')),
  // src/core's Spanish: the tables (translations/es/, report/es/, address/es/) and every room's phrasebooks (writing/es/, report/es/, valuation/es/, …).
  ...filesUnder(path.join(root, 'src/core'), (f) => f.includes('/es/') && f.endsWith('.ts') && !f.endsWith('.test.ts')),
];

describe('the Spanish word list (docs/i18n.md)', () => {
  it('reads the places Spanish is kept', () => {
    expect(SPANISH_FILES.length).toBeGreaterThan(20);
  });

  it.each(RULES)('says $concept as “$use” everywhere', ({ not }) => {
    const found = SPANISH_FILES.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (not.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('keeps each chosen word in the glossary of docs/i18n.md', () => {
    const glossary = readFileSync(path.join(root, 'docs/i18n.md'), 'utf8');
    for (const { use } of RULES.filter((rule) => !rule.use.includes('/'))) expect(glossary, use).toContain(use);
  });
});

describe('the Spanish word list in what the writers write', () => {
  const facts = WITHIN_RANGE;
  const report = (rent: number, quality: number, amenities: number, score: number | null) => ({
    street_address: `${rent} Main St`,
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    rent,
    bedrooms: '2',
    bathrooms: '1',
    sqft: rent / 2,
    building_type: 'apartment',
    quality_level: quality,
    amenities_level: amenities,
    value_score: score,
  });
  const written = [
    writeEvaluation(facts, 'es'),
    writeEvaluation({ ...facts, qualityLevel: 3, valueScore: 2.5, verdict: 'below', rent: 1500 }, 'es'),
    writeEvaluation({ ...facts, valueScore: null, compsUsed: 2, qualityLevel: 1.5 }, 'es'),
    ...[
      [report(1800, 2, 2, 5), report(1800, 2, 2, 5)],
      [report(2100, 3, 3, 4), report(1500, 2, 2, 7)],
      [report(2100, 3, 2, 4), report(1500, 2, 3, 7), report(1600, 2, 2, null)],
    ].map((reports) => Object.values(writeComparison(toComparisonFactsList(reports), 'es')).join('\n')),
  ].join('\n');

  it.each(RULES)('says $concept as “$use” in the evaluation and the comparison', ({ not }) => {
    expect(written.split('\n').filter((line) => not.test(line))).toEqual([]);
  });

  it('words the unit’s condition as condición there', () => {
    expect(written).toContain('para su condición y sus comodidades');
    expect(written).toMatch(/la mejor condición|la misma calificación de condición/);
  });
});
