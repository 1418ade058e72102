import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateCoreText } from '../i18n/core-text';
import { CORE_TEXTS_ES } from './core-texts-es';
import * as messages from '../messages';
import * as labels from '../labels';
import * as reportForm from '../report/report-form';
import * as reportFormDraft from '../report/report-form-draft';
import * as reportFormAddress from '../report/report-form-address';
import * as reportFormOptions from '../report/report-form-options';
import * as reportCharts from '../report/report-charts';
import * as valueScore from '../valuation/value-score';
import * as moveInSpecials from '../valuation/move-in-specials';
import { specialsTexts } from '../valuation/specials-texts';
import * as compareLabels from '../compare/compare-labels';
import * as authForms from '../account/auth-forms';
import * as contactForm from '../site/contact-form';
import * as affordability from '../renter-tools/affordability';
import * as constants from '../constants';
import * as listingText from '../listings/listing-text';
import * as listingUnit from '../listings/listing-unit';
import * as addressSuggestion from '../address/address-suggestion';
import * as api from '../api';
import { letterFormSchema } from '../api/letters';
import * as benchmarkFigures from '../benchmarks/benchmark-figures';
import * as marketConfidence from '../valuation/market-confidence';
import { confidenceReasonText } from '../valuation/confidence-reason-text';
import type { ConfidenceReason } from '../valuation/confidence-reasons';
import * as rentBenchmarks from '../benchmarks/rent-benchmarks';
import * as benchmarkTexts from '../benchmarks/benchmark-texts';
import * as storedMarket from '../valuation/stored-market';
import * as scoredRent from '../valuation/scored-rent';

import * as addressParse from '../address/address-parse';
import { ADDRESS_STATES } from '../address/us-states';
import { checkRentIncrease, RENT_CAP_RULES, rentCapCaveat, rentCapInForceText } from '../report/rent-increase-caps';
import * as rentCapTexts from '../report/rent-cap-texts';
import { defaultProposalHint, proposalHintText } from '../writing/negotiation-letter';
import { LETTER_LENGTH_LABELS, LETTER_TONE_LABELS } from '../labels';
import { STATE_NAMES_ES } from '../address/es/places-es';
import { comp, listing, renewal } from '#fixtures/letter-facts';
import { AUSTIN_BENCHMARKS } from '#fixtures/austin-benchmarks';
import { enteredSpecials } from '#fixtures/move-in-specials';

// Every text of src/core a renter can see has its Spanish (core-texts-es.ts). The texts are found, not listed: the
// exported constants of the modules are walked, the schemas are run on bad input and the message functions are
// called, so a text added to src/core without its Spanish fails here.

const es = (text: string) => translateCoreText(text, CORE_TEXTS_ES);

const MODULES = {
  labels,
  messages,
  reportForm,
  reportFormDraft,
  reportFormAddress,
  reportFormOptions,
  reportCharts,
  valueScore,
  moveInSpecials,
  compareLabels,
  authForms,
  contactForm,
  affordability,
  constants,
  listingText,
  listingUnit,
  addressSuggestion,
  api,
  benchmarkFigures,
  marketConfidence,
  rentBenchmarks,
  benchmarkTexts,
  storedMarket,
  scoredRent,
  addressParse,
  // Of the letter's module, only its form's labels: the letter itself is written in the renter's language.
  letterLabels: { LETTER_TONE_LABELS, LETTER_LENGTH_LABELS },
  // Of the rent caps, what the renewal check and the tenant rights directory show: the law, its formula, its
  // exemptions (the caveat lists them).
  rentCaps: RENT_CAP_RULES.map(({ lawName, formula, exemptions }) => ({ lawName, formula, exemptions })),
  // …and their groups of texts by id, with the regions and the sources of the figures.
  rentCapTexts,
};

/**
 * A string that is no text a renter reads: without a letter ("6+", "—"), one lower-case word or key ("apartment",
 * "parkingFee", "short_term", "get"), an upper-case code ("USD", "VALIDATION"), a path or a URL.
 */
