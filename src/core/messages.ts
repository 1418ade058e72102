// Every user-facing text of the product (docs/product.md#message-catalogue), in one place, so
// screens, server and tests share one wording. Texts marked "ours" were not in the product's
// first description: they cover rules it left to the browser (limits, formats) and are worded
// in the same voice.

import type { MessageWords } from './primitives/message';
import { formatCount } from './primitives/format';

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred.';

// A text src/core words from a message id and its values but must hand on as a string (a zod schema's message, an
// error's, a banner's), remembered with its id and values so the edge words it in another language by its id, not by
// parsing the English (issue 35, decision 088). Only texts of this process are found: a text that travels to another
// process (an API answer) is worded in the request's language before it leaves, or travels as `{ id, values }`.

/** A remembered message: its id and the values it was worded from. */
export type RememberedMessage = { readonly id: string; readonly values: Readonly<Record<string, string | number>> };

/** At most this many texts are remembered (the oldest forgotten first): a field name from a request body is anyone's. */
const REMEMBERED_MAX = 2_000;

const remembered = new Map<string, RememberedMessage>();

/** `text` (the message worded in English), remembered as `message`. */
export function rememberMessage(text: string, message: RememberedMessage): string {
  if (remembered.has(text)) return text;
  if (remembered.size >= REMEMBERED_MAX) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(text, message);
  return text;
}

/** The message `text` was worded from, when this process wrote it with rememberMessage. */
export function rememberedMessage(text: string): RememberedMessage | undefined {
  return remembered.get(text);
}

/**
 * The texts worded from values that travel as strings (a schema's message, an error's, a banner's): each is remembered
 * with its id and values (rememberMessage, above), so another language words it by its id (translations/es/messages.ts).
 */
export type CoreMessage =
  | { id: 'fieldRequired'; values: { label: string } }
  | { id: 'fieldTooLong'; values: { label: string; max: number } }
  | { id: 'unreadableText'; values: { field: string } }
  | { id: 'severalProblems'; values: { count: number } }
  | { id: 'requestFailed'; values: { status: number } }
  | { id: 'errorWith'; values: { message: string } };

export const CORE_MESSAGE_WORDS: MessageWords<CoreMessage> = {
  // docs/product.md#validation
  fieldRequired: ({ label }) => `The "${label}" field is required.`,
  // ours
  fieldTooLong: ({ label, max }) => `${label} must be at most ${formatCount(max)} characters.`,
  // ours: `field` is the body's key, e.g. `streetAddress` → "street address"; '' for the request as a whole
  unreadableText: ({ field }) =>
    `${field ? `The ${field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} field` : 'The request'} contains a character that cannot be read (half of an emoji or a symbol). Please retype it.`,
  // ours: a form's banner when a submit finds several problems, each of which is shown beside its field (one problem
  // is shown in the banner in its own words, as the red banner does)
  severalProblems: ({ count }) => `Please correct the ${formatCount(count)} problems highlighted below.`,
  // docs/product.md#error-answers
  requestFailed: ({ status }) => `Request failed with status ${status}`,
  // docs/product.md#error-answers: a data load that failed (report page, account, compare)
  errorWith: ({ message }) => `Error: ${message}`,
};

/** The message in English, remembered with its id and values (worded here: wordMessage's module stays off the pages). */
function say(message: CoreMessage): string {
  const words = CORE_MESSAGE_WORDS[message.id] as (values: CoreMessage['values']) => string;
  return rememberMessage(words(message.values), message);
}

/** 'The "{label}" field is required.' (docs/product.md#validation). */
export function fieldRequired(label: string): string {
  return say({ id: 'fieldRequired', values: { label } });
}

/** ours: "{label} must be at most {max} characters." */
export function fieldTooLong(label: string, max: number): string {
  return say({ id: 'fieldTooLong', values: { label, max } });
}

/**
 * ours: a field holding text that cannot be stored (a lone UTF-16 surrogate: half of an emoji, as a JSON escape can
 * carry, which no keyboard types); `field` is the body's key, e.g. `streetAddress` → "street address".
 */
export function unreadableTextMessage(field: string | null): string {
  return say({ id: 'unreadableText', values: { field: field ?? '' } });
}

