import { z } from 'zod';
import type { EvaluationLabel } from '../compare/compare-labels';
import { COMPARE_MAX } from '../constants';
import type { LatLng } from '../compare/map-centre';
import { COMPARE_MESSAGES } from '../messages';
import { defineOperation } from './operation';
import { orNull } from './or-null';
import { BenchmarkFigureSchema } from './reports';

// What the compare API answers (docs/product.md#compare): the renter's own reports in the order of the ids, with the
// figures and words the comparison table shows, worked out once on the server from core rules. Money in dollars.

/** A generous cap before de-duplication: a hand-made link may repeat ids, a body of thousands is not a selection. */
export const MAX_COMPARE_IDS_SENT = COMPARE_MAX * 5;

export const CompareIdsSchema = z
  .object({
    ids: z.array(z.string().max(100)).max(MAX_COMPARE_IDS_SENT, COMPARE_MESSAGES.atMostTen),
  })
  .meta({ id: 'CompareIds', description: '2 to 10 distinct report ids (repeats are dropped).' });

export const CompareQuerySchema = z.object({
  ids: z.string().max(4000).optional().meta({ description: 'Report ids separated by commas.' }),
});

export const LatLngSchema = z
  .object({ lat: z.number(), lng: z.number() })
  .meta({ id: 'LatLng' }) satisfies z.ZodType<LatLng>;

const EvaluationLabelSchema = z.enum([
  'Fair Value',
  'Better Value',
  'Poorer Value',
]) satisfies z.ZodType<EvaluationLabel>;

export const ComparePropertySchema = z
  .object({
    id: z.string(),
    letter: z.string().meta({ description: "'A', 'B', …: the map marker and the column." }),
    label: z.string().meta({ description: "'Property A', …: the column heading and the name the summary uses." }),
    address: z.string().meta({ description: 'Street, city, state and zip on one line.' }),
    streetAddress: z.string(),
    url: z.string().nullable(),
    rent: z.number().meta({ description: 'The asking rent a month (a renewal check: the offered rent).' }),
    netEffectiveRent: z.number().nullable().meta({
      description:
        'The rent after move-in specials plus the monthly fees, to the cent; null when the report had no specials.',
    }),
    rentAfterSpecials: z.number().meta({
      description: 'The rent the Value Score judged: the asking rent, after move-in specials when there were any.',
    }),
    monthlyExtras: z.number().meta({
      description: 'The monthly fees plus the utilities the renter pays, to the cent; 0 without them.',
    }),
    monthlyFees: z.number().meta({ description: 'The landlord’s monthly fees alone, to the cent; 0 without them.' }),
    totalMonthlyCost: z.number().meta({
      description:
        'What the home costs a month: rent after specials + fees + utilities the renter pays, to the cent (the rent ' +
        'when the report had no specials).',
    }),
    oneTimeCosts: z.number().meta({ description: 'The application and broker fees (not the refundable deposit).' }),
    leaseCost: z.object({ months: z.number().int(), total: z.number() }).nullable().meta({
      description: 'Cost over the lease: total monthly cost × months + one-time costs; null without specials.',
    }),
    costPerYear: z.number().meta({
      description:
        'What the renter pays in a year, whole dollars: the total monthly cost times 12 plus the one-time costs.',
    }),
    costRank: z.number().int().meta({
      description: 'The rank by cost per year among the compared listings, 1 the cheapest; equal costs share a rank.',
    }),
    bedrooms: z.string(),
    bathrooms: z.string(),
    sqft: z.number(),
    pricePerSqft: z.number().nullable(),
    buildingType: z.enum(['apartment', 'house']),
    propertyType: z.string().meta({ description: "'Apartment/Condo' or 'House'." }),
    qualityLevel: z.number(),
    condition: z
      .string()
      .meta({ description: "'Budget' … 'Luxury' (the comparison labels, docs/product.md#comparison-table)." }),
    amenitiesLevel: z.number(),
    amenities: z.string().meta({ description: "'Minimal' … 'High'." }),
    valueScore: z
      .number()
      .nullable()
      .meta({ description: 'As stored, 1 to 10 with 2 decimals; null when the report had too little data.' }),
    displayScore: z.number().nullable().meta({ description: 'As the research page shows it, 2 to 8.5.' }),
    evaluation: EvaluationLabelSchema.nullable(),
    isSample: z.boolean().meta({ description: 'True when the report’s comparables were sample market data.' }),
    benchmark: orNull(BenchmarkFigureSchema).meta({
      description: 'The most local official rent benchmark of the listing’s ZIP for its bedroom count; null when none.',
    }),
    location: orNull(LatLngSchema).meta({
      description: 'Where the map puts the marker; null when the address could not be placed.',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'CompareProperty' });

export const CompareViewSchema = z
  .object({
    properties: z.array(ComparePropertySchema),
    map: z.object({ centre: LatLngSchema, zoom: z.number() }).meta({
      description:
        'Centred on the mean of the placed properties, or the default city when none is placed (docs/product.md#compare-map).',
    }),
  })
  .meta({ id: 'Comparison' });

export const CompareOptionSchema = z
  .object({
    id: z.string(),
    address: z.string(),
    streetAddress: z.string(),
    rent: z.number(),
    bedrooms: z.string(),
    bathrooms: z.string(),
    sqft: z.number(),
    displayScore: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CompareOption' });

export const CompareOptionsSchema = z
  .object({
    total: z
      .number()
      .int()
      .meta({ description: 'How many finished reports the renter has (the selector opens by itself at 2).' }),
    items: z.array(CompareOptionSchema).meta({ description: 'The newest first, at most 100.' }),
  })
  .meta({ id: 'CompareOptions' });

export const ComparisonSummarySchema = z
  .object({
    leftColumn: z.string(),
    rightColumn: z.string(),
    source: z.enum(['builtin', 'ai']).meta({ description: "'ai' when a model wrote it." }),
  })
  .meta({ id: 'ComparisonSummary' });

export type CompareProperty = z.infer<typeof ComparePropertySchema>;
export type CompareView = z.infer<typeof CompareViewSchema>;
export type CompareOption = z.infer<typeof CompareOptionSchema>;
export type CompareOptions = z.infer<typeof CompareOptionsSchema>;
export type ComparisonSummary = z.infer<typeof ComparisonSummarySchema>;

/** The compare page's operations, the signed-in renter's own reports only (src/server/compare/compare-routes.ts). */
export const compareOperations = {
  comparison: defineOperation({
    method: 'get',
    path: '/api/compare',
    query: CompareQuerySchema,
    success: { 200: CompareViewSchema },
  }),
  /** The same comparison with the ids in the body. */
  comparisonByBody: defineOperation({
    method: 'post',
    path: '/api/compare',
    body: CompareIdsSchema,
    success: { 200: CompareViewSchema },
  }),
  options: defineOperation({
    method: 'get',
    path: '/api/compare/reports',
    success: { 200: CompareOptionsSchema },
  }),
  summary: defineOperation({
    method: 'post',
    path: '/api/compare/summary',
    body: CompareIdsSchema,
    success: { 200: ComparisonSummarySchema },
  }),
};