function isText(value: string): boolean {
  if (!/[A-Za-z]/.test(value)) return false;
  if (/^[a-z][a-zA-Z0-9]*(?:[_-][a-zA-Z0-9]+)*$/.test(value)) return false;
  if (/^[A-Z][A-Z0-9_]*$/.test(value)) return false;
  return !/^\/|:\/\//.test(value);
}

/** The strings held by exported constants, objects, arrays and maps (schemas are run below instead; functions called). */
function collectTexts(value: unknown, out: Set<string>, seen = new Set<object>()): Set<string> {
  if (typeof value === 'string') {
    if (isText(value)) out.add(value);
    return out;
  }
  if (value === null || typeof value !== 'object' || value instanceof z.ZodType || seen.has(value)) return out;
  seen.add(value);
  const items = value instanceof Map || value instanceof Set ? [...value.values()] : Object.values(value);
  for (const item of items) collectTexts(item, out, seen);
  return out;
}

/** zod's own English (a body no screen of ours sends); ours never start so. */
const ZOD_DEFAULT = /^(?:Invalid|Too (?:big|small)|Unrecognized)\b/;

function issueMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message).filter((m) => !ZOD_DEFAULT.test(m));
}

/** The keys of an object schema, through pipes and intersections. */
function keysOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodIntersection)
    return [...keysOf(schema.def.left as z.ZodType), ...keysOf(schema.def.right as z.ZodType)];
  return [];
}

const BAD_VALUES: readonly unknown[] = [
  '',
  '   ',
  'abc',
  'ZZ',
  'ftp://example.com',
  '-5',
  '0',
  '0.4',
  '1.5',
  '999999999',
  'x'.repeat(20_000),
  -5,
  0,
  1e9,
  Number.NaN,
  true,
  false,
  null,
];

/** The messages a schema gives for missing fields and for each kind of bad value in every field at once. */
function probeSchema(schema: z.ZodType): Set<string> {
  const found = new Set<string>();
  const keys = keysOf(schema);
  const inputs: unknown[] = [
    undefined,
    null,
    {},
    ...BAD_VALUES.map((bad) => Object.fromEntries(keys.map((k) => [k, bad]))),
  ];
  for (const input of inputs) for (const message of issueMessages(schema, input)) found.add(message);
  return found;
}

const VALID_REPORT_FORM = {
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  buildingType: 'apartment',
  rentAmount: '2000',
  bedrooms: '2',
  baths: '1',
  sqFt: '900',
  qualityLevel: '2',
  amenitiesLevel: '2',
};

/** The report form's rules between fields, which bad values alone do not reach. */
const REPORT_FORM_CASES: readonly Record<string, unknown>[] = [
  { mode: 'renewal' },
  { mode: 'renewal', currentRent: '0.001' },
  { rentAmount: '0.001' },
  { specialsOn: 'yes', concessionKind: 'weeks' },
  { specialsOn: 'yes', concessionKind: 'weeks', concessionAmount: '0.001', leaseMonths: '12' },
  { specialsOn: 'yes', concessionKind: 'months', concessionAmount: '24', leaseMonths: '12' },
  { specialsOn: 'yes', leaseMonths: '0.5', parkingFee: '20000' },
];

function schemaTexts(): Set<string> {
  const found = new Set<string>();
  const add = (texts: Iterable<string>) => {
    for (const text of texts) found.add(text);
  };
  const schemas: z.ZodType[] = [
    authForms.loginSchema,
    authForms.signupSchema,
    authForms.resetPasswordSchema,
    authForms.updatePasswordSchema,
    authForms.deleteAccountSchema,
    contactForm.contactFormSchema,
    reportForm.reportFormSchema,
    letterFormSchema,
    // Every request body but the page-view beacon, which the app sends by itself (no renter types its path).
    ...api.apiOperations.flatMap((operation) =>
      operation.body && operation.body !== api.PageViewSchema ? [operation.body] : [],
    ),
  ];
  for (const schema of schemas) add(probeSchema(schema));
  for (const change of REPORT_FORM_CASES)
    add(issueMessages(reportForm.reportFormSchema, { ...VALID_REPORT_FORM, ...change }));
  const draft = { ...reportFormDraft.EMPTY_REPORT_FORM_DRAFT, ...VALID_REPORT_FORM };
  add(issueMessages(reportFormDraft.reportFormDraftSchema, reportFormDraft.EMPTY_REPORT_FORM_DRAFT));
  add(issueMessages(reportFormDraft.reportFormDraftSchema, { ...draft, addressText: '1 Main St' }));
  const passwords = { password: 'long enough', confirmPassword: 'something else' };
  add(issueMessages(authForms.signupSchema, passwords));
  add(issueMessages(authForms.updatePasswordSchema, passwords));
  return found;
}

