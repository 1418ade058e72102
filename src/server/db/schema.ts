// Over 250 lines as data: every table of the database in the one schema file drizzle-kit generates migrations from.
import { sql } from 'drizzle-orm';
import type { Language } from '#core/i18n/languages';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { LetterLength, LetterTone } from '#core/writing/negotiation-letter';
import type { StoredSpecials } from '#core/valuation/move-in-specials';
import type { StoredMarket } from '#core/valuation/stored-market';
import type { ScamRedFlag } from '#core/valuation/scam-check';

// Column names are written in camelCase here and stored in snake_case (drizzle `casing: 'snake_case'`),
// so the database keeps the field names of docs/product.md#data-model. Money is integer cents; times are timestamptz.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// better-auth's own tables, prefixed auth_ so that `users` (the renter's profile) is unambiguous.
// ---------------------------------------------------------------------------------------------
export const authUser = pgTable('auth_user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSession = pgTable(
  'auth_session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
  },
  // The retention job deletes expired sessions.
  (t) => [index().on(t.userId), index('auth_session_expires_at_idx').on(t.expiresAt)],
);

export const authAccount = pgTable(
  'auth_account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const authVerification = pgTable(
  'auth_verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

// ---------------------------------------------------------------------------------------------
// The product's entities (docs/product.md#data-model).
// ---------------------------------------------------------------------------------------------
export const PLAN_TYPES = [0, 1, 2, 3] as const;

/** The renter's profile (`users` in docs/product.md#data-model). One row per auth_user. */
export const users = pgTable(
  'users',
  {
    id: text()
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    city: text(),
    state: text(),
    credits: integer().notNull().default(0),
    paidPlan: boolean().notNull().default(false),
    optOut: boolean().notNull().default(false),
    planType: smallint().notNull().default(0),
    planEnds: timestamp({ withTimezone: true }),
    reportCount: integer().notNull().default(0),
    /** The language the renter reads RentValue in: emails are sent in it (decision 074). */
    language: text().$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language_valid', sql`${t.language} in ('en', 'es')`),
    // The credit reservation (`credits = credits - 1 WHERE credits > 0`) relies on this never going negative.
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_plan_type_valid', sql`${t.planType} in (0, 1, 2, 3)`),
    check('users_report_count_non_negative', sql`${t.reportCount} >= 0`),
  ],
);

export const REPORT_STATUSES = ['pending', 'running', 'complete', 'failed'] as const;
export const BUILDING_TYPES = ['apartment', 'house'] as const;

/**
 * One row per report run (`transactions` in docs/product.md#data-model), plus the run's status, error and data source.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text(),
    /** The language the report's evaluation was written in: the renter's page when it was run (decision 074). */
    language: text().$type<Language>().notNull().default('en'),
    streetAddress: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    /** Asking rent as entered, in cents. */
    rent: integer().notNull(),
    bedrooms: text().notNull(),
    bathrooms: text().notNull(),
    sqft: integer().notNull(),
    buildingType: text({ enum: BUILDING_TYPES }).notNull(),
    qualityLevel: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    amenitiesLevel: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    valueScore: numeric({ precision: 4, scale: 2, mode: 'number' }),
    askingPrice: integer(),
    marketPrice: integer(),
    minPrice: integer(),
    maxPrice: integer(),
    medianRent: integer(),
    percentageDifference: numeric({ precision: 10, scale: 2, mode: 'number' }),
    mapQueryAddress: text(),
    propertyAttributesText: text(),
    valuationComparisonText: text(),
    valuationEvaluationText: text(),
    aiEvaluationSummary: text(),
    /** Who wrote the evaluation: 'builtin' (from the figures) or 'ai' (a configured model). */
    evaluationSource: text({ enum: ['builtin', 'ai'] }),
    status: text({ enum: REPORT_STATUSES }).notNull().default('pending'),
    error: text(),
    /** Which rent-data provider served the comparables: sample, listings or rentcast. */
    dataSource: text(),
    /** True when this run used one of the user's credits (given back if the run fails). */
    creditUsed: boolean().notNull().default(false),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** How precisely the geocoder placed the address: rooftop, street, zip, city or state. */
    geocodePrecision: text(),
    /** The comparables' search radius (miles) and window, as the provider reported them: the report's evidence. */
    compsRadiusMiles: doublePrecision(),
    compsWindowFrom: date({ mode: 'string' }),
    compsWindowTo: date({ mode: 'string' }),
    /**
     * The official rent benchmarks of the listing's ZIP as looked up at the run (decision 040): the report's "Official
     * rent benchmarks" section and the prior of its expected rent, kept so a later table release changes no report.
     */
    benchmarks: jsonb().$type<StoredMarket>(),
    /** The rent-data provider's own median rent of its comparables, in cents (kept beside ours, decision 041). */
    providerMedianRent: integer(),
    /** A renewal check's current rent in cents (the rent column then holds the offered rent); null for a listing. */
    renewalCurrentRent: integer(),
    /**
     * The listing's move-in specials, monthly fees, utilities and move-in costs as entered (decisions 062, 090); null
     * when none were given. Read through readSpecials: a report stored before 090 lacks the later kinds.
     */
    specials: jsonb().$type<StoredSpecials>(),
    /**
     * The rent the Value Score was computed on, in cents, when it is not the asking rent: the rent after move-in
     * specials (from decision 090; before it, the net effective rent with fees).
     */
    scoredRent: integer(),
    /** The scam warning signs the renter marked (decision 089); null when none were. */
    redFlags: jsonb().$type<ScamRedFlag[]>(),
    /** Owner-made, revocable read-only share link token; null when not shared. */
    shareToken: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('transactions_status_valid', sql`${t.status} in ('pending', 'running', 'complete', 'failed')`),
    check('transactions_building_type_valid', sql`${t.buildingType} in ('apartment', 'house')`),
    check('transactions_rent_non_negative', sql`${t.rent} >= 0`),
    check('transactions_sqft_non_negative', sql`${t.sqft} >= 0`),
  ],
);

