import { useId } from 'react';
import { Link } from 'react-router';
import type { ReportView } from '#core/api/reports';
import { scamWords } from '#core/valuation/scam-texts';
import { paths } from '../../lib/paths';
import { useLanguage } from '../../lib/use-language';

// The scam warning a report opens with (issue 37, decision 089): when the asking rent is half a confident expected
// rent or less, or the renter marked a warning sign, a plain warning that accuses no one, what to check before paying,
// where to report a scam and the FTC's advice; when it is that far below an expected rent of Low confidence, a quiet
// note that the data is thin instead. Nothing when there is nothing to say. What to check and where to report open
// from one line, so the verdict stays on a phone's first screen. Its words: core's scam-texts.ts.

const FTC_REPORT_URL = 'https://reportfraud.ftc.gov/';
const FTC_ADVICE_URL = 'https://consumer.ftc.gov/articles/rental-listing-scams';

const linkClass = 'font-semibold text-red-900 underline underline-offset-2 hover:text-red-950';

export function ScamWarning({ check }: { check: ReportView['scamCheck'] }) {
  const language = useLanguage();
  const headingId = useId();
  if (!check) return null;
  const words = scamWords(language);
  if (check.id === 'thinData')
    return (
      <section
        aria-labelledby={headingId}
        data-scam-check="thinData"
        className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6"
      >
        <h2 id={headingId} className="font-bold">
          {words.thinHeading}
        </h2>
        <p className="mt-1">{words.thinText(check.values.percentOfExpected)}</p>
      </section>
    );
  const { percentOfExpected, redFlags } = check.values;
  return (
    <section
      aria-labelledby={headingId}
      data-scam-check="warning"
      className="rounded-2xl border-2 border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950 sm:px-6 sm:py-4 sm:text-base"
    >
      <h2 id={headingId} className="text-base font-bold sm:text-lg">
        {words.heading}
      </h2>
      {percentOfExpected !== null ? <p className="mt-1">{words.farBelow(percentOfExpected)}</p> : null}
      {redFlags.length > 0 ? (
        <div className="mt-2">
          <p>{words.flagsLead(redFlags.length)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {redFlags.map((flag) => (
              <li key={flag}>{words.flags[flag]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-1">{words.notAVerdict}</p>
      <details className="group mt-2">
        <summary className="cursor-pointer font-semibold text-red-900 underline underline-offset-2">
          {words.detailsSummary}
        </summary>
        <h3 className="mt-3 font-semibold">{words.checkHeading}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {words.checks.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3 className="mt-3 font-semibold">{words.reportHeading}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            <a className={linkClass} href={FTC_REPORT_URL} target="_blank" rel="noopener noreferrer">
              {words.reportFtc}
            </a>
          </li>
          <li>
            <Link className={linkClass} to={paths.tenantRights}>
              {words.reportAttorneyGeneral}
            </Link>
          </li>
          <li>
            <a className={linkClass} href={FTC_ADVICE_URL} target="_blank" rel="noopener noreferrer">
              {words.ftcAdvice}
            </a>
          </li>
        </ul>
      </details>
    </section>
  );
}