/** The texts the label functions give for every level and score. */
function labelTexts(): Set<string> {
  const found = new Set<string>();
  for (const level of [1, 1.5, 2, 2.5, 3]) {
    for (const label of [compareLabels.qualityLabel(level), compareLabels.amenitiesLabel(level)]) {
      if (label) found.add(label);
    }
  }
  for (const score of [1, 4, 5, 6, 6.1, 10]) found.add(compareLabels.evaluationLabel(score)!);
  for (const type of reportFormOptions.BUILDING_TYPES) found.add(reportFormOptions.buildingTypeLabel(type)!);
  found.add(listingText.formatBedrooms(0));
  return found;
}

const walked = collectTexts(MODULES, new Set());
const probed = schemaTexts();
const labelled = labelTexts();

describe('CORE_TEXTS_ES', () => {
  it('finds the texts it checks', () => {
    // A guard on the walk and the probes themselves: a few texts each must be among those found.
    expect(walked).toContain(messages.AUTH_MESSAGES.passwordsDoNotMatch);
    expect(walked).toContain(labels.REPORT_FIELD_LABELS.rentAmount);
    expect(walked).toContain('Pay As You Go');
    expect(walked).toContain('Studio');
    expect(walked).toContain(benchmarkTexts.BENCHMARKS_HEADING);
    expect(walked).toContain(benchmarkTexts.ACS_RELEASE);
    expect(walked).toContain(labels.CONFIDENCE_LABELS.medium);
    expect(walked).toContain(labels.SCORED_RENT_LABELS.offered);
    expect(walked).toContain(LETTER_TONE_LABELS.neutral);
    expect(walked).toContain(RENT_CAP_RULES[0]!.formula);
    expect(walked).toContain(addressParse.UNIT_NUMBER_NOTE);
    expect(walked).not.toContain('USD');
    expect(walked).not.toContain('apartment');
    expect(probed).toContain('The "Rent" field is required.');
    expect(probed).toContain('First Name must be at most 100 characters.');
    expect(probed).toContain(messages.REPORT_MESSAGES.concessionTooLarge);
    expect(probed).toContain(messages.REPORT_MESSAGES.selectAddress);
    expect(probed).toContain('Please enter your password.');
    expect(labelled).toContain('Luxury');
  });

  it.each([...walked].map((text) => [text]))('has the Spanish of the constant %j', (text) => {
    expect(es(text)).not.toBe(text);
  });

  it.each([...probed].map((text) => [text]))('has the Spanish of the validation message %j', (text) => {
    expect(es(text)).not.toBe(text);
  });

  it.each([...labelled].map((text) => [text]))('has the Spanish of the label %j', (text) => {
    expect(es(text)).not.toBe(text);
  });

  it('keeps every number and amount of a text in its Spanish', () => {
    const numbers = (text: string) => text.match(/\$?\d+(?:[.,]\d+)*/g) ?? [];
    for (const [english, spanish] of Object.entries(CORE_TEXTS_ES.texts)) {
      for (const number of numbers(english)) expect(spanish, english).toContain(number);
    }
  });

  it('words a text with values from its id, never by reading its English (decision 088)', () => {
    // An English text shaped like a message but written by no code of ours is not parsed back.
    expect(es('The "Rent" field is required.')).toBe('El campo "Renta" es obligatorio.');
    expect(es('The "Whatever" field is required.')).toBe('The "Whatever" field is required.');
    expect(es('Please correct the 77 problems highlighted below.')).toBe(
      'Please correct the 77 problems highlighted below.',
    );
  });

  it('keeps a text it does not know, such as a renter’s own words', () => {
    expect(es('My landlord said no.')).toBe('My landlord said no.');
    expect(es('123 Main St, Austin, TX 78701')).toBe('123 Main St, Austin, TX 78701');
  });
});

