import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import type {
  BenchmarkArea,
  BenchmarkCovers,
  BenchmarkDisagreement,
  BenchmarkFigure,
  NoScoreReason,
} from '../benchmarks/benchmark-figures';
import type { DroppedCounts } from '../valuation/comps-filter';
import type { RangeVerdict } from '../valuation/expected-range';
import type { ConfidenceReason } from '../valuation/confidence-reasons';
import type { Confidence } from '../valuation/market-estimate';
import { CONCESSION_KINDS, MONTHLY_FEES, MOVE_IN_COSTS, type SpecialsFigures } from '../valuation/move-in-specials';
import { reportFormSchema } from '../report/report-form';
import { REPORT_RUN_STAGES, type EvaluationWriterKind } from '../report/report-run-stages';
import type { RentCapPeriod } from '../report/rent-cap-period';
import { SCAM_RED_FLAGS, type ScamCheck } from '../valuation/scam-check';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { orNull } from './or-null';

// Over 250 lines as one contract: the report view's schemas, one per section of the report, and its operations.

// What POST /api/reports, GET /api/reports/{id} and the shared link answer: one report as the report page shows it.
// Money in dollars (cents kept), sqft whole, scores as stored (2 decimals).

export const ReportFormRequestSchema = reportFormSchema.meta({
  id: 'ReportForm',
  description:
    'The research form (docs/product.md#fields-and-options): numbers may be sent as text, as the form holds them.',
});

export const ReportIdParamsSchema = z.object({ id: z.string().max(100) });
export const ShareTokenParamsSchema = z.object({ token: z.string().max(200) });

export const ReportCompSchema = z
  .object({
    address: z.string(),
    price: z.number().meta({ description: 'Dollars a month, to the cent.' }),
    sqft: z.number().nullable(),
    bedrooms: z.string().nullable(),
    baths: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distanceMiles: z.number().nullable(),
    listedAt: z.string().nullable().meta({ description: 'ISO time.' }),
    used: z.boolean().meta({
      description:
        'True when the comparables filter (docs/product.md#comparables-filter) kept it for the score and charts.',
    }),
  })
  .meta({ id: 'ReportComp' });