/** Comparables stored with a report (`comps` in docs/product.md#data-model). Price in cents. */
export const comps = pgTable(
  'comps',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    price: integer().notNull(),
    bedrooms: text(),
    baths: text(),
    sqft: integer(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    distanceMiles: doublePrecision(),
    listedAt: timestamp({ withTimezone: true }),
    source: text(),
    /** The comparable's ZIP code, when the provider gave or its address holds one. */
    zip: text(),
    /**
     * Benchmark gross rent of the comp's own ZIP for its bedroom count, in cents (decision 041); null: unknown place.
     */
    benchmarkRent: integer(),
    /** The provider's similarity score, 0 to 1 (RentCast `correlation`). */
    correlation: doublePrecision(),
  },
  (t) => [index('comps_transaction_idx').on(t.transactionId)],
);

/**
 * The negotiation letters a renter wrote from a report (docs/product.md#letters), as written (the renter edits a copy
 * on the page). The count per user is the free tier's "first letter free" (core plan check); deleting the report
 * deletes them.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tone: text().$type<LetterTone>().notNull(),
    /** The language the letter is written in (the renter's choice: their own, or the landlord's). */
    language: text().$type<Language>().notNull().default('en'),
    length: text().$type<LetterLength>().notNull(),
    /** The rent the letter proposes, in cents. */
    proposedRent: integer().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** Who wrote it: 'builtin' (from the figures) or 'ai' (a configured model, validated). */
    source: text({ enum: ['builtin', 'ai'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('letters_user_idx').on(t.userId), index('letters_transaction_idx').on(t.transactionId)],
);

// ---------------------------------------------------------------------------------------------
// Ours: market data, payments, email, logs, contact, analytics.
// ---------------------------------------------------------------------------------------------

/** Real listings the operator owns (imported from CSV), searched by the `listings` rent-data provider. */
export const listings = pgTable(
  'listings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    source: text().notNull(),
    sourceId: text().notNull(),
    address: text().notNull(),
    city: text(),
    state: text(),
    zip: text(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** Monthly rent in cents. */
    rent: integer().notNull(),
    bedrooms: smallint().notNull(),
    bathrooms: numeric({ precision: 3, scale: 1, mode: 'number' }),
    sqft: integer(),
    buildingType: text({ enum: BUILDING_TYPES }),
    listedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listings_source_id_idx').on(t.source, t.sourceId),
    // The comparable search: a bedrooms + lat/lng box inside the lookback window, answered from this index alone
    // (docs/decisions/012-listings-search-index.md). Latitude bands of 0.01 degree (floor(lat * 100)) come before
    // longitude so a box is one short run of entries per band instead of a stripe across the whole country; the
    // columns after lat are there so the search never visits the table (index-only scan).
    index('listings_search_idx').on(
      t.bedrooms,
      sql`floor(lat * 100)`,
      t.lng,
      t.lat,
      t.listedAt,
      t.buildingType,
      t.sqft,
      t.bathrooms,
      t.id,
    ),
    index('listings_listed_at_idx').on(t.listedAt),
    // Address suggestions match a typed street as a prefix of lower(address); a btree serves LIKE 'x%' only with
    // text_pattern_ops because the database collation is not C (docs/decisions/023-address-suggestions.md).
    index('listings_address_prefix_idx').using('btree', sql`lower(${t.address}) text_pattern_ops`),
  ],
);

export const PURCHASE_STATUSES = ['pending', 'paid', 'refunded', 'expired'] as const;

/**
 * Money records (and refunds: status, refunded_at) are kept for the accounts' legal retention, also after the buyer
 * deletes the account: user_id becomes null and email_hash keeps a keyed hash of the address instead (decision 056).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Set when the account is deleted: HMAC-SHA256 of the buyer's lower-cased email (account/purchase-email-hash.ts). */
    emailHash: text(),
    provider: text().notNull(),
    providerSessionId: text().notNull().unique(),
    tier: smallint().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text({ enum: PURCHASE_STATUSES }).notNull().default('pending'),
    /** Where to go after payment (our own path), and whether a report was pending. */
    successPath: text(),
    /** Where a cancelled checkout returns (our own path). */
    cancelPath: text(),
    /** The provider's payment id (Stripe payment_intent), for refunds. */
    providerPaymentId: text(),
    /** What fulfilment gave, so a refund takes back exactly that: days of unlimited access, or report credits. */
    grantedDays: integer(),
    grantedCredits: integer(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt.desc()),
    // Stripe's charge.refunded and charge.dispute.created name the payment, not the checkout.
    index('purchases_provider_payment_idx').on(t.providerPaymentId),
    check('purchases_status_valid', sql`${t.status} in ('pending', 'paid', 'refunded', 'expired')`),
    check('purchases_tier_valid', sql`${t.tier} in (1, 2, 3)`),
  ],
);