describe('the message functions of messages.ts', () => {
  it('fieldRequired: the label inside is translated too', () => {
    expect(es(messages.fieldRequired('Lease length'))).toBe('El campo "Duración del contrato" es obligatorio.');
    for (const label of Object.values(labels.REPORT_FIELD_LABELS)) {
      expect(es(messages.fieldRequired(label))).toBe(`El campo "${es(label)}" es obligatorio.`);
    }
    for (const label of Object.values(labels.NEXT_STEP_FIELD_LABELS)) {
      expect(es(messages.fieldRequired(label))).toBe(`El campo "${es(label)}" es obligatorio.`);
    }
    for (const label of Object.values(labels.CONTACT_LABELS)) {
      expect(es(messages.fieldRequired(label))).toBe(`El campo "${es(label)}" es obligatorio.`);
    }
  });

  it('fieldTooLong: the number stays as written', () => {
    expect(es(messages.fieldTooLong('Message', 5000))).toBe(
      'El campo "Mensaje" debe tener como máximo 5,000 caracteres.',
    );
    expect(es(messages.fieldTooLong('Last Name', 100))).toBe(
      'El campo "Apellido" debe tener como máximo 100 caracteres.',
    );
  });

  it('severalProblemsBanner', () => {
    expect(es(messages.severalProblemsBanner(3))).toBe('Corrija los 3 problemas señalados abajo.');
    expect(es(messages.severalProblemsBanner(1000))).toBe('Corrija los 1,000 problemas señalados abajo.');
  });

  it('requestFailedWithStatus', () => {
    expect(es(messages.requestFailedWithStatus(503))).toBe('La solicitud falló con el código 503');
  });

  it('errorWithMessage: a known message inside is translated, other words are kept', () => {
    const inner = messages.PROFILE_MESSAGES.loadProfileFailed;
    expect(es(messages.errorWithMessage(inner))).toBe(`Error: ${es(inner)}`);
    expect(es(messages.errorWithMessage(inner))).not.toBe(messages.errorWithMessage(inner));
    expect(es(messages.errorWithMessage('Failed to fetch'))).toBe('Error: Failed to fetch');
  });

  it('errorBannerMessage', () => {
    expect(es(messages.errorBannerMessage(null))).toBe('Ocurrió un error inesperado.');
  });

  it('paymentActivatedMessage', () => {
    for (const tier of [1, 2, 3, null]) {
      const text = messages.paymentActivatedMessage(tier);
      expect(es(text), text).not.toBe(text);
    }
  });

  it('greetingName: a first name is kept, the fallback is translated', () => {
    expect(es(messages.greetingName('Ana'))).toBe('Ana');
    const fallback = messages.greetingName(null);
    expect(es(fallback)).not.toBe(fallback);
  });

  it('unreadableTextMessage: with and without the field', () => {
    for (const field of [null, 'streetAddress', 'firstName', 'message', 'zipCode', 'email', 'somethingNew']) {
      const text = messages.unreadableTextMessage(field);
      expect(es(text), text).not.toBe(text);
    }
    expect(es(messages.unreadableTextMessage('streetAddress'))).toMatch(/^El campo "Dirección" contiene/);
  });
});

