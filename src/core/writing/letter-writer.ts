import { formatUsd } from '../primitives/format';
import { compText, percentText, street, unitPhrase } from './letter-phrases';
import {
  composeLetter,
  planLetter,
  type Concession,
  type LetterPhrasebook,
  type LetterPlan,
  type LetterSection,
} from './letter-plan';
import {
  LETTER_SALUTATION,
  letterDateText,
  NAME_PLACEHOLDER,
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
  type WrittenLetterText,
} from './negotiation-letter';
import { oneLine } from './writer-text';

// The built-in negotiation letter writer in English (docs/product.md#tones-and-lengths; the AI writer's offline
// default): the English phrasebook of the letter's plan (letter-plan.ts decides what the letter says, in which order;
// this file only words it), in one of three tones, as a short email or a full letter.

const asking = (p: LetterPlan) => formatUsd(p.asked);
const proposed = (p: LetterPlan) => formatUsd(p.rent);
const streetOf = (p: LetterPlan) => street(p.facts.address);
const addressOf = (p: LetterPlan) => oneLine(p.facts.address);

/** Renewal: 'from $2,100 to $2,300 a month, an increase of $200 (9.5%)', null when the offer is no raise. */
function increase(p: LetterPlan): string | null {
  const r = p.raise;
  return r
    ? `from ${formatUsd(r.current)} to ${asking(p)} a month, an increase of ${formatUsd(r.amount)} (${percentText(r.percent)})`
    : null;
}

function subjectLine(p: LetterPlan): string {
  const s = streetOf(p);
  if (p.purpose === 'advice') {
    if (p.renewal) {
      if (p.tone === 'friendly') return `About my lease renewal at ${s}`;
      if (p.tone === 'neutral') return `Renewal terms for ${s}`;
      return `Lease renewal at ${s}: ready to renew at ${asking(p)} a month`;
    }
    if (p.tone === 'friendly') return `About renting ${s}`;
    if (p.tone === 'neutral') return `Lease terms for ${s}`;
    return `Ready to rent ${s} at ${asking(p)} a month`;
  }
  if (p.renewal) {
    if (p.tone === 'friendly') return `About my lease renewal at ${s}`;
    if (p.tone === 'neutral') return `Renewal rent proposal for ${s}`;
    return `Lease renewal at ${s}: offer of ${proposed(p)} a month`;
  }
  if (p.tone === 'friendly') return `Question about the rent for ${s}`;
  if (p.tone === 'neutral') return `Rent proposal for ${s}`;
  return `Offer to rent ${s} at ${proposed(p)} a month`;
}

/** Where the asking (or offered) rent sits against the report's expected rent and range. */
function position(p: LetterPlan): string {
  const what = p.renewal ? 'the offered rent' : 'the asking rent';
  if (p.position === 'aboveRange') return `At ${asking(p)}, ${what} is above the top of that range.`;
  if (p.position === 'aboveExpected')
    return `At ${asking(p)}, ${what} is ${formatUsd(p.asked - p.facts.expectedRent)} above the expected rent.`;
  return `At ${asking(p)}, ${what} is at or below the expected rent.`;
}

const aboveMarket = (p: LetterPlan) => p.position !== 'atOrBelow';

function openingParagraph(p: LetterPlan): string {
  const address = addressOf(p);
  if (p.renewal) {
    const raise = increase(p);
    const offer = raise ? `The offer raises my rent ${raise}.` : `The offer sets the rent at ${asking(p)} a month.`;
    if (p.purpose === 'advice') {
      if (p.tone === 'friendly')
        return `Thank you for sending the renewal offer for ${address}. I have enjoyed living here and would love to stay. ${offer} That is in line with the market, and I would be glad to renew.`;
      if (p.tone === 'neutral')
        return `I have received the renewal offer for ${address}. ${offer} The market supports that rent, and I would like to renew.`;
      return `I have reviewed the renewal offer for ${address}. ${offer} I am prepared to renew at ${asking(p)} a month.`;
    }
    if (p.tone === 'friendly')
      return `Thank you for sending the renewal offer for ${address}. I have enjoyed living here and would love to stay. ${offer} I hoped you might consider a renewal rent of ${proposed(p)} a month instead.`;
    if (p.tone === 'neutral')
      return `I have received the renewal offer for ${address}. ${offer} I would like to propose a renewal rent of ${proposed(p)} a month.`;
    const more = aboveMarket(p)
      ? ' That is more than the market supports for this unit, as the figures below show.'
      : '';
    return `I have reviewed the renewal offer for ${address}. ${offer}${more} I am prepared to renew at ${proposed(p)} a month.`;
  }
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return `Thank you for listing ${address}. I really like the place and would love to make it my home, and ${asking(p)} a month is in line with the market.`;
    if (p.tone === 'neutral')
      return `I am writing about the unit at ${address}, listed at ${asking(p)} a month. The market supports that rent, and I would like to rent it.`;
    return `I would like to rent ${address}, listed at ${asking(p)} a month, and I am prepared to sign a lease at that rent.`;
  }
  if (p.tone === 'friendly')
    return `Thank you for listing ${address}. I really like the place and would love to make it my home. Before I apply, I hoped you might consider a rent of ${proposed(p)} a month instead of the listed ${asking(p)}.`;
  if (p.tone === 'neutral')
    return `I am writing about the unit at ${address}, listed at ${asking(p)} a month. Based on current market figures, I would like to propose a monthly rent of ${proposed(p)}.`;
  const why = aboveMarket(p)
    ? 'The asking rent is higher than the market supports for this unit, as the figures below show.'
    : 'The figures below support this rent.';
  return `I would like to rent ${address}, listed at ${asking(p)} a month, and I am prepared to sign a lease at ${proposed(p)} a month. ${why}`;
}

