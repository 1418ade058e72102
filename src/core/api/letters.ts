import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { LETTER_MESSAGES } from '../messages';
import { LETTER_LENGTHS, LETTER_TONES, type ProposalHint } from '../writing/negotiation-letter';
import { RENT_MAX } from '../report/report-form';
import { cleanMultiline, cleanSingleLine } from '../primitives/clean-text';
import { formNumber } from '../forms/zod-fields';
import { defineOperation } from './operation';
import { ReportIdParamsSchema } from './reports';

// The negotiation letter's requests and answers (docs/product.md#letters): POST /api/reports/{id}/letters and the
// letter's email.

export const LETTER_TEXT_MAX = 10_000;
export const LETTER_SUBJECT_MAX = 200;

export const LetterRequestSchema = z
  .object({
    tone: z.enum(LETTER_TONES),
    length: z.enum(LETTER_LENGTHS),
    proposedRent: z
      .number({ error: LETTER_MESSAGES.proposedRentOutOfRange })
      .min(1, { error: LETTER_MESSAGES.proposedRentOutOfRange })
      .max(RENT_MAX, { error: LETTER_MESSAGES.proposedRentOutOfRange })
      .nullable()
      .optional()
      .meta({
        description:
          'Dollars a month; absent or null: the default proposal (the expected rent when the rent is above it; a renewal never below the current rent nor above the offer).',
      }),
    includeLink: z
      .boolean()
      .optional()
      .meta({ description: 'Cite the report’s share link (turns sharing on when it is off).' }),
    language: z.enum(LANGUAGES).optional().meta({
      description: 'The letter’s language; absent: the language the request asks answers in (Accept-Language).',
    }),
  })
  .meta({ id: 'LetterRequest' });

/**
 * The letter writer's form as the screen holds it: the rent as typed ("1,850", "$1,850"), checked with the request's
 * limits and message, rounded to whole dollars; its output is a LetterRequest.
 */
export const letterFormSchema = z.object({
  tone: z.enum(LETTER_TONES),
  length: z.enum(LETTER_LENGTHS),
  proposedRent: formNumber({
    required: LETTER_MESSAGES.proposedRentOutOfRange,
    notNumber: LETTER_MESSAGES.proposedRentOutOfRange,
    outOfRange: LETTER_MESSAGES.proposedRentOutOfRange,
    min: 1,
    max: RENT_MAX,
  }).transform((rent) => Math.round(rent)),
  includeLink: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type LetterFormInput = z.input<typeof letterFormSchema>;
export type LetterForm = z.output<typeof letterFormSchema>;
/** The form's fields in screen order. */
export const LETTER_FORM_ORDER = ['tone', 'length', 'language', 'proposedRent', 'includeLink'] as const;

export const LetterSchema = z
  .object({
    id: z.string(),
    reportId: z.string(),
    tone: z.enum(LETTER_TONES),
    length: z.enum(LETTER_LENGTHS),
    proposedRent: z.number(),
    language: z.enum(LANGUAGES),
    subject: z.string(),
    text: z.string(),
    source: z.enum(['builtin', 'ai']),
    createdAt: z.string(),
  })
  .meta({ id: 'Letter' });

export const LetterResponseSchema = z.object({ letter: LetterSchema }).meta({ id: 'LetterResponse' });

export const LetterOptionsSchema = z
  .object({
    defaultProposedRent: z
      .number()
      .nullable()
      .meta({ description: 'Null when the report has no Value Score (no letter).' }),
    defaultProposalHint: z
      .object({
        id: z.literal('proposalHint'),
        values: z.object({
          rent: z.number(),
          reason: z.enum(['expected', 'asked', 'offeredNoRaise', 'offered', 'cap', 'current']),
        }),
      })
      .nullable()
      .meta({
        description:
          'Why that rent is suggested, as a message id with its figures (the page words it: "We suggest $1,780: the ' +
          'expected rent for this unit."); null with no proposal.',
      }) satisfies z.ZodType<ProposalHint | null>,
    canWrite: z
      .boolean()
      .meta({ description: 'The plan allows another letter (free with any paid plan; the first is free).' }),
    lettersWritten: z.number(),
    letters: z.array(LetterSchema).meta({ description: 'This report’s letters, newest first.' }),
  })
  .meta({ id: 'LetterOptions' });

export const LetterParamsSchema = z.object({ id: z.string().max(100), letterId: z.string().max(100) });

export const LetterEmailRequestSchema = z
  .object({
    subject: z
      .string()
      .transform(cleanSingleLine)
      .pipe(z.string().max(LETTER_SUBJECT_MAX, { error: LETTER_MESSAGES.subjectTooLong })),
    text: z
      .string({ error: LETTER_MESSAGES.textRequired })
      .transform(cleanMultiline)
      .pipe(
        z
          .string()
          .min(1, { error: LETTER_MESSAGES.textRequired })
          .max(LETTER_TEXT_MAX, { error: LETTER_MESSAGES.textTooLong }),
      ),
  })
  .meta({ id: 'LetterEmailRequest', description: 'The letter as the renter edited it.' });

export const LetterEmailResponseSchema = z.object({ message: z.string() }).meta({ id: 'LetterEmailResponse' });

export type LetterRequestBody = z.input<typeof LetterRequestSchema>;
export type Letter = z.infer<typeof LetterSchema>;
export type LetterOptions = z.infer<typeof LetterOptionsSchema>;
export type LetterEmailRequest = z.input<typeof LetterEmailRequestSchema>;

/** The letter panel's operations, all the report owner's only (src/server/letters/letter-routes.ts). */
export const letterOperations = {
  options: defineOperation({
    method: 'get',
    path: '/api/reports/{id}/letters',
    params: ReportIdParamsSchema,
    success: { 200: LetterOptionsSchema },
  }),
  write: defineOperation({
    method: 'post',
    path: '/api/reports/{id}/letters',
    params: ReportIdParamsSchema,
    body: LetterRequestSchema,
    success: { 201: LetterResponseSchema },
  }),
  email: defineOperation({
    method: 'post',
    path: '/api/reports/{id}/letters/{letterId}/email',
    params: LetterParamsSchema,
    body: LetterEmailRequestSchema,
    success: { 202: LetterEmailResponseSchema },
  }),
};