describe('the texts other functions write', () => {
  it('propertyName: a compared listing by its letter, in each language', () => {
    expect(compareLabels.propertyName(compareLabels.propertyLetter(0), 'es')).toBe('Propiedad A');
    expect(compareLabels.propertyName(compareLabels.propertyLetter(26), 'es')).toBe('Propiedad AA');
    expect(compareLabels.propertyLabel(26)).toBe('Property AA');
  });

  it('roomsText', () => {
    expect(listingText.roomsText('2', '1', 'es')).toBe('2 hab. · 1 baño');
    expect(listingText.roomsText('0', '1.5', 'es')).toBe('Estudio · 1.5 baños');
    expect(listingText.roomsText('6+', null, 'es')).toBe('6+ hab.');
  });

  it('specialsTexts in Spanish: every line with words, the same figures', () => {
    const cases: readonly moveInSpecials.MoveInSpecials[] = [
      enteredSpecials({ concessionKind: 'weeks', concessionAmount: 6, fees: { parkingFee: 75, petFee: 40 } }),
      enteredSpecials({
        concessionKind: 'weeks',
        concessionAmount: 1,
        leaseMonths: 1,
        fees: { amenityFee: 25, utilitiesFee: 110.5 },
      }),
      enteredSpecials({ concessionKind: 'months', concessionAmount: 1, leaseMonths: 13 }),
      enteredSpecials({ concessionKind: 'dollars', concessionAmount: 500 }),
      enteredSpecials({ fees: { parkingFee: 50 } }),
      enteredSpecials({
        fees: { trashFee: 60, techFee: 25, otherFee: 100 },
        ownUtilities: 120,
        moveIn: { applicationFee: 50, brokerFee: 1800, securityDeposit: 2000 },
      }),
    ];
    for (const specials of cases) {
      const figures = moveInSpecials.specialsFigures(specials, moveInSpecials.effectiveRent(2199, specials));
      const english = specialsTexts(2199, figures);
      const spanish = specialsTexts(2199, figures, 'es');
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        const en = english[key];
        const es = spanish[key];
        expect(es === null, key).toBe(en === null);
        if (en === null || es === null) continue;
        if (/[A-Za-z]/.test(en)) expect(es, en).not.toBe(en);
        expect(es.match(/\$[\d,.]+/g), es).toEqual(en.match(/\$[\d,.]+/g));
      }
    }
    const first = cases[0]!;
    const texts = specialsTexts(
      2199,
      moveInSpecials.specialsFigures(first, moveInSpecials.effectiveRent(2199, first)),
      'es',
    );
    expect(texts.concession).toBe('Oferta de mudanza: 6 semanas gratis, equivalente a $3,045 durante el contrato.');
    expect(texts.fees).toBe('Cargos mensuales: estacionamiento $75, renta por mascota $40 ($115 al mes).');
    expect(texts.leaseTotalTerm).toBe('Costo del contrato de 12 meses');
  });
});

/** A Spanish text with English words left in it (official names such as "Tenant Protection Act of 2019" aside). */
const ENGLISH_LEFT = /\b(?:the|is|are|was|were|and|for|with|rent|rentals?|within|over|above|below|which)\b/;

function expectSpanish(text: string): void {
  const spanish = es(text);
  expect(spanish, text).not.toBe(text);
  expect(spanish, text).not.toMatch(ENGLISH_LEFT);
}