export function severalProblemsBanner(count: number): string {
  return say({ id: 'severalProblems', values: { count } });
}

/** "Request failed with status {n}" (docs/product.md#error-answers). */
export function requestFailedWithStatus(status: number): string {
  return say({ id: 'requestFailed', values: { status } });
}

/** "Error: {message}": a data load that failed (report page, account, compare; docs/product.md#error-answers). */
export function errorWithMessage(message: string): string {
  return say({ id: 'errorWith', values: { message } });
}

/** The red banner shows the error's own text, or the default when it has none. */
export function errorBannerMessage(message?: string | null): string {
  const text = message?.trim();
  return text ? text : DEFAULT_ERROR_MESSAGE;
}

export const AUTH_MESSAGES = {
  /** ours: sign-out while the database is away (the session ends as soon as it is back) */
  signOutPending:
    'You are signed out on this device. RentValue is briefly unavailable, so your session ends on our side as soon as it is back.',
  captchaLogin: 'Please complete the CAPTCHA verification to log in.',
  captcha: 'Please complete the CAPTCHA verification.',
  termsRequired: 'You must agree to the Terms of Use to create an account.',
  passwordsDoNotMatch: 'Passwords do not match!',
  signupNoUser: 'Signup did not return user data. Please try again.',
  resetLinkSent: 'Password reset link has been sent to your email address.',
  passwordUpdated: 'Password updated successfully! Please log in with your new password.',
  optOutLabel: "Don't send me useful information",
  /** ours */
  invalidEmail: 'Please enter a valid email address.',
  /** ours */
  passwordTooShort: 'Password must be at least 8 characters.',
  /** ours */
  passwordTooLong: 'Password must be at most 128 characters.',
  /** ours */
  invalidState: 'Please choose a state from the list.',
} as const;

export const REPORT_MESSAGES = {
  mustBeLoggedIn: 'You must be logged in to submit a report.',
  sessionUnavailable: 'Could not retrieve user session. Please log in again.',
  missingAddressParameters: 'Missing required address parameters. Please ensure the address is complete.',
  unexpected: DEFAULT_ERROR_MESSAGE,
  formBanner: 'Please fill out all required fields. The missing fields have been highlighted.',
  selectAddress: 'Please select a valid address from the dropdown.',
  incompleteAddress:
    'The address from Google was incomplete. Please confirm the details below and fill in any missing fields.',
  streetAddressRequired: 'Street Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipCodeRequired: 'Zip Code is required.',
  /** ours */
  invalidState: 'Please enter a valid two-letter US state code.',
  /** ours */
  invalidZipCode: 'Please enter a valid Zip Code (5 digits, or ZIP+4).',
  /** ours */
  invalidUrl: 'Please enter a valid listing URL starting with http:// or https://.',
  /** ours */
  urlTooLong: 'The listing URL must be at most 2048 characters.',
  /** ours */
  addressTooLong: 'Street Address must be at most 200 characters.',
  /** ours */
  cityTooLong: 'City must be at most 100 characters.',
  /** ours */
  rentNotNumber: 'Rent must be a number.',
  /** ours */
  rentOutOfRange: 'Rent must be between $0 and $100,000.',
  /** ours: a rent of $0 (or under a cent) cannot be judged */
  rentNotPositive: 'Rent must be more than $0.',
  /** ours */
  sqftNotNumber: 'Sq/ft must be a number.',
  /** ours */
  sqftOutOfRange: 'Sq/ft must be between 0 and 50,000.',
  /** ours: the renewal check's and the move-in specials' fields */
  currentRentNotNumber: 'Current rent must be a number.',
  currentRentOutOfRange: 'Current rent must be between $0 and $100,000.',
  currentRentNotPositive: 'Current rent must be more than $0.',
  invalidMode: 'Please choose a new listing or a renewal offer.',
  invalidConcessionKind: 'Please choose a move-in special from the list.',
  concessionNotNumber: 'The move-in special must be a number.',
  concessionOutOfRange: 'The move-in special must be a number from 0 to 100,000.',
  concessionNotPositive: 'The move-in special must be more than 0.',
  concessionTooLarge: 'The move-in special cannot be more than the rent of the whole lease.',
  leaseMonthsNotNumber: 'Lease length must be a number of months.',
  leaseMonthsOutOfRange: 'Lease length must be a whole number of months from 1 to 36.',
  feeNotNumber: 'Monthly fees must be numbers.',
  feeOutOfRange: 'Each monthly fee must be between $0 and $10,000.',
  moveInCostNotNumber: 'Move-in costs must be numbers.',
  moveInCostOutOfRange: 'Each move-in cost must be between $0 and $100,000.',
  /** ours: a red flag that is not one of the form's (scam-check.ts) */
  invalidRedFlag: 'Please choose the warning signs from the list.',
  loadingReport: 'Loading Report...',
  reportNotFound: 'Report not found.',
  paymentActivated: 'Your 30-Day Unlimited Access plan has been activated!',
  startExploring: 'Start Exploring',
  /** ours: only the sense of this help text was given (docs/product.md#the-research-page) */
  noUnitNumberHelp: 'For apartments, do not enter a unit number.',
  /** ours: a run that outlived the longest possible run was failed by the sweep */
  runStopped: 'This report took too long and was stopped. Your credit has been returned; please try again.',
  /** ours: a new run asked of an instance that is shutting down (docs/product.md#time-limits-sweep-and-shutdown) */
  restarting: 'RentValue is restarting. Please try again in a moment; no credit was used.',
} as const;

