import { describe, expect, it } from 'vitest';
import { comp, listing, renewal, request } from '#fixtures/letter-facts';
import { formatUsd } from '../../primitives/format';
import { inventedNumbers, numbersInText } from '../letter-numbers';
import { writeLetter } from '../letter-writer';
import { planLetter } from '../letter-plan';
import { LETTER_LENGTHS, LETTER_TONES, type LetterFacts, type LetterRequest } from '../negotiation-letter';
import { LETTER_SALUTATION_ES, NAME_PLACEHOLDER_ES } from './letter-phrases-es';
import { writeLetterEs } from './letter-writer-es';

const nonEmptyLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The numbers the Spanish letter states that are no figure of the report (its Spanish dates are read as dates). */
function inventedEs(text: string, facts: LetterFacts, req: LetterRequest): string[] {
  return inventedNumbers(text, facts, req);
}

/** The numbers of a text, sorted: the same figures in the English and the Spanish letter. */
const figuresOf = (text: string) =>
  numbersInText(text)
    .map((n) => n.value)
    .sort();

const ENGLISH =
  /\b(the|rent|rents|a month|and|with|for|please|thank|lease|offer|market|below|above|Dear|Sincerely|Hello|Re)\b/;

describe('writeLetterEs', () => {
  const variants = [listing, renewal].flatMap((facts) =>
    LETTER_TONES.flatMap((tone) =>
      LETTER_LENGTHS.map((length) => ({ facts, tone, length, name: `${facts.kind} ${tone} ${length}` })),
    ),
  );

  it('writes 12 distinct texts and subjects differing by tone', () => {
    const letters = variants.map(({ facts, tone, length }) => writeLetterEs(facts, request(facts, tone, length)));
    expect(new Set(letters.map((l) => l.text)).size).toBe(12);
    expect(new Set(letters.map((l) => l.subject)).size).toBe(6);
  });

  it.each(variants)(
    '$name: the English letter’s figures, the cited comps and the benchmark, in Spanish',
    ({ facts, tone, length }) => {
      const req = request(facts, tone, length);
      const { subject, text } = writeLetterEs(facts, req);
      const english = writeLetter(facts, req);
      expect(subject).not.toContain('\n');
      expect(figuresOf(subject)).toEqual(figuresOf(english.subject));
      expect(figuresOf(text)).toEqual(figuresOf(english.text));
      expect(text).toContain(formatUsd(req.proposedRent));
      expect(text).toContain(formatUsd(facts.askingRent));
      for (const cited of planLetter(facts, req).comps) {
        expect(text).toContain(length === 'letter' ? cited.address : cited.address.split(',')[0]);
        expect(text).toContain(formatUsd(cited.rent));
      }
      expect(text).not.toContain('1 Top St');
      expect(text).not.toContain('300 Elm Rd');
      expect(text).toContain('HUD Small Area Fair Market Rent (la renta de mercado que publica el gobierno federal)');
      expect(text).toContain('para ZIP 62701 (Springfield, IL MSA) es de $1,450 al mes');
      expect(text).toContain('según HUD FY2024 Small Area Fair Market Rents (revisadas).');
      expect(text).toContain('con fecha del 4 de mayo de 2026');
      expect(text).toContain('https://rentvalue.example/r/k3J9x2');
      expect(text).not.toContain('—');
      expect(inventedEs(`${subject}\n${text}`, facts, req)).toEqual([]);
      for (const english of [' the ', ' rent ', 'Dear', 'Sincerely', ' a month', 'Regards'])
        expect(`${subject}\n${text}`).not.toContain(english);
      expect(`${subject}\n${text}`).not.toMatch(ENGLISH);
      if (length === 'email') {
        expect(nonEmptyLines(text).length).toBe(nonEmptyLines(english.text).length);
        expect(nonEmptyLines(text).length).toBeGreaterThanOrEqual(5);
        expect(nonEmptyLines(text).length).toBeLessThanOrEqual(9);
      } else {
        expect(text.startsWith('4 de mayo de 2026\n')).toBe(true);
        expect(text).toContain(LETTER_SALUTATION_ES);
        expect(text).toContain(
          '- 45 Oak St, Springfield, IL 62701: $1,650 al mes, 2 habitaciones, 950 pies cuadrados, a 0.4 millas',
        );
        expect(text).toContain(
          '- 77 Birch Ct, Springfield, IL 62703: $1,600 al mes, 1 habitación, 700 pies cuadrados, a 1.4 millas',
        );
        expect(text).toMatch(/\n\n(Un cordial saludo|Saludos cordiales|Atentamente),\n/);
      }
    },
  );

  it('signs with the renter’s name, or leaves the Spanish placeholder', () => {
    expect(writeLetterEs(listing, request(listing)).text.endsWith(`\n${NAME_PLACEHOLDER_ES}`)).toBe(true);
    expect(writeLetterEs({ ...listing, renterName: 'Sam' }, request(listing)).text.endsWith('\nSam')).toBe(true);
    expect(writeLetterEs(listing, request(listing, 'firm')).text).toContain('\n\nAtentamente,\n');
  });

  it('differs in wording by tone: firm says the renter can sign and will look at the alternatives', () => {
    const firm = writeLetterEs(listing, request(listing, 'firm')).text;
    expect(firm).toContain('Puedo firmar por $1,780 al mes en cuanto usted lo confirme');
    expect(firm).toContain('alternativas indicadas arriba');
    expect(writeLetterEs(listing, request(listing, 'friendly')).text).toContain('¡Muchas gracias por considerarlo!');
    expect(writeLetterEs(listing, request(listing, 'neutral')).text).toContain(
      'Le agradecería que me dijera si $1,780 al mes le parece aceptable',
    );
    expect(writeLetterEs(listing, request(listing, 'friendly', 'email')).text.startsWith('¡Hola!\n')).toBe(true);
  });

  it('uses the renter’s proposal and the letter date when given', () => {
    const req = { ...request(listing), proposedRent: 1850, date: '2026-06-01' };
    const { text } = writeLetterEs(listing, req);
    expect(text).toContain('una renta mensual de $1,850');
    expect(text.startsWith('1 de junio de 2026\n')).toBe(true);
    expect(inventedEs(text, listing, req)).toEqual([]);
    // No proposal → the default, as in English.
    expect(writeLetterEs(listing, { ...req, proposedRent: 0 }).text).toContain('una renta mensual de $1,780');
  });

  it('states the specials of a new listing, never of a renewal', () => {
    expect(writeLetterEs(listing, request(listing)).text).toContain(
      'Con las ofertas de mudanza actuales, la renta efectiva queda en $1,925 al mes',
    );
    expect(writeLetterEs(listing, request(listing, 'neutral', 'email')).text).toContain(
      'Con las ofertas de mudanza, la renta efectiva es de $1,925 al mes',
    );
    for (const length of LETTER_LENGTHS)
      expect(writeLetterEs(renewal, request(renewal, 'neutral', length)).text).not.toContain('ofertas de mudanza');
  });

  it('states the renewal offer: current rent, offered rent, the increase in $ and %', () => {
    const { text } = writeLetterEs(renewal, request(renewal));
    expect(text).toContain('Asunto: Renovación del contrato de arrendamiento de 123 Main St');
    expect(text).toContain('La oferta sube mi renta de $2,100 a $2,300 al mes, un aumento de $200 (9.5%).');
    expect(text).toContain('una renta de renovación de $2,251 al mes');
    expect(text).toContain('Viviendas comparables cercanas que se rentan por $2,251 o menos:\n- 45 Oak St');
    expect(text).toContain('la renta de mercado para esta vivienda de 2 habitaciones y 1,000 pies cuadrados');
    const noRaise = { ...renewal, currentRent: 2300 };
    expect(writeLetterEs(noRaise, request(noRaise)).text).toContain('La oferta fija la renta en $2,300 al mes.');
  });

  it('names the cap law: over → parece superar; depends → the regional CPI; within → no mention', () => {
    const over = writeLetterEs(renewal, request(renewal)).text;
    expect(over).toContain('Según la ley California Tenant Protection Act (AB 1482), los aumentos anuales');
    expect(over).toContain('un límite del 8.3%, lo que dejaría esta renta en un máximo de $2,274 al mes');
    expect(over).toContain('parece superar ese límite');
    expect(writeLetterEs(renewal, request(renewal, 'neutral', 'email')).text).toContain(
      'La ley California Tenant Protection Act (AB 1482) limita los aumentos anuales al 8.3% (un máximo de $2,274 en este caso)',
    );

    const dependsFacts: LetterFacts = {
      ...renewal,
      rentCap: { ...renewal.rentCap!, capPercent: null, maxAllowedRent: null, verdict: 'depends' },
    };
    const depends = writeLetterEs(dependsFacts, request(dependsFacts)).text;
    expect(depends).toContain('depende del Índice de Precios al Consumidor (CPI) de la región');
    expect(depends).not.toContain('superar');

    const withinFacts: LetterFacts = {
      ...renewal,
      rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400, verdict: 'within' },
    };
    for (const length of LETTER_LENGTHS) {
      const within = writeLetterEs(withinFacts, request(withinFacts, 'firm', length)).text;
      expect(within).not.toContain('AB 1482');
      expect(within).not.toContain('superar');
      expect(inventedEs(within, withinFacts, request(withinFacts, 'firm', length))).toEqual([]);
    }
  });

  it('is built only from the report figures when parts are missing (no benchmark, link, comps, distance)', () => {
    const sparse: LetterFacts = {
      ...listing,
      address: '8 Rue Ln, Austin, TX 78701',
      askingRent: 1450,
      expectedRent: 1512.5,
      minPrice: 1421.75,
      maxPrice: 1603.25,
      subjectSqft: 480,
      bedrooms: '0',
      comps: [comp('5 Side St, Austin, TX 78702', 1395, { bedrooms: null, sqft: null, distanceMiles: null })],
      benchmark: null,
      reportLink: null,
      netEffectiveRent: null,
    };
    // At $1,450 against an expected $1,512.50: advice, with no comparable cited.
    for (const facts of [sparse, { ...sparse, askingRent: 1600 }])
      for (const tone of LETTER_TONES)
        for (const length of LETTER_LENGTHS) {
          const req = request(facts, tone, length);
          const { subject, text } = writeLetterEs(facts, req);
          expect(text).toContain(formatUsd(facts.askingRent));
          expect(text).not.toContain('Fair Market Rent');
          expect(text).not.toContain('informe completo');
          expect(inventedEs(`${subject}\n${text}`, facts, req)).toEqual([]);
          expect(figuresOf(text)).toEqual(figuresOf(writeLetter(facts, req).text));
        }
    expect(writeLetterEs(sparse, request(sparse)).text).toContain('este estudio de 480 pies cuadrados');
    expect(writeLetterEs(sparse, request(sparse)).text).toContain('está al nivel de la renta esperada o por debajo');
    expect(writeLetterEs(sparse, request(sparse)).text).not.toContain('5 Side St');
    const two = { ...sparse, comps: [...sparse.comps, comp('9 Side St, Austin, TX 78702', 1380, { sqft: null })] };
    const lower = { ...request(two), proposedRent: 1400 };
    expect(writeLetterEs(two, lower).text).toContain('- 5 Side St, Austin, TX 78702: $1,395 al mes\n');
    const firm = { ...request(sparse, 'firm'), proposedRent: 1400 };
    expect(writeLetterEs(sparse, firm).text).toContain(
      'Pocas viviendas comparables cercanas se rentan por $1,400 o menos',
    );
    expect(writeLetterEs(sparse, firm).text).toContain('seguiré buscando en otras partes de la zona');
    expect(writeLetterEs(sparse, { ...firm, length: 'email' }).text).toContain('pasaré a otras opciones');
  });

  it('never asks for a cut in a renewal: $3,000 paid, $3,360 offered, a market of $2,361 → it proposes $3,000', () => {
    const sanFrancisco: LetterFacts = {
      ...renewal,
      address: '1000 Mission St, San Francisco, CA 94103',
      askingRent: 3360,
      currentRent: 3000,
      expectedRent: 2361,
      minPrice: 2219.34,
      maxPrice: 2502.66,
      rentCap: null,
    };
    for (const tone of LETTER_TONES)
      for (const length of LETTER_LENGTHS) {
        const req = { tone, length, proposedRent: 0 };
        const { subject, text } = writeLetterEs(sanFrancisco, req);
        expect(text).toContain('$3,000 al mes');
        expect(text).not.toMatch(/(?:proponerle|renovar por|consideraría|renovación de) \$2,361/);
        if (length === 'letter') expect(text).toContain('la renta ofrecida supera el máximo de ese rango');
        expect(inventedEs(`${subject}\n${text}`, sanFrancisco, req)).toEqual([]);
      }
    expect(writeLetterEs(sanFrancisco, { tone: 'neutral', length: 'letter', proposedRent: 0 }).text).toContain(
      'Quisiera proponerle una renta de renovación de $3,000 al mes.',
    );
  });

  it('cites an official benchmark only when it is below the rent being negotiated', () => {
    const above = { ...listing.benchmark!, rent: 2345 };
    for (const facts of [
      { ...listing, benchmark: above },
      { ...listing, benchmark: { ...above, rent: 2100 } },
      { ...renewal, benchmark: above },
      { ...renewal, benchmark: { ...above, rent: 2300 } },
    ])
      for (const length of LETTER_LENGTHS) {
        const { text } = writeLetterEs(facts, request(facts, 'neutral', length));
        expect(text).not.toContain('Fair Market Rent');
        expect(text).not.toContain('HUD FY2024');
      }
    const below = { ...renewal, benchmark: { ...above, rent: 2250 } };
    expect(writeLetterEs(below, request(below)).text).toContain(
      'para ZIP 62701 (Springfield, IL MSA) es de $2,250 al mes',
    );
  });
});
