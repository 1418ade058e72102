import { formatSqft, formatUsd } from './format';
import { roundTo } from './round';
import { isFigure, oneLine } from './writer-text';

// The negotiation letter (issue 15 §1): a renter's letter or short email to the landlord proposing a rent, written
// from the report's stored figures only. This module holds the rules (the default proposal, which comparables are
// cited), the built-in writer, and the check that a text (the built-in one, or a model's) holds no number that is not
// one of the report's figures or derived from them (inventedNumbers). The AI adapter is
// src/server/providers/ai/openai-letter-writer.ts.

export const LETTER_TONES = ['friendly', 'neutral', 'firm'] as const;
export type LetterTone = (typeof LETTER_TONES)[number];
/** 'email' = a short email (subject + a few lines), 'letter' = a full letter. */
export const LETTER_LENGTHS = ['email', 'letter'] as const;
export type LetterLength = (typeof LETTER_LENGTHS)[number];

export const LETTER_TONE_LABELS: Readonly<Record<LetterTone, string>> = { friendly: 'Friendly', neutral: 'Neutral', firm: 'Firm' };
export const LETTER_LENGTH_LABELS: Readonly<Record<LetterLength, string>> = { email: 'Short email', letter: 'Full letter' };

/** At most this many comparables are cited. */
export const LETTER_MAX_COMPS = 3;
/** The signature when the renter gave no name; they fill it in before sending. */
export const NAME_PLACEHOLDER = '[Your name]';
export const LETTER_SALUTATION = 'Dear Landlord/Property Manager,';

export interface LetterComp {
  address: string;
  rent: number;
  bedrooms: string | null;
  sqft: number | null;
  distanceMiles: number | null;
  /** The provider's similarity (higher = more similar), when it gives one. */
  correlation?: number | null;
}

export interface LetterFacts {
  kind: 'new' | 'renewal';
  /** The unit, one line. */
  address: string;
  /** The listing's asking rent, or the landlord's offered renewal rent (dollars a month). */
  askingRent: number;
  /** Renewal: what the renter pays now. */
  currentRent: number | null;
  expectedRent: number;
  minPrice: number;
  maxPrice: number;
  valueScore: number;
  subjectSqft: number;
  /** '0'..'5', '6+' ('0' = studio). */
  bedrooms: string;
  /** All stored comps of the report; the writer picks (letterComps). */
  comps: readonly LetterComp[];
  benchmark: { name: string; area: string; release: string; rent: number } | null;
  /** ISO date 'YYYY-MM-DD'. */
  reportDate: string;
  /** Only when the renter chose to share it. */
  reportLink: string | null;
  /** First name for the signature; null leaves NAME_PLACEHOLDER. */
  renterName: string | null;
  /** Renewal in CA/OR/WA: the statewide cap. */
  rentCap: { lawName: string; capPercent: number | null; maxAllowedRent: number | null; verdict: 'within' | 'over' | 'depends' } | null;
  /** When the listing has specials: what the renter pays a month on average. */
  netEffectiveRent?: number | null;
}

export interface LetterRequest {
  tone: LetterTone;
  length: LetterLength;
  /** Dollars a month; not a positive figure → defaultProposedRent. */
  proposedRent: number;
  /** The letter's own date (ISO 'YYYY-MM-DD'), the day it is written; defaults to the report's date. */
  date?: string | null;
}