function emailOpening(p: LetterPlan): string {
  const s = streetOf(p);
  if (p.renewal) {
    const raise = increase(p);
    const offer = raise ? `it raises my rent ${raise}` : `it sets the rent at ${asking(p)} a month`;
    if (p.purpose === 'advice') {
      if (p.tone === 'friendly')
        return `Thank you for the renewal offer for ${s}. I'd love to stay; ${offer}, which is in line with the market.`;
      if (p.tone === 'neutral') return `About the renewal offer for ${s}: ${offer}. I would like to renew.`;
      return `I have reviewed the renewal offer for ${s}: ${offer}. I am prepared to renew at ${asking(p)} a month.`;
    }
    if (p.tone === 'friendly')
      return `Thank you for the renewal offer for ${s}. I'd love to stay; ${offer}, and I wondered whether you would consider ${proposed(p)} a month.`;
    if (p.tone === 'neutral')
      return `About the renewal offer for ${s}: ${offer}. I would like to propose ${proposed(p)} a month.`;
    return `I have reviewed the renewal offer for ${s}: ${offer}. I am prepared to renew at ${proposed(p)} a month.`;
  }
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return `I love your place at ${s} (listed at ${asking(p)} a month) and would be glad to rent it at that rent.`;
    if (p.tone === 'neutral')
      return `I am interested in ${s}, listed at ${asking(p)} a month, and would like to rent it.`;
    return `I am ready to rent ${s} at the listed ${asking(p)} a month.`;
  }
  if (p.tone === 'friendly')
    return `I love your place at ${s} (listed at ${asking(p)} a month) and wanted to ask whether you would consider ${proposed(p)} a month.`;
  if (p.tone === 'neutral')
    return `I am interested in ${s}, listed at ${asking(p)} a month, and would like to propose ${proposed(p)} a month.`;
  return `I am ready to rent ${s} at ${proposed(p)} a month (listed at ${asking(p)}).`;
}

function marketParagraph(p: LetterPlan): string {
  const { facts } = p;
  if (p.length === 'email') {
    const link = p.link ? ` (full report: ${p.link})` : '';
    return (
      `A RentValue report dated ${letterDateText(facts.reportDate)} puts the ${p.renewal ? 'market' : 'expected'} rent at ` +
      `${formatUsd(facts.expectedRent)} a month, range ${formatUsd(facts.minPrice)} to ${formatUsd(facts.maxPrice)}${link}.`
    );
  }
  return (
    `An independent RentValue report dated ${letterDateText(facts.reportDate)} puts the ${p.renewal ? 'market rent' : 'expected rent'} ` +
    `for ${unitPhrase(facts)} at ${formatUsd(facts.expectedRent)} a month, with an expected range of ` +
    `${formatUsd(facts.minPrice)} to ${formatUsd(facts.maxPrice)}. ${position(p)}`
  );
}

function specialsSentence(p: LetterPlan): string | null {
  if (p.specials === null) return null;
  return p.length === 'email'
    ? `With the specials the effective rent is ${formatUsd(p.specials)} a month; I would rather have a lower base rent.`
    : `With the current specials the effective rent works out to ${formatUsd(p.specials)} a month, but specials end; a base rent of ${proposed(p)} would keep the rent fair after the first lease.`;
}