/** Provider webhook events, so that each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: uuid().primaryKey().defaultRandom(),
  provider: text().notNull(),
  providerEventId: text().notNull().unique(),
  type: text().notNull(),
  purchaseId: uuid().references(() => purchases.id, { onDelete: 'set null' }),
  receivedAt: createdAt(),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Email jobs, written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The retention job deletes sent rows past their age.
    index('outbox_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** The error log (`error_log` in docs/product.md#data-model): failures with their context. */
export const errorLog = pgTable(
  'error_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    transactionId: uuid().references(() => transactions.id, { onDelete: 'set null' }),
    errorMessage: text().notNull(),
    context: jsonb().$type<Record<string, unknown>>(),
    requestId: text(),
    createdAt: createdAt(),
  },
  (t) => [index('error_log_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  firstName: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  createdAt: createdAt(),
});

/** First-party page views: path and time only, no personal data. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    path: text().notNull(),
    viewedAt: createdAt(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt)],
);

/** Fixed-window request counters (sign-in, sign-up, reset, contact…), shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // The retention job deletes counters whose window has ended.
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);

/** Human-verification solutions already used, so that each one counts once (ALTCHA replay protection). */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    id: text().primaryKey(),
    usedAt: createdAt(),
  },
  (t) => [index('captcha_uses_used_at_idx').on(t.usedAt)],
);

/** Secrets and settings the app generates once and shares between instances (e.g. the session signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
