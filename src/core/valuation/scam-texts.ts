import type { Language } from '../i18n/languages';
import { SCAM_WORDS_ES } from './es/scam-words-es';
import type { ScamWords } from './scam-words';

// The words of the scam warning a report opens with (scam-check.ts, decision 089), in each language: English here,
// Spanish in es/scam-words-es.ts (the words each language has: scam-words.ts). A phrasebook in core rather than the
// page's catalogue: the warning is shown by the report's own code, which a page loads only when a report is on it.

const SCAM_WORDS_EN: ScamWords = {
  heading: 'Check this listing before you pay anything',
  farBelow: (percent) =>
    `The asking rent is ${percent}% of what we expect for a home like this: a rent this far below the area's is the most common sign of a rental scam.`,
  flagsLead: (count) =>
    count === 1
      ? 'You told us about a common sign of a rental scam:'
      : `You told us about ${count} common signs of a rental scam:`,
  flags: {
    unusualPayment: 'you were asked to pay by wire transfer, gift card, cryptocurrency or a payment app',
    cannotSeeUnit: 'you cannot see the unit in person before paying',
    ownerAway: 'the owner says they are away or abroad',
    depositBeforeLease: 'you were asked for a deposit or fee before signing a lease',
  },
  notAVerdict: 'That does not make it a scam. Check a few things before you send any money.',
  detailsSummary: 'What to check, and where to report a scam',
  checkHeading: 'What to check',
  checks: [
    "Look the owner up in the county's property records, and make sure the person renting it to you is the owner or works for them.",
    'See the unit in person, inside, before you pay or sign anything.',
    'Never wire money or pay with gift cards, cryptocurrency or a payment app to someone you have not met.',
    "Search for the address and the listing's photos online: scammers copy real listings and change the contact details.",
  ],
  reportHeading: 'Where to report a scam',
  reportFtc: 'The Federal Trade Commission (FTC): ReportFraud.ftc.gov',
  reportAttorneyGeneral: "Your state's attorney general: find yours in our tenant rights directory",
  ftcAdvice: "The FTC's advice on rental listing scams",
  thinHeading: 'The data here is thin',
  thinText: (percent) =>
    `The asking rent is ${percent}% of our expected rent, but few close comparables stand behind that figure, so the gap may be the data's rather than the listing's. Compare it with other listings nearby before you decide.`,
};

const SCAM_WORDS: Readonly<Record<Language, ScamWords>> = { en: SCAM_WORDS_EN, es: SCAM_WORDS_ES };

/** The scam warning's words in a language. */
export function scamWords(language: Language): ScamWords {
  return SCAM_WORDS[language];
}