/** A new listing's monthly fees, asked waived or folded into the rent (decision 090). */
function feesSentence(p: LetterPlan): string | null {
  if (p.fees === null) return null;
  const year = formatUsd(p.fees * 12);
  return p.length === 'email'
    ? `The listing also adds ${formatUsd(p.fees)} a month in fees (${year} a year); I would ask that they be waived.`
    : `The listing also adds ${formatUsd(p.fees)} a month in fees, ${year} a year on top of the rent. I would ask that they be waived, or included in the rent, so the price we agree on is the whole price.`;
}

/** The cited comparables' lead: each rents for no more than the proposal, and the lead says so. */
function compsLead(p: LetterPlan): string {
  const most = `${proposed(p)} or less`;
  if (p.length === 'email')
    return p.tone === 'neutral' ? `Comparable rentals nearby at ${most}` : `Similar units nearby rent for ${most}`;
  if (p.tone === 'friendly') return `I also looked at similar homes nearby, and these rent for ${most}`;
  if (p.tone === 'neutral') return `Comparable rentals nearby at ${most}`;
  return `Comparable units nearby rent for ${most}`;
}

function fewCompsSentence(p: LetterPlan): string {
  return p.length === 'email'
    ? `Few comparable rentals nearby rent for ${proposed(p)} or less; the expected rent and range above weigh them all.`
    : `Few comparable rentals nearby rent for ${proposed(p)} or less, so I rely on the report's expected rent and range, which weigh every comparable rental around this unit.`;
}

const CONCESSIONS: Readonly<Record<Concession, (renewal: boolean) => string>> = {
  monthFree: () => 'one month free',
  waivedFees: (renewal) => (renewal ? 'waived renewal fees' : 'waived application and move-in fees'),
  longerLease: () => 'a longer lease at this rent',
};

function concessionList(p: LetterPlan): string {
  const items = p.concessions.map((c) => CONCESSIONS[c](p.renewal));
  return items.length > 1 ? `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}` : (items[0] ?? '');
}

function concessionsSentence(p: LetterPlan): string {
  const list = concessionList(p);
  if (p.tone === 'firm') return `With the ${p.renewal ? 'renewal' : 'lease'} I ask for one of these: ${list}.`;
  if (p.tone === 'friendly') return `Before I sign, would you consider one of these: ${list}?`;
  return `Before I sign, I would like to ask whether you would consider one of the following: ${list}.`;
}

function benchmarkSentence(p: LetterPlan): string | null {
  const b = p.benchmark;
  if (!b) return null;
  const lead = p.tone === 'firm' ? 'The' : 'For reference, the';
  return `${lead} ${oneLine(b.name)} for ${oneLine(b.area)} is ${formatUsd(b.rent)} a month, per the ${oneLine(b.release)}.`;
}

function capSentence(p: LetterPlan): string | null {
  const cap = p.cap;
  if (!cap) return null;
  const full = p.length === 'letter';
  // 'the California Tenant Protection Act', but 'AB 1482' or 'ORS 90.323' as they are.
  const law = /\bAct\b/.test(cap.lawName) && !/^the\s/i.test(cap.lawName) ? `the ${cap.lawName}` : cap.lawName;
  if (cap.verdict === 'depends') {
    return full
      ? `Under ${law}, the yearly increase allowed for covered units depends on the regional Consumer Price Index (CPI), so I would appreciate confirmation that the offer is within it.`
      : `Under ${law}, the allowed increase depends on the regional CPI; please confirm the offer is within it.`;
  }
  const at = cap.percent !== null ? ` at ${percentText(cap.percent)}` : '';
  const most = cap.most !== null ? `, which would put this rent at no more than ${formatUsd(cap.most)} a month` : '';
  if (!full)
    return `${law.charAt(0).toUpperCase()}${law.slice(1)} caps yearly increases${at}${cap.most !== null ? ` (no more than ${formatUsd(cap.most)} here)` : ''}, and the offer appears to exceed it.`;
  const ask =
    p.tone === 'friendly'
      ? ' I may be mistaken, so could you check it?'
      : p.tone === 'firm'
        ? ' Please review the offer against the law.'
        : '';
  return `Under ${law}, yearly rent increases for covered units are capped${at}${most}. The offered rent appears to exceed that cap.${ask}`;
}

