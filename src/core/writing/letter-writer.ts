import { formatUsd } from '../primitives/format';
import { compText, figuresFor, percentText, unitPhrase, type Figures } from './letter-phrases';
import {
  citedBenchmark,
  LETTER_SALUTATION,
  letterDateOf,
  letterDateText,
  NAME_PLACEHOLDER,
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
  type WrittenLetterText,
} from './negotiation-letter';
import { isFigure, oneLine } from './writer-text';

// The built-in negotiation letter writer (docs/product.md#tones-and-lengths; the AI writer's offline default): the
// subject line and the text of a short email or a full letter in one of three tones, from the report's figures alone
// (negotiation-letter.ts holds the rules, letter-phrases.ts the figures and words the sentences are built from).

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
  if (f.aboveMarket)
    return `At ${f.asking}, ${what} is ${formatUsd(facts.askingRent - facts.expectedRent)} above the expected rent.`;
  return `At ${f.asking}, ${what} is at or below the expected rent.`;
}

function openingParagraph(f: Figures): string {
  const { facts } = f;
  const address = oneLine(facts.address);
  if (f.renewal) {
    const offer = f.increase
      ? `The offer raises my rent ${f.increase}.`
      : `The offer sets the rent at ${f.asking} a month.`;
    if (f.tone === 'friendly')
      return `Thank you for sending the renewal offer for ${address}. I have enjoyed living here and would love to stay. ${offer} I hoped you might consider a renewal rent of ${f.proposed} a month instead.`;
    if (f.tone === 'neutral')
      return `I have received the renewal offer for ${address}. ${offer} I would like to propose a renewal rent of ${f.proposed} a month.`;
    const more = f.aboveMarket
      ? ' That is more than the market supports for this unit, as the figures below show.'
      : '';
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
  const why = f.aboveMarket
    ? 'The asking rent is higher than the market supports for this unit, as the figures below show.'
    : 'The figures below support this rent.';
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
  const b = citedBenchmark(f.facts);
  if (!b) return null;
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
  const most = isFigure(cap.maxAllowedRent)
    ? `, which would put this rent at no more than ${formatUsd(cap.maxAllowedRent)} a month`
    : '';
  if (!full)
    return `${law.charAt(0).toUpperCase()}${law.slice(1)} caps yearly increases${at}${most ? ` (no more than ${formatUsd(cap.maxAllowedRent)} here)` : ''}, and the offer appears to exceed it.`;
  const ask =
    f.tone === 'friendly'
      ? ' I may be mistaken, so could you check it?'
      : f.tone === 'firm'
        ? ' Please review the offer against the law.'
        : '';
  return `Under ${law}, yearly rent increases for covered units are capped${at}${most}. The offered rent appears to exceed that cap.${ask}`;
}

function closingParagraph(f: Figures): string {
  const alternatives = f.comps.length > 0;
  if (f.renewal) {
    if (f.tone === 'friendly')
      return 'I have been a reliable tenant and hope we can agree on a rent that lets me stay. Thank you for considering it!';
    if (f.tone === 'neutral')
      return `Please let me know whether a renewal at ${f.proposed} a month is acceptable, or if you would like to discuss it.`;
    return `I am ready to sign the renewal at ${f.proposed} a month. If that is not possible, I will ${alternatives ? 'consider the alternatives listed above' : 'look at other options'} before my lease ends.`;
  }
  if (f.tone === 'friendly')
    return 'I would take good care of the place and would be happy to talk it over whenever it suits you. Thank you so much for considering it!';
  if (f.tone === 'neutral')
    return `Please let me know whether ${f.proposed} a month is acceptable, or if you would like to discuss it further.`;
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
  if (f.comps.length > 0)
    blocks.push([compsIntro(f), ...f.comps.map((comp) => `- ${compText(comp, true)}`)].join('\n'));
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
    if (f.tone === 'friendly')
      return `Thank you for the renewal offer for ${f.street}. I'd love to stay; ${raise}, and I wondered whether you would consider ${f.proposed} a month.`;
    if (f.tone === 'neutral')
      return `About the renewal offer for ${f.street}: ${raise}. I would like to propose ${f.proposed} a month.`;
    return `I have reviewed the renewal offer for ${f.street}: ${raise}. I am prepared to renew at ${f.proposed} a month.`;
  }
  if (f.tone === 'friendly')
    return `I love your place at ${f.street} (listed at ${f.asking} a month) and wanted to ask whether you would consider ${f.proposed} a month.`;
  if (f.tone === 'neutral')
    return `I am interested in ${f.street}, listed at ${f.asking} a month, and would like to propose ${f.proposed} a month.`;
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
  if (f.tone === 'friendly')
    return f.renewal
      ? "I'd really like to stay, so thank you for considering it!"
      : "I'd love to make this work. Thank you for considering it!";
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
    net !== null
      ? `With the specials the effective rent is ${formatUsd(net)} a month; I would rather have a lower base rent.`
      : null,
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