export const ReportListingSchema = z
  .object({
    url: z.string().nullable(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    rent: z.number(),
    bedrooms: z.string().meta({ description: "Form labels: '0'..'5', '6+'." }),
    bathrooms: z.string().meta({ description: "Form labels: '1', '2', '3+'." }),
    sqft: z.number(),
    buildingType: z.enum(['apartment', 'house']),
    qualityLevel: z.number(),
    amenitiesLevel: z.number(),
  })
  .meta({ id: 'ReportListing' });

const ConfidenceLevelSchema = z.enum(['high', 'medium', 'low']) satisfies z.ZodType<Confidence>;

/** Why the confidence is not higher: an id with its figures, worded in the reader's language (decision 074). */
const ConfidenceReasonSchema = z
  .discriminatedUnion('id', [
    z.object({ id: z.literal('noComps'), values: z.strictObject({}) }),
    z.object({ id: z.literal('tooFewComps'), values: z.object({ count: z.number().int(), min: z.number().int() }) }),
    z.object({
      id: z.literal('fewCloseMatches'),
      values: z.object({ count: z.number().int(), close: z.number().int() }),
    }),
    z.object({ id: z.literal('scattered'), values: z.object({ percent: z.number() }) }),
    z.object({ id: z.literal('farAway'), values: z.object({ miles: z.number() }) }),
  ])
  .meta({
    id: 'ConfidenceReason',
    description:
      'Why the confidence is not higher, as a message id with its figures: noComps (the official benchmarks alone), ' +
      'tooFewComps {count, min}, fewCloseMatches {count, close}, scattered {percent} (± around the middle once ' +
      'adjusted), farAway {miles} (typical distance).',
  }) satisfies z.ZodType<ConfidenceReason>;

export const ReportValuationSchema = z
  .object({
    valueScore: z
      .number()
      .nullable()
      .meta({ description: 'Stored score, 1 to 10 with 2 decimals; null when there was not enough data.' }),
    displayScore: z.number().nullable().meta({
      description:
        'The score as the research page shows it: clamped to 2..8.5 (docs/product.md#how-the-score-is-shown).',
    }),
    askingPrice: z.number(),
    marketPrice: z.number().nullable(),
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
    medianRent: z.number().nullable(),
    percentageDifference: z.number().nullable(),
    verdict: (z.enum(['above', 'within', 'below']) satisfies z.ZodType<RangeVerdict>).nullable(),
    askingPricePerSqft: z.number().nullable(),
    expectedPricePerSqft: z.number().nullable(),
    medianPricePerSqft: z.number().nullable(),
    adjustmentFactor: z.number().nullable(),
    confidence: z
      .object({ level: ConfidenceLevelSchema, label: z.string(), reasons: z.array(ConfidenceReasonSchema) })
      .nullable()
      .meta({ description: 'How far to trust the expected rent; null when there is no expected rent.' }),
    basis: z.enum(['comps', 'comps_and_benchmark', 'benchmark']).nullable().meta({
      description:
        'What the expected rent stands on: the comps, the comps and the benchmark prior, or the benchmark alone.',
    }),
    noScoreReason: z
      .object({
        id: z.literal('noScore'),
        values: z.object({ count: z.number().int(), min: z.number().int(), withBenchmark: z.boolean() }),
      })
      .nullable()
      .meta({
        description:
          'Why there is no Value Score, as a message id with its figures (count usable comparables of the min needed; ' +
          'withBenchmark: an expected rent is still shown from the official benchmarks); null when there is one.',
      }) satisfies z.ZodType<NoScoreReason | null>,
  })
  .meta({ id: 'ReportValuation' });

export const DroppedCountsSchema = z
  .object({
    invalid: z.number().int(),
    priceOutlier: z.number().int(),
    sqftOutOfRange: z.number().int(),
    duplicateAddress: z.number().int(),
  })
  .meta({
    id: 'DroppedCounts',
    description: 'How many comparables the filter (docs/product.md#comparables-filter) left out, by reason.',
  }) satisfies z.ZodType<DroppedCounts>;

export const ReportEvidenceSchema = z
  .object({
    dataSource: z.string().nullable(),
    isSample: z.boolean(),
    compsFound: z.number().int(),
    compsUsed: z.number().int(),
    dropped: DroppedCountsSchema,
    radiusMiles: z.number().nullable(),
    lookbackDays: z.number(),
    windowFrom: z.string().nullable().meta({ description: 'ISO date: the start of the comparables’ window.' }),
    windowTo: z.string().nullable(),
    askingPercentile: z.number().nullable(),
    geocodePrecision: z
      .string()
      .nullable()
      .meta({ description: 'How precisely the address was placed: rooftop, street, zip, city or state.' }),
    compsEstimate: z.number().nullable().meta({ description: 'The comps alone (before the condition factor).' }),
    benchmarkEstimate: z
      .number()
      .nullable()
      .meta({ description: 'The official benchmark alone (before the condition factor).' }),
    compsShare: z
      .number()
      .nullable()
      .meta({ description: 'Share of the expected rent that comes from the comps, 0 to 1.' }),
    providerRent: z.number().nullable().meta({ description: 'The rent-data provider’s own estimate or median.' }),
    benchmarkDisagreement: z
      .object({
        id: z.literal('benchmarkDisagreement'),
        values: z.object({
          comps: z.number(),
          benchmark: z.number(),
          percent: z.number(),
          side: z.enum(['above', 'below']),
        }),
      })
      .nullable()
      .meta({
        description:
          'Said when the comps and the benchmarks are more than 35% apart, as a message id with its figures: what the ' +
          'comps point to and what the benchmarks suggest (dollars), how far apart (percent) and which side.',
      }) satisfies z.ZodType<BenchmarkDisagreement | null>,
  })
  .meta({ id: 'ReportEvidence' });

/** Where an official figure holds: an id with its values, worded in the reader's language (decision 074). */
const BenchmarkAreaSchema = z
  .discriminatedUnion('id', [
    z.object({ id: z.literal('zip'), values: z.object({ zip: z.string(), name: z.string() }) }),
    z.object({ id: z.literal('place'), values: z.object({ name: z.string() }) }),
  ])
  .meta({
    id: 'BenchmarkArea',
    description: 'Where the figure holds: zip {zip, name} (a Small Area FMR) or place {name} (an official name).',
  }) satisfies z.ZodType<BenchmarkArea>;

/** What an official figure covers: an id with its values, worded in the reader's language. */
const BenchmarkCoversSchema = z
  .discriminatedUnion('id', [
    z.object({ id: z.literal('bedrooms'), values: z.object({ count: z.number() }) }),
    z.object({ id: z.literal('allRentals'), values: z.strictObject({}) }),
  ])
  .meta({
    id: 'BenchmarkCovers',
    description: 'What the figure covers: bedrooms {count} (0 a studio) or allRentals (the Census median).',
  }) satisfies z.ZodType<BenchmarkCovers>;

/** What the report says of a possible scam (decision 089): a warning, thin data, or null for nothing to say. */
const ScamCheckSchema = z
  .discriminatedUnion('id', [
    z.object({
      id: z.literal('warning'),
      values: z.strictObject({
        percentOfExpected: z.number().int().nullable().meta({
          description:
            'The asking rent as a whole percent of a confident expected rent, when it is half of it or less.',
        }),
        redFlags: z.array(z.enum(SCAM_RED_FLAGS)),
      }),
    }),
    z.object({ id: z.literal('thinData'), values: z.strictObject({ percentOfExpected: z.number().int() }) }),
  ])
  .meta({
    id: 'ScamCheck',
    description: 'warning: rent ≤ half a confident expected rent, or a sign marked; thinData: as far below a Low one.',
  }) satisfies z.ZodType<ScamCheck>;

export const BenchmarkFigureSchema = z
  .object({
    key: z.enum(['safmr', 'fmr', 'acs']),
    name: z.string(),
    area: BenchmarkAreaSchema,
    release: z.string(),
    covers: BenchmarkCoversSchema,
    rent: z.number().meta({ description: 'Monthly gross rent, whole dollars, as published.' }),
    askingDifferencePct: z.number().meta({ description: '(asking − figure) / figure × 100, 2 decimals.' }),
  })
  .meta({ id: 'BenchmarkFigure' }) satisfies z.ZodType<BenchmarkFigure>;

export const ReportBenchmarksSchema = z
  .object({ heading: z.string(), figures: z.array(BenchmarkFigureSchema), explainer: z.string(), source: z.string() })
  .meta({ id: 'ReportBenchmarks', description: 'The official rent benchmarks of the listing’s ZIP.' });

const money = (description: string) => z.number().meta({ description });

export const ScoredRentSchema = z
  .object({
    kind: z.enum(['asking', 'afterSpecials', 'netEffective', 'offered']).meta({
      description:
        'asking, afterSpecials (the rent after move-in specials, fees apart: decision 090), offered (a renewal), or ' +
        'netEffective (a report made before decision 090, scored with its fees).',
    }),
    amount: money('Dollars a month, to the cent: the rent the Value Score was computed on.'),
    label: z.string().meta({
      description:
        '"asking rent", "rent after move-in specials", "net effective rent" or "offered renewal rent", in English.',
    }),
  })
  .meta({
    id: 'ScoredRent',
    description: 'Which rent the report scored: the asking rent, the rent after move-in specials, or the offered rent.',
  });

/** Dollars by the keys of a list of labelled amounts (the fees, the move-in costs), each described by its label. */
function amountsOf<Key extends string>(items: readonly { key: Key; label: string }[], per: string) {
  return z.object(
    Object.fromEntries(items.map((item) => [item.key, money(`${item.label}, ${per}.`)])) as Record<Key, z.ZodNumber>,
  );
}

export const ReportSpecialsSchema = z
  .object({
    concessionKind: z.enum(CONCESSION_KINDS),
    concessionAmount: z.number().meta({ description: 'Weeks, months or dollars, by kind.' }),
    leaseMonths: z.number(),
    fees: amountsOf(MONTHLY_FEES, 'a month'),
    ownUtilities: money('The utilities the renter pays the utility companies, a month, as they estimated it.'),
    moveIn: amountsOf(MOVE_IN_COSTS, 'once'),
    concession: money('The concession over the whole lease, in dollars.'),
    rentAfterSpecials: money('(rent × months − concession) / months: the rent judged against comparables.'),
    monthlyFees: money('The recurring fees a month.'),
    netEffectiveRent: money('Rent after specials + monthly fees.'),
    totalMonthlyCost: money('Net effective rent + the utilities the renter pays: what the home costs a month.'),
    oneTimeCosts: money('The application and broker fees.'),
    securityDeposit: money('Due at move-in and refundable: not counted in the lease’s cost.'),
    leaseTotal: money('Total monthly cost × lease months + one-time costs.'),
  })
  .meta({
    id: 'ReportSpecials',
    description: 'The move-in specials, fees, utilities and move-in costs the renter entered, and their arithmetic.',
  }) satisfies z.ZodType<SpecialsFigures>;

const isoDay = z.string().meta({ description: 'An ISO day (YYYY-MM-DD).' });

/** The period of a rent-cap figure: an id with its values, worded in the reader's language (decision 074). */
const RentCapPeriodSchema = z
  .discriminatedUnion('id', [
    z.object({ id: z.literal('year'), values: z.strictObject({ year: z.number().int() }) }),
    z.object({ id: z.literal('days'), values: z.strictObject({ from: isoDay, until: isoDay }) }),
    z.object({ id: z.literal('yearBefore'), values: z.strictObject({ day: isoDay }) }),
    z.object({ id: z.literal('yearFrom'), values: z.strictObject({ day: isoDay }) }),
  ])
  .meta({
    id: 'RentCapPeriod',
    description: 'The figure’s period: year {year}, days {from, until} (inclusive), yearBefore {day}, yearFrom {day}.',
  }) satisfies z.ZodType<RentCapPeriod>;

export const RentCapCheckSchema = z
  .object({
    state: z.string(),
    stateName: z.string(),
    lawName: z.string(),
    sourceUrl: z.string(),
    figuresUrl: z.string().nullable(),
    formula: z.string(),
    checkedOn: z.string(),
    exemptions: z.array(z.string()),
    verdict: z.enum(['within', 'over', 'depends']),
    increasePercent: z.number(),
    capPercent: z.number().nullable(),
    minCapPercent: z.number(),
    maxCapPercent: z.number(),
    maxAllowedRent: z.number().nullable(),
    minCapRent: money('The most the landlord may ask under the lowest the cap can be, whole dollars (rounded down).'),
    maxCapRent: money('The most the landlord may ask under the highest the cap can be; maxAllowedRent when known.'),
    period: RentCapPeriodSchema,
    region: z.string().nullable().meta({ description: 'California: the region of the figure (by county).' }),
    figureSource: z
      .object({ name: z.string(), url: z.string() })
      .nullable()
      .meta({ description: 'The official publication of the figure; null when no figure is known (only bounds).' }),
    figureCheckedOn: z.string().nullable().meta({ description: 'The day RentValue last checked the figure.' }),
    countyUnknown: z.boolean().meta({
      description: 'California: the figure is the region’s and the home’s county is not known, so only its bounds are.',
    }),
    summary: z.string().meta({ description: 'The check in one or two sentences, in English.' }),
    caveat: z.string().meta({ description: 'Local rules and the law’s exemptions, in English.' }),
  })
  .meta({
    id: 'RentCapCheck',
    description: 'The statewide rent-increase cap of the unit’s state and whether the offer is within it.',
  });

export const ReportRenewalSchema = z
  .object({
    currentRent: money('What the renter pays now.'),
    offeredRent: money('The landlord’s renewal offer.'),
    increaseDollars: money('Offered minus current, a month.'),
    increasePercent: z.number().meta({ description: 'Of the current rent, 2 decimals; negative for a decrease.' }),
    cap: orNull(RentCapCheckSchema).meta({ description: 'Null in a state without a statewide cap.' }),
  })
  .meta({
    id: 'ReportRenewal',
    description: 'A renewal check: the current and the proposed rent, against the market and any statewide cap.',
  });

export const ReportViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'running', 'complete', 'failed']),
    createdAt: z.string(),
    listing: ReportListingSchema,
    mapQueryAddress: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    valuation: ReportValuationSchema,
    evaluation: z
      .object({
        text: z.string().nullable(),
        source: z.enum(['builtin', 'ai']).nullable(),
        language: z
          .enum(LANGUAGES)
          .meta({ description: 'The language the text is written in (the renter’s page when it ran).' }),
      })
      .meta({
        description:
          'The evaluation text, only when valid (docs/product.md#evaluation-writer); source says who wrote it.',
      }),
    evidence: ReportEvidenceSchema,
    benchmarks: orNull(ReportBenchmarksSchema).meta({
      description: 'Null for a report run before the benchmarks existed.',
    }),
    scoredRent: ScoredRentSchema,
    specials: orNull(ReportSpecialsSchema),
    renewal: orNull(ReportRenewalSchema),
    scamCheck: orNull(ScamCheckSchema),
    comps: z.array(ReportCompSchema),
    share: z.object({ token: z.string().nullable() }).optional().meta({
      description:
        'Only for the owner: the share link token, null when not shared. Absent on a shared (read-only) view.',
    }),
    readOnly: z.boolean(),
  })
  .meta({ id: 'Report' });