/** The loading overlays' lines (docs/product.md#loading-overlay, docs/product.md#compare-page), by id. */
export const LOADING_MESSAGES = {
  validatingAddress: 'Validating address...',
  findingComps: 'Finding nearby comps...',
  runningComparison: 'Running comparison algorithm...',
  generatingReport: 'Generating Rental Value Report...',
  loadingEvaluation: 'Loading AI Evaluation...',
  completingAnalytics: 'Completing final Rental Value Report analytics...',
  /** what the overlay says while the built-in writer writes (no AI) */
  writingEvaluation: 'Writing the evaluation...',
  fetchingProperties: 'Fetching property details...',
  analyzingProperties: 'Analyzing properties...',
  generatingComparison: 'Generating AI-powered comparison...',
} as const;

/** The research loading overlay cycles these every 2 seconds (docs/product.md#loading-overlay). */
export const RESEARCH_LOADING_MESSAGES: readonly string[] = [
  LOADING_MESSAGES.validatingAddress,
  LOADING_MESSAGES.findingComps,
  LOADING_MESSAGES.runningComparison,
  LOADING_MESSAGES.generatingReport,
  LOADING_MESSAGES.loadingEvaluation,
  LOADING_MESSAGES.completingAnalytics,
];

/** ours: the overlay's evaluation stage when the built-in writer writes it (report-run-stages.ts). */
export const BUILTIN_EVALUATION_MESSAGE = LOADING_MESSAGES.writingEvaluation;

/** The compare loading overlay cycles these every 1.5 seconds (docs/product.md#compare-page). */
export const COMPARE_LOADING_MESSAGES: readonly string[] = [
  LOADING_MESSAGES.fetchingProperties,
  LOADING_MESSAGES.analyzingProperties,
  LOADING_MESSAGES.generatingComparison,
];

/**
 * The welcome modal after checkout (docs/product.md#returning-from-checkout): the original text for the 30-day
 * pass, the one plan on offer cards. ours: a pack of reports or the 60-day pass says what was actually bought.
 */
export const PAYMENT_MESSAGES = {
  reportsAdded: 'Your 3 Rental Value Reports have been added to your account!',
  sixtyDayActivated: 'Your 60-Day Unlimited Access plan has been activated!',
} as const;

export function paymentActivatedMessage(tier: number | null): string {
  if (tier === 1) return PAYMENT_MESSAGES.reportsAdded;
  if (tier === 3) return PAYMENT_MESSAGES.sixtyDayActivated;
  return REPORT_MESSAGES.paymentActivated;
}

export const PROFILE_MESSAGES = {
  fetchNewProfileFailed: 'Could not fetch your new user profile.',
  fetchProfileAfterPurchaseFailed: 'Could not fetch updated user profile after purchase.',
  loadProfileFailed: 'Could not load your user profile.',
} as const;