describe('the report’s sentences', () => {
  /** How the rent compares with a figure, in Spanish: not the English, and no English word left. */
  const expectSpanishText = (pct: number) => {
    for (const rent of ['asking', 'offered'] as const) {
      const spanish = benchmarkFigures.askingComparisonText(pct, rent, 'es');
      expect(spanish).not.toBe(benchmarkFigures.askingComparisonText(pct, rent));
      expect(spanish).not.toMatch(ENGLISH_LEFT);
    }
  };
  /** A benchmark note in Spanish, worded from its id: not the English, and no English word left. */
  const expectSpanishNote = (note: Parameters<typeof benchmarkFigures.benchmarkNoteText>[0]) => {
    const spanish = benchmarkFigures.benchmarkNoteText(note, 'es');
    expect(spanish).not.toBe(benchmarkFigures.benchmarkNoteText(note, 'en'));
    expect(spanish).not.toMatch(ENGLISH_LEFT);
  };
  it('noScoreReason: every count, with and without the benchmarks', () => {
    expect(benchmarkFigures.benchmarkNoteText(benchmarkFigures.noScoreReason(2, true), 'es')).toBe(
      'Solo se encontraron 2 viviendas comparables útiles; se necesitan al menos 4 para una Puntuación de Valor. La renta esperada que se muestra las combina con las rentas de referencia oficiales para este código postal, con confianza Baja.',
    );
    for (const count of [0, 1, 2, 3]) {
      for (const hasBenchmark of [true, false]) expectSpanishNote(benchmarkFigures.noScoreReason(count, hasBenchmark));
    }
  });

  it('the official benchmarks: names, areas, covers, releases and the asking rent against them', () => {
    const area = AUSTIN_BENCHMARKS;
    for (const bedrooms of [0, 1, 2, 5, 6, 7]) {
      for (const figure of benchmarkFigures.benchmarkFigures(area, bedrooms, 1850)) {
        for (const text of [figure.name, figure.release]) expect(es(text), text).not.toBe(text);
        const covers = benchmarkFigures.benchmarkCoversText(figure.covers, 'es');
        expect(covers).not.toBe(benchmarkFigures.benchmarkCoversText(figure.covers, 'en'));
        expect(covers).not.toMatch(ENGLISH_LEFT);
        expectSpanishText(figure.askingDifferencePct);
      }
    }
    const [zip] = benchmarkFigures.benchmarkFigures(area, 1, 1850);
    expect(benchmarkFigures.benchmarkAreaText(zip!.area, 'es')).toBe(
      'Código postal 78701 (Austin-Round Rock-San Marcos, TX MSA)',
    );
    expect(benchmarkFigures.benchmarkCoversText(zip!.covers, 'es')).toBe('1 habitación');
    const [studio] = benchmarkFigures.benchmarkFigures(area, 0, 1850);
    expect(benchmarkFigures.benchmarkCoversText(studio!.covers, 'es')).toBe('Estudio');
    const [six] = benchmarkFigures.benchmarkFigures(area, 6, 1850);
    expect(benchmarkFigures.benchmarkCoversText(six!.covers, 'es')).toBe('6+ habitaciones');
    expect(benchmarkFigures.askingComparisonText(-14.2, 'asking', 'es')).toBe(
      'La renta pedida está un 14% por debajo de esta cifra',
    );
    expect(benchmarkFigures.askingComparisonText(0.2, 'offered', 'es')).toBe('Más o menos igual a la renta ofrecida');
    for (const pct of [-40, -0.4, 0, 0.4, 1, 20]) expectSpanishText(pct);
    expectSpanishNote(benchmarkFigures.benchmarkDisagreement(2500, 1700));
    expectSpanishNote(benchmarkFigures.benchmarkDisagreement(1100, 1700));
  });

  it('marketConfidence: every reason, worded by its id in each language', () => {
    const reasons = new Map<string, ConfidenceReason>();
    for (const comps of [0, 1, 2, 3, 4, 5, 12]) {
      for (const effectiveComps of [0.5, 1, 2, 4, 12]) {
        for (const spread of [null, 0.05, 0.1, 0.3]) {
          for (const typicalDistanceMiles of [null, 1, 6, 30]) {
            const result = marketConfidence.marketConfidence({ comps, effectiveComps, spread, typicalDistanceMiles });
            for (const reason of result.reasons) reasons.set(JSON.stringify(reason), reason);
          }
        }
      }
    }
    expect(new Set([...reasons.values()].map((reason) => reason.id))).toEqual(
      new Set(['noComps', 'tooFewComps', 'fewCloseMatches', 'scattered', 'farAway']),
    );
    for (const reason of reasons.values()) {
      const spanish = confidenceReasonText(reason, 'es');
      expect(spanish).not.toBe(confidenceReasonText(reason, 'en'));
      expect(spanish).not.toMatch(ENGLISH_LEFT);
    }
    expect(confidenceReasonText({ id: 'fewCloseMatches', values: { count: 6, close: 3 } }, 'es')).toBe(
      'Pocas coincidencias cercanas: 6 comparables, pero solo unas 3 se parecen mucho a esta vivienda.',
    );
    expect(confidenceReasonText({ id: 'tooFewComps', values: { count: 1, min: 4 } }, 'es')).toBe(
      'Solo se encontró 1 vivienda comparable; se necesitan al menos 4 para una Puntuación de Valor.',
    );
    expect(Object.values(labels.CONFIDENCE_LABELS).map(es)).toEqual(['Alta', 'Media', 'Baja']);
  });

  it('defaultProposalHint: every reason', () => {
    const sanFrancisco = {
      ...renewal,
      askingRent: 3360,
      currentRent: 3000,
      expectedRent: 2361,
      rentCap: {
        lawName: 'California Tenant Protection Act of 2019',
        capPercent: null,
        maxAllowedRent: null,
        verdict: 'over' as const,
      },
    };
    const cases = [
      listing,
      { ...listing, askingRent: 1700 },
      { ...listing, comps: [comp('1 Elm St', 1500)] },
      { ...renewal, rentCap: null },
      { ...renewal, expectedRent: 2290 },
      { ...renewal, expectedRent: 2400, rentCap: null },
      sanFrancisco,
      { ...sanFrancisco, askingRent: 2900 },
    ];
    const hints = cases.map((facts) => defaultProposalHint(facts));
    // Every reason the hint gives, whatever the rent, worded by its id in each language.
    expect(new Set(hints.map((hint) => hint.values.reason)).size).toBe(6);
    for (const hint of hints) {
      const spanish = proposalHintText(hint, 'es');
      expect(spanish).not.toBe(proposalHintText(hint, 'en'));
      expect(spanish).not.toMatch(ENGLISH_LEFT);
    }
    expect(proposalHintText(defaultProposalHint(listing), 'es')).toBe(
      'Le sugerimos $1,780: la renta esperada para esta vivienda.',
    );
  });
});