export interface WrittenLetterText {
  subject: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules

/**
 * The expected rent when the asking (or offered renewal) rent is above it, else the asking rent itself: never more
 * than asked. A renewal never goes above the cap's maxAllowedRent when one is known. Rounded down to the dollar.
 */
export function defaultProposedRent(facts: LetterFacts): number {
  let proposed = facts.askingRent;
  if (isFigure(facts.expectedRent) && facts.expectedRent > 0 && facts.askingRent > facts.expectedRent) proposed = facts.expectedRent;
  const cap = facts.rentCap?.maxAllowedRent;
  if (facts.kind === 'renewal' && isFigure(cap) && cap > 0) proposed = Math.min(proposed, cap);
  return Math.floor(proposed);
}

function compareAscending(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return a - b;
}

function figureOrNull(value: number | null | undefined): number | null {
  return isFigure(value) ? value : null;
}

/**
 * The comparables cited: those renting for less than the asking (or offered) rent, most similar first (the
 * provider's correlation when given, higher first; then nearer; then closer in size to the unit), at most 3.
 */
export function letterComps(facts: LetterFacts): LetterComp[] {
  const sizeGap = (comp: LetterComp) => (isFigure(comp.sqft) ? Math.abs(comp.sqft - facts.subjectSqft) : null);
  return facts.comps
    .map((comp, index) => ({ comp, index }))
    .filter(({ comp }) => isFigure(comp.rent) && comp.rent > 0 && comp.rent < facts.askingRent)
    .sort((x, y) => {
      const a = figureOrNull(x.comp.correlation);
      const b = figureOrNull(y.comp.correlation);
      if (a !== null || b !== null) {
        if (a === null || b === null) return a === null ? 1 : -1;
        if (a !== b) return b - a;
      }
      return (
        compareAscending(figureOrNull(x.comp.distanceMiles), figureOrNull(y.comp.distanceMiles)) ||
        compareAscending(sizeGap(x.comp), sizeGap(y.comp)) ||
        x.index - y.index
      );
    })
    .slice(0, LETTER_MAX_COMPS)
    .map(({ comp }) => comp);
}

/** The rent the letter proposes: the request's, or the default when it is not a positive figure. */
export function proposedRentOf(facts: LetterFacts, request: LetterRequest): number {
  return isFigure(request.proposedRent) && request.proposedRent > 0 ? request.proposedRent : defaultProposedRent(facts);
}

export function letterDateOf(facts: LetterFacts, request: LetterRequest): string {
  return request.date ?? facts.reportDate;
}

// ---------------------------------------------------------------------------------------------------------------
// Words for the figures

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'May 4, 2026' from '2026-05-04'; anything else as given. */
export function letterDateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

function bedroomsLabel(bedrooms: string | null): string | null {
  if (bedrooms === null) return null;
  const b = bedrooms.trim();
  if (b === '0') return 'Studio';
  if (b === '1') return '1 bedroom';
  return /^\d+\+?$/.test(b) ? `${b} bedrooms` : null;
}

/** 'this 2-bedroom, 850 sq ft unit' or 'this 450 sq ft studio'. */
function unitPhrase(facts: LetterFacts): string {
  const size = isFigure(facts.subjectSqft) && facts.subjectSqft > 0 ? `${formatSqft(facts.subjectSqft)} sq ft` : null;
  const b = facts.bedrooms.trim();
  if (b === '0') return size ? `this ${size} studio` : 'this studio';
  const beds = /^\d+$/.test(b) ? `${b}-bedroom` : /^\d+\+$/.test(b) ? `${b} bedroom` : null;
  const described = [beds, size].filter((part) => part !== null).join(', ');
  return described ? `this ${described} unit` : 'this unit';
}

function street(address: string): string {
  return oneLine(address).split(',')[0]?.trim() || oneLine(address);
}

function miles(distance: number): string {
  return `${roundTo(distance, 1).toFixed(1)} mi`;
}

function percentText(value: number): string {
  return `${roundTo(value, 1)}%`;
}

/** '123 Oak St, Springfield, IL: $1,700 a month, 2 bedrooms, 800 sq ft, 0.4 mi away' (or the compact email form). */
function compText(comp: LetterComp, full: boolean): string {
  const parts = [
    full ? `${formatUsd(comp.rent)} a month` : formatUsd(comp.rent),
    bedroomsLabel(comp.bedrooms),
    isFigure(comp.sqft) && comp.sqft > 0 ? `${formatSqft(comp.sqft)} sq ft` : null,
    isFigure(comp.distanceMiles) ? (full ? `${miles(comp.distanceMiles)} away` : miles(comp.distanceMiles)) : null,
  ].filter((part): part is string => part !== null);
  return full ? `${oneLine(comp.address)}: ${parts.join(', ')}` : `${street(comp.address)} (${parts.join(', ')})`;
}

// ---------------------------------------------------------------------------------------------------------------
// The built-in writer

interface Figures {
  facts: LetterFacts;
  tone: LetterTone;
  renewal: boolean;
  asking: string;
  proposed: string;
  proposedValue: number;
  lower: boolean;
  aboveMarket: boolean;
  comps: LetterComp[];
  /** Renewal: 'from $2,100 to $2,300 a month, an increase of $200 (9.5%)', null when unknown or not a raise. */
  increase: string | null;
  street: string;
}

function figuresFor(facts: LetterFacts, request: LetterRequest): Figures {
  const proposedValue = proposedRentOf(facts, request);
  const current = facts.currentRent;
  const raise = isFigure(current) && current > 0 && facts.askingRent > current ? facts.askingRent - current : null;
  return {
    facts,
    tone: request.tone,
    renewal: facts.kind === 'renewal',
    asking: formatUsd(facts.askingRent),
    proposed: formatUsd(proposedValue),
    proposedValue,
    lower: proposedValue < facts.askingRent,
    aboveMarket: facts.askingRent > facts.expectedRent,
    comps: letterComps(facts),
    increase:
      raise !== null && isFigure(current)
        ? `from ${formatUsd(current)} to ${formatUsd(facts.askingRent)} a month, an increase of ${formatUsd(raise)} (${percentText((raise / current) * 100)})`
        : null,
    street: street(facts.address),
  };
}

function subjectLine(f: Figures): string {
  if (f.renewal) {
    if (f.tone === 'friendly') return `About my lease renewal at ${f.street}`;
    if (f.tone === 'neutral') return `Renewal rent proposal for ${f.street}`;
    return `Lease renewal at ${f.street}: offer of ${f.proposed} a month`;
  }
  if (f.tone === 'friendly') return `Question about the rent for ${f.street}`;
  if (f.tone === 'neutral') return `Rent proposal for ${f.street}`;
  return `Offer to rent ${f.street} at ${f.proposed} a month`;
}

/** Where the asking (or offered) rent sits against the report's expected rent and range. */
function position(f: Figures): string {
  const { facts } = f;
  const what = f.renewal ? 'the offered rent' : 'the asking rent';
  if (facts.askingRent > facts.maxPrice) return `At ${f.asking}, ${what} is above the top of that range.`;
  if (f.aboveMarket) return `At ${f.asking}, ${what} is ${formatUsd(facts.askingRent - facts.expectedRent)} above the expected rent.`;
  return `At ${f.asking}, ${what} is at or below the expected rent.`;
}

function openingParagraph(f: Figures): string {
  const { facts } = f;
  const address = oneLine(facts.address);
  if (f.renewal) {
    const offer = f.increase ? `The offer raises my rent ${f.increase}.` : `The offer sets the rent at ${f.asking} a month.`;
    if (f.tone === 'friendly')
      return `Thank you for sending the renewal offer for ${address}. I have enjoyed living here and would love to stay. ${offer} I hoped you might consider a renewal rent of ${f.proposed} a month instead.`;
    if (f.tone === 'neutral') return `I have received the renewal offer for ${address}. ${offer} I would like to propose a renewal rent of ${f.proposed} a month.`;
    const more = f.aboveMarket ? ' That is more than the market supports for this unit, as the figures below show.' : '';
    return `I have reviewed the renewal offer for ${address}. ${offer}${more} I am prepared to renew at ${f.proposed} a month.`;
  }
  if (f.tone === 'friendly') {
    const ask = f.lower
      ? `Before I apply, I hoped you might consider a rent of ${f.proposed} a month instead of the listed ${f.asking}.`
      : `I would be glad to rent it at ${f.proposed} a month.`;
    return `Thank you for listing ${address}. I really like the place and would love to make it my home. ${ask}`;
  }
  if (f.tone === 'neutral')
    return `I am writing about the unit at ${address}, listed at ${f.asking} a month. Based on current market figures, I would like to propose a monthly rent of ${f.proposed}.`;
  const why = f.aboveMarket ? 'The asking rent is higher than the market supports for this unit, as the figures below show.' : 'The figures below support this rent.';
  return `I would like to rent ${address}, listed at ${f.asking} a month, and I am prepared to sign a lease at ${f.proposed} a month. ${why}`;
}

function marketParagraph(f: Figures): string {
  const { facts } = f;
  const what = f.renewal ? 'market rent' : 'expected rent';
  return (
    `An independent RentValue report dated ${letterDateText(facts.reportDate)} puts the ${what} for ${unitPhrase(facts)} at ` +
    `${formatUsd(facts.expectedRent)} a month, with an expected range of ${formatUsd(facts.minPrice)} to ${formatUsd(facts.maxPrice)}. ${position(f)}`
  );
}

function specialsSentence(f: Figures): string | null {
  const net = f.facts.netEffectiveRent;
  if (f.renewal || !isFigure(net) || net <= 0 || net >= f.facts.askingRent) return null;
  return `With the current specials the effective rent works out to ${formatUsd(net)} a month, but specials end; a base rent of ${f.proposed} would keep the rent fair after the first lease.`;
}

function compsIntro(f: Figures): string {
  const than = f.renewal ? ' than the offered rent' : '';
  if (f.tone === 'friendly') return `I also looked at similar homes nearby, and these rent for less${than}:`;
  if (f.tone === 'neutral') return `Comparable rentals nearby with lower rents${than}:`;
  return `Comparable units nearby rent for less${than}:`;
}

function benchmarkSentence(f: Figures): string | null {
  const b = f.facts.benchmark;
  if (!b || !isFigure(b.rent)) return null;
  const lead = f.tone === 'firm' ? 'The' : 'For reference, the';
  return `${lead} ${oneLine(b.name)} for ${oneLine(b.area)} is ${formatUsd(b.rent)} a month, per the ${oneLine(b.release)}.`;
}

function capSentence(f: Figures, full: boolean): string | null {
  const cap = f.facts.rentCap;
  if (!f.renewal || !cap || cap.verdict === 'within') return null;
  const name = oneLine(cap.lawName);
  // 'the California Tenant Protection Act', but 'AB 1482' or 'ORS 90.323' as they are.
  const law = /\bAct\b/.test(name) && !/^the\s/i.test(name) ? `the ${name}` : name;
  if (cap.verdict === 'depends') {
    return full
      ? `Under ${law}, the yearly increase allowed for covered units depends on the regional Consumer Price Index (CPI), so I would appreciate confirmation that the offer is within it.`
      : `Under ${law}, the allowed increase depends on the regional CPI; please confirm the offer is within it.`;
  }
  const at = isFigure(cap.capPercent) ? ` at ${percentText(cap.capPercent)}` : '';
  const most = isFigure(cap.maxAllowedRent) ? `, which would put this rent at no more than ${formatUsd(cap.maxAllowedRent)} a month` : '';
  if (!full) return `${law.charAt(0).toUpperCase()}${law.slice(1)} caps yearly increases${at}${most ? ` (no more than ${formatUsd(cap.maxAllowedRent)} here)` : ''}, and the offer appears to exceed it.`;
  const ask =
    f.tone === 'friendly' ? ' I may be mistaken, so could you check it?' : f.tone === 'firm' ? ' Please review the offer against the law.' : '';
  return `Under ${law}, yearly rent increases for covered units are capped${at}${most}. The offered rent appears to exceed that cap.${ask}`;
}

function closingParagraph(f: Figures): string {
  const alternatives = f.comps.length > 0;
  if (f.renewal) {
    if (f.tone === 'friendly') return 'I have been a reliable tenant and hope we can agree on a rent that lets me stay. Thank you for considering it!';
    if (f.tone === 'neutral') return `Please let me know whether a renewal at ${f.proposed} a month is acceptable, or if you would like to discuss it.`;
    return `I am ready to sign the renewal at ${f.proposed} a month. If that is not possible, I will ${alternatives ? 'consider the alternatives listed above' : 'look at other options'} before my lease ends.`;
  }
  if (f.tone === 'friendly') return 'I would take good care of the place and would be happy to talk it over whenever it suits you. Thank you so much for considering it!';
  if (f.tone === 'neutral') return `Please let me know whether ${f.proposed} a month is acceptable, or if you would like to discuss it further.`;
  return `I am ready to sign at ${f.proposed} a month as soon as you confirm. If that does not work for you, I will ${alternatives ? 'move forward with one of the alternatives listed above' : 'continue my search elsewhere in the area'}.`;
}

const SIGN_OFF: Readonly<Record<LetterLength, Readonly<Record<LetterTone, string>>>> = {
  letter: { friendly: 'Warm regards,', neutral: 'Kind regards,', firm: 'Sincerely,' },
  email: { friendly: 'Thanks so much,', neutral: 'Best regards,', firm: 'Regards,' },
};

function signature(facts: LetterFacts): string {
  const name = facts.renterName === null ? '' : oneLine(facts.renterName);
  return name || NAME_PLACEHOLDER;
}

function fullLetter(f: Figures, request: LetterRequest): string {
  const { facts } = f;
  const blocks: string[] = [
    letterDateText(letterDateOf(facts, request)),
    `Re: ${f.renewal ? 'Lease renewal for ' : ''}${oneLine(facts.address)}`,
    LETTER_SALUTATION,
    openingParagraph(f),
    [marketParagraph(f), specialsSentence(f)].filter(Boolean).join(' '),
  ];
  if (f.comps.length > 0) blocks.push([compsIntro(f), ...f.comps.map((comp) => `- ${compText(comp, true)}`)].join('\n'));
  const benchmark = benchmarkSentence(f);
  if (benchmark) blocks.push(benchmark);
  const cap = capSentence(f, true);
  if (cap) blocks.push(cap);
  if (facts.reportLink) blocks.push(`The full report is available here: ${oneLine(facts.reportLink)}`);
  blocks.push(closingParagraph(f), `${SIGN_OFF.letter[f.tone]}\n${signature(facts)}`);
  return blocks.join('\n\n');
}

function emailOpening(f: Figures): string {
  if (f.renewal) {
    const raise = f.increase ? `it raises my rent ${f.increase}` : `it sets the rent at ${f.asking} a month`;
    if (f.tone === 'friendly') return `Thank you for the renewal offer for ${f.street}. I'd love to stay; ${raise}, and I wondered whether you would consider ${f.proposed} a month.`;
    if (f.tone === 'neutral') return `About the renewal offer for ${f.street}: ${raise}. I would like to propose ${f.proposed} a month.`;
    return `I have reviewed the renewal offer for ${f.street}: ${raise}. I am prepared to renew at ${f.proposed} a month.`;
  }
  if (f.tone === 'friendly') return `I love your place at ${f.street} (listed at ${f.asking} a month) and wanted to ask whether you would consider ${f.proposed} a month.`;
  if (f.tone === 'neutral') return `I am interested in ${f.street}, listed at ${f.asking} a month, and would like to propose ${f.proposed} a month.`;
  return `I am ready to rent ${f.street} at ${f.proposed} a month (listed at ${f.asking}).`;
}

function emailMarket(f: Figures): string {
  const { facts } = f;
  const link = facts.reportLink ? ` (full report: ${oneLine(facts.reportLink)})` : '';
  return (
    `A RentValue report dated ${letterDateText(facts.reportDate)} puts the ${f.renewal ? 'market' : 'expected'} rent at ` +
    `${formatUsd(facts.expectedRent)} a month, range ${formatUsd(facts.minPrice)} to ${formatUsd(facts.maxPrice)}${link}.`
  );
}

function emailClosing(f: Figures): string {
  if (f.tone === 'friendly') return f.renewal ? "I'd really like to stay, so thank you for considering it!" : "I'd love to make this work. Thank you for considering it!";
  if (f.tone === 'neutral') return 'Please let me know if this works for you.';
  const other = f.comps.length > 0 ? 'the alternatives above' : 'other options';
  return f.renewal
    ? `I can sign the renewal at ${f.proposed} a month now; otherwise I will consider ${other}.`
    : `I can sign at ${f.proposed} a month right away; otherwise I will move on to ${other}.`;
}

function shortEmail(f: Figures): string {
  const { facts } = f;
  const net = isFigure(facts.netEffectiveRent) && specialsSentence(f) !== null ? facts.netEffectiveRent : null;
  const lines: (string | null)[] = [
    f.tone === 'friendly' ? 'Hi there,' : 'Hello,',
    emailOpening(f),
    emailMarket(f),
    net !== null ? `With the specials the effective rent is ${formatUsd(net)} a month; I would rather have a lower base rent.` : null,
    f.comps.length > 0
      ? `${f.tone === 'neutral' ? 'Comparable rentals nearby with lower rents' : 'Similar units nearby rent for less'}: ${f.comps.map((comp) => compText(comp, false)).join('; ')}.`
      : null,
    benchmarkSentence(f),
    capSentence(f, false),
    emailClosing(f),
    `${SIGN_OFF.email[f.tone]}\n${signature(facts)}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

/**
 * The built-in writer: the subject line and the text, from the facts alone (the same facts and request always give
 * the same letter). Email: a greeting, 5–9 short lines and a sign-off. Letter: date, salutation, paragraphs, the
 * cited comparables as a "- " list, the benchmark, the report's date and link, and the signature.
 */
export function writeLetter(facts: LetterFacts, request: LetterRequest): WrittenLetterText {
  const f = figuresFor(facts, request);
  return { subject: subjectLine(f), text: request.length === 'email' ? shortEmail(f) : fullLetter(f, request) };
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers: which the letter may hold, and which a text holds that it may not

/** A number as the checks compare it: no sign, no '$' or commas, no trailing zeros ('1850', '0.4', '9.5'). */
function plain(value: number): string {
  return String(roundTo(Math.abs(value), 2));
}

const MONTH_PATTERN = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const NUMBER_PATTERN = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?(?:%|percent\b|per\s?cent\b))?/gi;

function monthNumber(name: string): number {
  return MONTH_NAMES.findIndex((month) => month.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Dates in a text, each with the key letterFigures holds for it: 'date:2026-05-04', 'date:--05-04' or 'date:2026-05'. */
const DATE_FORMS: readonly { pattern: RegExp; key: (m: RegExpMatchArray) => string }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, key: (m) => `date:${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` },
  { pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, key: (m) => `date:${fullYear(m[3] ?? '')}-${pad(Number(m[1]))}-${pad(Number(m[2]))}` },
  {
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    key: (m) => (m[3] ? `date:${m[3]}-` : 'date:--') + `${pad(monthNumber(m[1] ?? ''))}-${pad(Number(m[2]))}`,
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_PATTERN}(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    key: (m) => (m[3] ? `date:${m[3]}-` : 'date:--') + `${pad(monthNumber(m[2] ?? ''))}-${pad(Number(m[1]))}`,
  },
  { pattern: new RegExp(`\\b${MONTH_PATTERN}\\s+(\\d{4})\\b`, 'gi'), key: (m) => `date:${m[2]}-${pad(monthNumber(m[1] ?? ''))}` },
];

/** Every number in a text with its normalised form ('$1,850.00' → '1850', '12 percent' → '12%'). Dates are not read apart. */
export function numbersInText(text: string): { raw: string; value: string }[] {
  return [...text.matchAll(NUMBER_PATTERN)].map((m) => {
    const value = plain(Number(`${(m[2] ?? '').replace(/,/g, '')}${m[3] ?? ''}`));
    return { raw: m[0].trim(), value: m[4] ? `${value}%` : value };
  });
}

/** Texts of the facts quoted whole (addresses, the benchmark's names, the link, the law): their digits are not figures. */
function quotedTexts(facts: LetterFacts): string[] {
  const texts = [facts.address, ...letterComps(facts).map((comp) => comp.address), facts.reportLink, facts.rentCap?.lawName];
  if (facts.benchmark) texts.push(facts.benchmark.name, facts.benchmark.area, facts.benchmark.release);
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .flatMap((text) => [text, oneLine(text)])
    .sort((a, b) => b.length - a.length);
}

/**
 * Every number the letter may contain, normalised as numbersInText gives them (plus 'date:…' keys for dates): the
 * report's figures with the roundings a writer may use, the proposal, the cited comps, the benchmark, the cap, the
 * dates, the numbers inside the quoted texts, and the differences the letter derives ($ and % of the raise, how far
 * the asking rent is above the expected rent or a comp, the saving a month and a year).
 */
export function letterFigures(facts: LetterFacts, request: LetterRequest): Set<string> {
  const figures = new Set<string>();
  const add = (value: number | null | undefined, decimals: readonly number[] = [0, 1, 2]) => {
    if (isFigure(value)) for (const d of decimals) figures.add(plain(roundTo(value, d)));
  };
  const money = (value: number | null | undefined) => {
    if (!isFigure(value)) return;
    add(value);
    figures.add(plain(Math.floor(Math.abs(value))));
    figures.add(plain(Math.ceil(Math.abs(value))));
  };
  const percent = (part: number | null | undefined, whole: number | null | undefined) => {
    if (isFigure(part) && isFigure(whole) && whole !== 0) for (const d of [0, 1, 2]) figures.add(`${plain(roundTo((part / whole) * 100, d))}%`);
  };
  const difference = (a: number | null | undefined, b: number | null | undefined, percentOf?: number | null) => {
    if (!isFigure(a) || !isFigure(b)) return;
    money(a - b);
    money(Math.round(a) - Math.round(b));
    if (percentOf !== undefined) {
      percent(a - b, percentOf);
      percent(Math.round(a) - Math.round(b), isFigure(percentOf) ? Math.round(percentOf) : null);
    }
  };

  const proposed = proposedRentOf(facts, request);
  const asking = facts.askingRent;
  const comps = letterComps(facts);
  for (const value of [proposed, asking, facts.currentRent, facts.expectedRent, facts.minPrice, facts.maxPrice, facts.netEffectiveRent]) money(value);
  add(facts.valueScore, [1, 2]);
  add(facts.subjectSqft, [0]);
  add(comps.length, [0]);
  for (const bedrooms of [facts.bedrooms, ...comps.map((comp) => comp.bedrooms)]) {
    const count = /^(\d+)\+?$/.exec(bedrooms?.trim() ?? '');
    if (count) figures.add(plain(Number(count[1])));
  }
  for (const comp of comps) {
    money(comp.rent);
    add(comp.sqft, [0]);
    add(comp.distanceMiles, [1, 2]);
    difference(asking, comp.rent, asking);
    difference(proposed, comp.rent);
  }
  difference(asking, proposed, asking);
  money((asking - proposed) * 12);
  difference(asking, facts.expectedRent, facts.expectedRent);
  difference(asking, facts.currentRent, facts.currentRent);
  difference(proposed, facts.currentRent, facts.currentRent);
  if (facts.benchmark) {
    money(facts.benchmark.rent);
    difference(asking, facts.benchmark.rent, facts.benchmark.rent);
  }
  if (facts.rentCap) {
    add(facts.rentCap.capPercent);
    if (isFigure(facts.rentCap.capPercent)) for (const d of [0, 1, 2]) figures.add(`${plain(roundTo(facts.rentCap.capPercent, d))}%`);
    money(facts.rentCap.maxAllowedRent);
    difference(asking, facts.rentCap.maxAllowedRent);
  }
  for (const iso of [facts.reportDate, letterDateOf(facts, request)]) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    if (!m) continue;
    figures.add(`date:${m[1]}-${m[2]}-${m[3]}`).add(`date:--${m[2]}-${m[3]}`).add(`date:${m[1]}-${m[2]}`).add(plain(Number(m[1])));
  }
  for (const text of quotedTexts(facts)) for (const { value } of numbersInText(text)) figures.add(value).add(value.replace('%', ''));
  return figures;
}

/**
 * The numbers in `text` (money with or without '$', commas or cents, percents, sizes, distances, dates and years)
 * that are not among letterFigures, as written; [] when the text holds only the report's figures. Texts of the facts
 * quoted whole (the addresses, the benchmark's name, area and release, the link, the law's name) are skipped.
 */
export function inventedNumbers(text: string, facts: LetterFacts, request: LetterRequest): string[] {
  const figures = letterFigures(facts, request);
  const invented: string[] = [];
  let rest = text;
  for (const quoted of quotedTexts(facts)) rest = rest.split(quoted).join(' ');
  for (const { pattern, key } of DATE_FORMS) {
    for (const match of rest.matchAll(pattern)) if (!figures.has(key(match))) invented.push(match[0]);
    rest = rest.replace(pattern, ' ');
  }
  for (const { raw, value } of numbersInText(rest)) if (!figures.has(value)) invented.push(raw);
  return invented;
}