function closingParagraph(p: LetterPlan): string {
  const alternatives = p.comps.length > 0;
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return p.renewal
        ? 'I have been a reliable tenant and hope we can agree on terms that let me stay. Thank you for considering it!'
        : 'I would take good care of the place and would be happy to talk it over whenever it suits you. Thank you so much for considering it!';
    if (p.tone === 'neutral')
      return `Please let me know which of these is possible, or if you would like to discuss it further.`;
    return p.renewal
      ? `I am ready to sign the renewal at ${asking(p)} a month as soon as you confirm which of these you can offer.`
      : `I am ready to sign at ${asking(p)} a month as soon as you confirm which of these you can offer.`;
  }
  if (p.renewal) {
    if (p.tone === 'friendly')
      return 'I have been a reliable tenant and hope we can agree on a rent that lets me stay. Thank you for considering it!';
    if (p.tone === 'neutral')
      return `Please let me know whether a renewal at ${proposed(p)} a month is acceptable, or if you would like to discuss it.`;
    return `I am ready to sign the renewal at ${proposed(p)} a month. If that is not possible, I will ${alternatives ? 'consider the alternatives listed above' : 'look at other options'} before my lease ends.`;
  }
  if (p.tone === 'friendly')
    return 'I would take good care of the place and would be happy to talk it over whenever it suits you. Thank you so much for considering it!';
  if (p.tone === 'neutral')
    return `Please let me know whether ${proposed(p)} a month is acceptable, or if you would like to discuss it further.`;
  return `I am ready to sign at ${proposed(p)} a month as soon as you confirm. If that does not work for you, I will ${alternatives ? 'move forward with one of the alternatives listed above' : 'continue my search elsewhere in the area'}.`;
}

function emailClosing(p: LetterPlan): string {
  if (p.tone === 'friendly')
    return p.renewal
      ? "I'd really like to stay, so thank you for considering it!"
      : "I'd love to make this work. Thank you for considering it!";
  if (p.tone === 'neutral') return 'Please let me know if this works for you.';
  if (p.purpose === 'advice')
    return p.renewal
      ? `I can sign the renewal at ${asking(p)} a month as soon as you confirm which of these you can offer.`
      : `I can sign at ${asking(p)} a month as soon as you confirm which of these you can offer.`;
  const other = p.comps.length > 0 ? 'the alternatives above' : 'other options';
  return p.renewal
    ? `I can sign the renewal at ${proposed(p)} a month now; otherwise I will consider ${other}.`
    : `I can sign at ${proposed(p)} a month right away; otherwise I will move on to ${other}.`;
}

const SIGN_OFF: Readonly<Record<LetterLength, Readonly<Record<LetterTone, string>>>> = {
  letter: { friendly: 'Warm regards,', neutral: 'Kind regards,', firm: 'Sincerely,' },
  email: { friendly: 'Thanks so much,', neutral: 'Best regards,', firm: 'Regards,' },
};

function section(p: LetterPlan, part: Exclude<LetterSection, 'comps' | 'signOff'>): string | null {
  const email = p.length === 'email';
  switch (part) {
    case 'date':
      return letterDateText(p.date);
    case 'heading':
      return `Re: ${p.renewal ? 'Lease renewal for ' : ''}${addressOf(p)}`;
    case 'salutation':
      return LETTER_SALUTATION;
    case 'greeting':
      return p.tone === 'friendly' ? 'Hi there,' : 'Hello,';
    case 'opening':
      return email ? emailOpening(p) : openingParagraph(p);
    case 'market':
      return marketParagraph(p);
    case 'specials':
      return specialsSentence(p);
    case 'fees':
      return feesSentence(p);
    case 'fewComps':
      return fewCompsSentence(p);
    case 'concessions':
      return concessionsSentence(p);
    case 'benchmark':
      return benchmarkSentence(p);
    case 'cap':
      return capSentence(p);
    case 'link':
      return p.link ? `The full report is available here: ${p.link}` : null;
    case 'closing':
      return email ? emailClosing(p) : closingParagraph(p);
  }
}

/** The English words of a letter's plan. */
const ENGLISH_LETTER: LetterPhrasebook = {
  subject: subjectLine,
  section,
  compsLead,
  comp: compText,
  signOff: (p) => SIGN_OFF[p.length][p.tone],
  namePlaceholder: NAME_PLACEHOLDER,
};

/**
 * The built-in writer: the subject line and the text, from the facts alone (the same facts and request always give
 * the same letter). Email: a greeting, 5–9 short lines and a sign-off. Letter: date, salutation, paragraphs, the
 * cited comparables as a "- " list, the benchmark, the report's date and link, and the signature.
 */
export function writeLetter(facts: LetterFacts, request: LetterRequest): WrittenLetterText {
  return composeLetter(planLetter(facts, request), ENGLISH_LETTER);
}