describe('the rent caps', () => {
  it('checkRentIncrease: every summary, in every state and period, and the caveat', () => {
    const days = [
      '2019-06-01',
      '2023-03-01',
      '2023-08-01',
      '2024-03-01',
      '2025-06-01',
      '2026-03-01',
      '2026-11-28',
      '2027-03-01',
      '2027-09-01',
    ];
    // California by county: unknown, each region, and a county without a regional index (Sacramento).
    const counties = [null, '06037', '06073', '06065', '06075', '06067'];
    const summaries = new Map<string, string>();
    for (const state of ['CA', 'OR', 'WA']) {
      for (const day of days) {
        for (const county of state === 'CA' ? counties : [null]) {
          for (const offered of [900, 1000, 1040, 1060, 1080, 1097, 1200]) {
            const input = { state, currentRent: 1000, offeredRent: offered, on: new Date(day), county };
            const check = checkRentIncrease(input);
            if (check) summaries.set(check.summary, checkRentIncrease({ ...input, language: 'es' })!.summary);
          }
        }
      }
    }
    expect(summaries.size).toBeGreaterThan(20);
    for (const [english, spanish] of summaries) {
      expect(spanish, english).not.toBe(english);
      expect(spanish, english).not.toMatch(ENGLISH_LEFT);
    }
    for (const rule of RENT_CAP_RULES) {
      const caveat = rentCapCaveat(rule, 'es');
      expect(caveat).toMatch(/^Las normas locales sobre la renta pueden ser más estrictas/);
      for (const exemption of rule.exemptions) expect(caveat).toContain(es(exemption));
    }
    const over = checkRentIncrease({
      state: 'OR',
      currentRent: 1000,
      offeredRent: 1200,
      on: new Date('2026-03-01'),
      language: 'es',
    });
    expect(over!.summary).toBe(
      'Un aumento del 20.00% supera el límite de Oregón de 9.5% para 2026: salvo que la vivienda esté exenta, lo máximo que el arrendador puede pedir es $1,095 al mes, partiendo de su renta actual de $1,000.',
    );
    const sanFrancisco = checkRentIncrease({
      state: 'CA',
      currentRent: 2000,
      offeredRent: 2160,
      on: new Date('2026-11-28'),
      county: '06075',
      language: 'es',
    });
    expect(sanFrancisco!.summary).toBe(
      'Un aumento del 8.00% está dentro del límite de California de 8.8% del 1 de agosto de 2026 al 31 de julio de 2027 en los condados del Área de la Bahía de Alameda, Contra Costa, Marin, San Francisco y San Mateo: como máximo $2,176 al mes, partiendo de su renta actual de $2,000.',
    );
    const unpublished = checkRentIncrease({
      state: 'OR',
      currentRent: 2000,
      offeredRent: 2160,
      on: new Date('2027-03-01'),
      language: 'es',
    });
    expect(unpublished!.summary).toMatch(
      /^La tabla de RentValue aún no tiene la cifra del límite de Oregón para 2027: está entre 7% y 10%, así que lo máximo que el arrendador puede pedir está entre \$2,140 y \$2,200 al mes, partiendo de su renta actual de \$2,000\. Que un aumento del 8\.00% quede dentro del límite depende de esa cifra/,
    );
  });

  it('rentCapInForceText: the tenant-rights pages of California, Oregon and Washington', () => {
    for (const rule of RENT_CAP_RULES) {
      for (const on of [undefined, new Date('2027-09-01')]) {
        const spanish = rentCapInForceText(rule, on, 'es');
        expect(spanish).not.toBe(rentCapInForceText(rule, on));
        expect(spanish).not.toMatch(ENGLISH_LEFT);
      }
    }
    expect(rentCapInForceText(RENT_CAP_RULES[1]!, undefined, 'es')).toBe(
      'Vigente el 28 de noviembre de 2026: 9.5% para 2026 (aumento anual máximo que publica la Oficina de Análisis Económico de Oregón (Oregon Office of Economic Analysis)).',
    );
    expect(rentCapInForceText(RENT_CAP_RULES[0]!, undefined, 'es')).toContain(
      '8.8% en los condados del Área de la Bahía',
    );
  });

  it('words every period of a figure in Spanish, from its days', () => {
    const [california, oregon, washington] = RENT_CAP_RULES;
    const inForce = (rule: (typeof RENT_CAP_RULES)[number], day: string) =>
      rentCapInForceText(rule, new Date(`${day}T12:00:00Z`), 'es');
    expect(inForce(oregon!, '2023-03-01')).toContain(': 14.6% para 2023 antes del 6 de julio (');
    expect(inForce(oregon!, '2023-08-01')).toContain(': 10% para 2023 desde el 6 de julio (');
    expect(inForce(washington!, '2025-06-01')).toContain(': 10% del 7 de mayo al 31 de diciembre de 2025 (');
    expect(inForce(california!, '2026-03-01')).toContain(', del 1 de agosto de 2025 al 31 de julio de 2026: ');
    expect(inForce(oregon!, '2027-02-01')).toBe(
      'La tabla de RentValue aún no tiene la cifra de Oregón para 2027: el límite está entre 7% y 10%.',
    );
  });
});

describe('the places', () => {
  it('names the states in Spanish where Spanish has its own name, and keeps the others', () => {
    expect(es('New York')).toBe('Nueva York');
    expect(es('North Carolina')).toBe('Carolina del Norte');
    expect(es('Pennsylvania')).toBe('Pensilvania');
    expect(es('Texas')).toBe('Texas');
    const codes = new Set(ADDRESS_STATES.map((state) => state.code));
    for (const code of Object.keys(STATE_NAMES_ES)) expect(codes, code).toContain(code);
  });

  it('the address suggestions’ note about unit numbers', () => {
    expectSpanish(addressParse.UNIT_NUMBER_NOTE);
  });

  it('the fields’ labels read inside the required-field message', () => {
    expect(es(messages.fieldRequired('Email'))).toBe('El campo "Correo electrónico" es obligatorio.');
    expect(es(messages.fieldRequired('Password'))).toBe('El campo "Contraseña" es obligatorio.');
  });
});