export const ReportResponseSchema = z.object({ report: ReportViewSchema }).meta({ id: 'ReportResponse' });

export const ShareRequestSchema = z.object({ shared: z.boolean() }).meta({ id: 'ShareRequest' });
export const ShareResponseSchema = z
  .object({ token: z.string().nullable().meta({ description: 'The share link token; null when sharing is off.' }) })
  .meta({ id: 'ShareResponse' });

/** A `stage` event of the report stream: the run reached this stage. */
export const ReportStageEventSchema = z.object({ stage: z.enum(REPORT_RUN_STAGES) }).meta({ id: 'ReportStageEvent' });

/** The `writer` event, first of the report stream: who writes this run's evaluation, for the loading overlay. */
export const ReportWriterEventSchema = z
  .object({
    writer: (z.enum(['ai', 'builtin']) satisfies z.ZodType<EvaluationWriterKind>).meta({
      description: '"ai" when a model is configured to write the evaluation, "builtin" for the built-in writer.',
    }),
  })
  .meta({ id: 'ReportWriterEvent' });

/** POST /api/reports with `Accept: text/event-stream`: each event's data schema, by event name. */
export const REPORT_STREAM_EVENTS = {
  writer: ReportWriterEventSchema,
  stage: ReportStageEventSchema,
  report: ReportResponseSchema,
  error: ErrorBodySchema,
} as const;

