import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateCoreText } from './core-text';
import { CORE_TEXTS_ES } from './core-texts-es';
import * as messages from '../messages';
import * as reportForm from '../report/report-form';
import * as reportFormDraft from '../report/report-form-draft';
import * as reportFormAddress from '../report/report-form-address';
import * as reportFormOptions from '../report/report-form-options';
import * as reportCharts from '../report/report-charts';
import * as valueScore from '../valuation/value-score';
import * as moveInSpecials from '../valuation/move-in-specials';
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

// Every text of src/core a renter can see has its Spanish (core-texts-es.ts). The texts are found, not listed: the
// exported constants of the modules are walked, the schemas are run on bad input and the message functions are
// called, so a text added to src/core without its Spanish fails here.

const es = (text: string) => translateCoreText(text, CORE_TEXTS_ES);

const MODULES = {
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
    expect(walked).toContain(reportFormOptions.REPORT_FIELD_LABELS.rentAmount);
    expect(walked).toContain('Pay As You Go');
    expect(walked).toContain('Studio');
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

  it('matches whole texts only', () => {
    for (const { pattern } of CORE_TEXTS_ES.patterns) {
      expect(pattern.source.startsWith('^') && pattern.source.endsWith('$'), pattern.source).toBe(true);
      expect(pattern.global || pattern.sticky, pattern.source).toBe(false);
    }
  });

  it('keeps a text it does not know, such as a renter’s own words', () => {
    expect(es('My landlord said no.')).toBe('My landlord said no.');
    expect(es('123 Main St, Austin, TX 78701')).toBe('123 Main St, Austin, TX 78701');
  });
});

describe('the message functions of messages.ts', () => {
  it('fieldRequired: the label inside is translated too', () => {
    expect(es(messages.fieldRequired('Monthly'))).toBe('El campo "Mensual" es obligatorio.');
    for (const label of Object.values(reportFormOptions.REPORT_FIELD_LABELS)) {
      expect(es(messages.fieldRequired(label))).toBe(`El campo "${es(label)}" es obligatorio.`);
    }
    for (const label of Object.values(reportFormOptions.NEXT_STEP_FIELD_LABELS)) {
      expect(es(messages.fieldRequired(label))).toBe(`El campo "${es(label)}" es obligatorio.`);
    }
    for (const label of Object.values(contactForm.CONTACT_LABELS)) {
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
  it('propertyLabel', () => {
    expect(es(compareLabels.propertyLabel(0))).toBe('Propiedad A');
    expect(es(compareLabels.propertyLabel(26))).toBe('Propiedad AA');
  });

  it('roomsText', () => {
    expect(es(listingText.roomsText('2', '1'))).toBe('2 hab. · 1 baño');
    expect(es(listingText.roomsText('0', '1.5'))).toBe('Estudio · 1.5 baños');
    expect(es(listingText.roomsText('6+', null))).toBe('6+ hab.');
  });

  it('specialsTexts: every line with words', () => {
    const cases: readonly moveInSpecials.MoveInSpecials[] = [
      {
        concessionKind: 'weeks',
        concessionAmount: 6,
        leaseMonths: 12,
        fees: { parkingFee: 75, petFee: 40, amenityFee: 0, utilitiesFee: 0 },
      },
      {
        concessionKind: 'weeks',
        concessionAmount: 1,
        leaseMonths: 1,
        fees: { parkingFee: 0, petFee: 0, amenityFee: 25, utilitiesFee: 110.5 },
      },
      {
        concessionKind: 'months',
        concessionAmount: 1,
        leaseMonths: 13,
        fees: { parkingFee: 0, petFee: 0, amenityFee: 0, utilitiesFee: 0 },
      },
      {
        concessionKind: 'dollars',
        concessionAmount: 500,
        leaseMonths: 12,
        fees: { parkingFee: 0, petFee: 0, amenityFee: 0, utilitiesFee: 0 },
      },
      {
        concessionKind: 'none',
        concessionAmount: 0,
        leaseMonths: 12,
        fees: { parkingFee: 50, petFee: 0, amenityFee: 0, utilitiesFee: 0 },
      },
    ];
    for (const specials of cases) {
      const figures = { ...specials, ...moveInSpecials.effectiveRent(2199, specials) };
      for (const text of Object.values(moveInSpecials.specialsTexts(2199, figures))) {
        if (/[A-Za-z]/.test(text)) expect(es(text), text).not.toBe(text);
      }
    }
    const texts = moveInSpecials.specialsTexts(2199, {
      ...cases[0]!,
      ...moveInSpecials.effectiveRent(2199, cases[0]!),
    });
    expect(es(texts.concession)).toBe('Oferta de mudanza: 6 semanas gratis, equivalente a $3,045 durante el contrato.');
    expect(es(texts.fees)).toBe('Cargos mensuales: estacionamiento $75, renta por mascota $40 ($115 al mes).');
    expect(es(texts.leaseTotalTerm)).toBe('Total del contrato de 12 meses');
  });
});
