// The business constants (docs/product.md#limits-and-constants). Every number the product's rules depend on lives
// here once.

/** plan_type of the users table (docs/product.md#data-model). */
export const PLAN_TYPE = {
  free: 0,
  payAsYouGo: 1,
  thirtyDay: 2,
  sixtyDay: 3,
} as const;
export type PlanType = (typeof PLAN_TYPE)[keyof typeof PLAN_TYPE];

export type PurchaseTierId = 1 | 2 | 3;

export interface PurchaseTier {
  readonly id: PurchaseTierId;
  readonly name: string;
  /** Money is kept in integer cents (docs/architecture.md#data). */
  readonly priceCents: number;
  /** Reports granted by a credit pack; null for time-based passes. */
  readonly reports: number | null;
  /** Days of unlimited access granted; null for credit packs. */
  readonly days: number | null;
  readonly planType: PlanType;
  readonly mostPopular: boolean;
  /** Tier 3 exists but is not offered on the visible card (docs/product.md#purchase-tiers). */
  readonly offered: boolean;
}

/** The plans' names, by id. */
export const PLAN_NAMES = {
  payAsYouGo: 'Pay As You Go',
  thirtyDay: '30-Day Access',
  sixtyDay: '60-Day Access',
} as const;

export const PURCHASE_TIERS: readonly PurchaseTier[] = [
  {
    id: 1,
    name: PLAN_NAMES.payAsYouGo,
    priceCents: 500,
    reports: 3,
    days: null,
    planType: PLAN_TYPE.payAsYouGo,
    mostPopular: false,
    offered: true,
  },
  {
    id: 2,
    name: PLAN_NAMES.thirtyDay,
    priceCents: 2000,
    reports: null,
    days: 30,
    planType: PLAN_TYPE.thirtyDay,
    mostPopular: true,
    offered: true,
  },
  {
    id: 3,
    name: PLAN_NAMES.sixtyDay,
    priceCents: 3000,
    reports: null,
    days: 60,
    planType: PLAN_TYPE.sixtyDay,
    mostPopular: false,
    offered: false,
  },
];

/** The signed-in home and its offer card show only the 30-day pass (docs/product.md#purchase-tiers). */
export const OFFER_CARD_TIER_ID: PurchaseTierId = 2;

export function getPurchaseTier(id: number): PurchaseTier | undefined {
  return PURCHASE_TIERS.find((tier) => tier.id === id);
}

export const CURRENCY = 'USD';

/** Credits a new account starts with (docs/product.md#sign-up). */
export const SIGNUP_CREDITS = 1;
/** Someone who signs up on the way to checkout is about to buy, so gets no free report. */
export const SIGNUP_CREDITS_WITH_PURCHASE_INTENT = 0;

export function signupCredits(hasPurchaseIntent: boolean): number {
  return hasPurchaseIntent ? SIGNUP_CREDITS_WITH_PURCHASE_INTENT : SIGNUP_CREDITS;
}

// Compare and history limits (docs/product.md#input-limits).
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 10;
/** A logged-in user with at least this many reports gets the compare selector automatically. */
export const COMPARE_SELECTOR_THRESHOLD = 2;
export const HISTORY_LIMIT = 10;
export const COMPARE_MAP_ZOOM = 11;
export const COMPARE_MAP_HEIGHT_PX = 400;

// The negotiation letter (docs/product.md#what-a-letter-cites).
/** A letter cites comparables only when at least this many rent for no more than its proposal; fewer, and it says so
 * and leans on the report's expected rent and range instead. */
export const LETTER_MIN_COMPS = 2;

// Timers in milliseconds (docs/product.md#timers).
export const SIGNUP_REDIRECT_MS = 5000;
export const DEMO_ROTATION_MS = 5000;
export const RESEARCH_LOADING_MESSAGE_MS = 2000;
export const COMPARE_LOADING_MESSAGE_MS = 1500;
export const RESUME_REPORT_DELAY_MS = 100;

/** Comparables are rentals of the past 12 months (docs/product.md#comparables). */
export const COMPS_LOOKBACK_MONTHS = 12;

// Comparables filter (docs/product.md#comparables-filter).
export const PRICE_OUTLIER_MEDIAN_MULTIPLE = 3;
export const SQFT_MIN_RATIO = 0.3;
export const SQFT_MAX_RATIO = 2;

// Value Score (docs/product.md#score-formula).
export const MIN_COMPS = 4;
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const SCORE_AVERAGE = 5.5;
/** Half the 1..10 span: a combined gap of GAP_FOR_FULL_SWING moves the score this far. */
export const SCORE_SWING = 4.5;
export const GAP_FOR_FULL_SWING = 0.5;
export const PRICE_GAP_WEIGHT = 0.7;
export const PPSF_GAP_WEIGHT = 0.3;
export const DISPLAY_SCORE_MIN = 2;
export const DISPLAY_SCORE_MAX = 8.5;
export const SCORE_STORED_DECIMALS = 2;
export const SCORE_SHOWN_DECIMALS = 1;

// Adjustment factor from quality + amenities (docs/product.md#adjustment-factor).
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 3;
export const LEVEL_SUM_MIN = 2;
export const LEVEL_SUM_MAX = 6;
export const FACTOR_AT_SUM_MIN = 0.9;
export const FACTOR_AT_SUM_MAX = 1.1;

// Expected range (docs/product.md#range-and-verdict).
export const RANGE_LOW_FACTOR = 0.94;
export const RANGE_HIGH_FACTOR = 1.06;
export const VERDICT_TOLERANCE_DOLLARS = 1;

// Affordability (docs/product.md#affordability-calculator): landlords want income of 2.5 to 3 times the rent.
export const AFFORDABILITY_LOW_INCOME_MULTIPLE = 3;
export const AFFORDABILITY_HIGH_INCOME_MULTIPLE = 2.5;

/** The landing page's demo card: display values only (docs/product.md#landing-page). */
export const DEMO_LABELS = {
  good: 'Good Value',
  fair: 'Fair Value',
  overpriced: 'Overpriced',
} as const;

export const DEMO_SCORE_CARDS: readonly { readonly label: string; readonly score: number }[] = [
  { label: DEMO_LABELS.good, score: 7.8 },
  { label: DEMO_LABELS.fair, score: 5.1 },
  { label: DEMO_LABELS.overpriced, score: 2.1 },
];