export const ReportStreamEventSchema = z
  .union([ReportWriterEventSchema, ReportStageEventSchema, ReportResponseSchema, ErrorBodySchema])
  .meta({
    id: 'ReportStreamEvent',
    description:
      'The data of one server-sent event of the report stream: one `writer` event ({ writer }) saying who writes the ' +
      'evaluation, `stage` events ({ stage }) as the run reaches each stage, then one `report` event ({ report }) or ' +
      'one `error` event ({ error }).',
  });

export type ReportComp = z.infer<typeof ReportCompSchema>;
export type ReportListing = z.infer<typeof ReportListingSchema>;
export type ReportValuation = z.infer<typeof ReportValuationSchema>;
export type ReportEvidence = z.infer<typeof ReportEvidenceSchema>;
export type ReportBenchmarks = z.infer<typeof ReportBenchmarksSchema>;
export type ReportView = z.infer<typeof ReportViewSchema>;
export type ReportWriterEvent = z.infer<typeof ReportWriterEventSchema>;
export type ReportSpecials = z.infer<typeof ReportSpecialsSchema>;
export type ReportRenewal = z.infer<typeof ReportRenewalSchema>;
export type RentCapCheckView = z.infer<typeof RentCapCheckSchema>;
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
export type ShareResponse = z.infer<typeof ShareResponseSchema>;
export type ReportStageEvent = z.infer<typeof ReportStageEventSchema>;

/** The report's operations (src/server/reports/report-routes.ts). */
export const reportOperations = {
  /** Runs a report; as a stream of events with `Accept: text/event-stream`. */
  create: defineOperation({
    method: 'post',
    path: '/api/reports',
    body: ReportFormRequestSchema,
    success: { 201: ReportResponseSchema },
    stream: ReportStreamEventSchema,
  }),
  get: defineOperation({
    method: 'get',
    path: '/api/reports/{id}',
    params: ReportIdParamsSchema,
    success: { 200: ReportResponseSchema },
  }),
  share: defineOperation({
    method: 'put',
    path: '/api/reports/{id}/share',
    params: ReportIdParamsSchema,
    body: ShareRequestSchema,
    success: { 200: ShareResponseSchema },
  }),
  shared: defineOperation({
    method: 'get',
    path: '/api/shared-reports/{token}',
    params: ShareTokenParamsSchema,
    success: { 200: ReportResponseSchema },
  }),
};
