import type { ScamRedFlag } from './scam-check';

/** The words of the scam warning in one language (English: scam-texts.ts; Spanish: es/scam-words-es.ts). */
export interface ScamWords {
  readonly heading: string;
  /** The asking rent as a percent of a confident expected rent. */
  farBelow(percent: number): string;
  /** What leads the list of the warning signs the renter marked. */
  flagsLead(count: number): string;
  readonly flags: Readonly<Record<ScamRedFlag, string>>;
  readonly notAVerdict: string;
  /** The line that opens what to check and where to report. */
  readonly detailsSummary: string;
  readonly checkHeading: string;
  readonly checks: readonly string[];
  readonly reportHeading: string;
  /** The link texts of where to report and read more: the FTC's report site, the directory, the FTC's advice. */
  readonly reportFtc: string;
  readonly reportAttorneyGeneral: string;
  readonly ftcAdvice: string;
  readonly thinHeading: string;
  thinText(percent: number): string;
}