export const PLAN_MESSAGES = {
  expired: 'Plan Expired!',
  freeTierName: 'Free Tier',
  unlimitedName: '30-Day Unlimited Access',
  /** the plan card's button */
  upgradeAction: 'Upgrade Plan',
  upgradeTitle: 'Upgrade Your Plan',
  /** ours: the upgrade modal's message, saying what it is for (docs/product.md#checkout) */
  upgradeMessage: 'Select a new plan to get more reports and features.',
  /** ours: the API's answer when a report is asked for without an active plan; the page opens the upgrade modal */
  planRequired: 'Your plan has no reports left. Upgrade your plan to run this report.',
  /** ours: the plan card's button and the modal to a renter whose unlimited pass is running (core/account/upgrade-offer) */
  extendAction: 'Extend Your Pass',
  extendTitle: 'Extend Your Pass',
  /** ours */
  extendMessage: 'Your unlimited pass is still running: a pass bought now adds its days after it ends.',
} as const;

/** ours: the negotiation letter (docs/product.md#letters). */
export const LETTER_MESSAGES = {
  needsPlan: 'Your first negotiation letter was free. Choose a plan to write more letters.',
  needsScore: 'A negotiation letter needs a report with a Value Score.',
  emailed: 'The letter is on its way to your inbox.',
  letterNotFound: 'Letter not found.',
  textRequired: 'The letter is empty. Write or restore it before sending.',
  textTooLong: 'The letter must be at most 10,000 characters.',
  subjectTooLong: 'The subject must be at most 200 characters.',
  proposedRentOutOfRange: 'The proposed rent must be between $1 and $100,000.',
} as const;

export const CHECKOUT_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in to make a purchase.',
  noSessionId: 'A Session ID was not returned from the server.',
  /** ours: the first design only logged a developer error here */
  priceIdRequired: 'A price identifier is required.',
  /** ours */
  unknownTier: 'This plan is not available.',
  /** ours: a tier that exists (the 60-day pass, docs/product.md#purchase-tiers) but is not offered to buyers */
  tierNotOffered: 'This plan is not offered. Please choose Pay As You Go or 30-Day Access.',
} as const;

export const COMPARE_MESSAGES = {
  aiComparisonFailed: 'The AI Comparison API request failed.',
  atLeastTwo: 'You must have or select at least 2 properties to run a comparison.',
  /** ours: the selector disables further boxes, so only a hand-made link can say more */
  atMostTen: 'You can compare at most 10 properties at a time.',
  selectorTitle: 'Select Properties to Compare',
} as const;

export const HISTORY_MESSAGES = {
  empty: 'You have no search history yet.',
  dashboardEmpty: "You don't have any Rental Value Reports in your history.",
  getStarted: 'Click Here To Get Started!',
} as const;

export const CONTACT_MESSAGES = {
  sendFailed: 'An unexpected error occurred sending your message.',
  success: "Thank you for contacting us. We'll get back to you shortly.",
  successTitle: 'Message Sent Successfully!',
  sending: 'Sending...',
  send: 'Send Message',
  captcha: AUTH_MESSAGES.captcha,
} as const;

export const CHART_MESSAGES = {
  notEnoughSqftData: 'Not enough square footage data to build this chart.',
  notEnoughData: 'Not enough data to build this chart.',
  notEnoughDataForScore: 'Not enough data to calculate a Value Score.',
  notEnoughMarketData: 'Not enough comparable data to build the market comparison chart.',
  notEnoughPriceVariation: 'Not enough variation in comparable prices to build the market comparison chart.',
  noCompsForTable: 'No comparable property data available to display in table.',
} as const;

export const MAP_MESSAGES = {
  unavailable: 'Map cannot be loaded right now, sorry.',
  loading: 'Loading Map...',
  loadError: 'Map Load Error',
} as const;

export const ACCOUNT_MESSAGES = {
  greetingFallback: 'there',
  /** ours: account deletion without the password */
  passwordNeeded: 'Please enter your password.',
} as const;

/** The account greeting uses the first name, or "there" when there is none (docs/product.md#account-page). */
export function greetingName(firstName?: string | null): string {
  const name = firstName?.trim();
  return name ? name : ACCOUNT_MESSAGES.greetingFallback;
}
