import type { ReportView as ReportData } from '#core/api/reports';
import { amenitiesLabel, qualityLabel } from '#core/compare-labels';
import { formatSqft, formatUsd, formatUsdCents } from '#core/format';
import { formatBaths, formatBedrooms } from '#core/listing-text';
import { buttonClass } from '../../components/button-styles';
import { MapPanel } from './map-panel';
import { printReport } from './print-report';
import { REPORT_TEXTS, formatReportDate } from './report-texts';
import { cardClass } from './report-styles';

// Only web addresses become links: a stored URL is shown to its owner and to anyone with a share link.
const WEB_URL = /^https?:\/\//i;

export type ReportHeadingProps = {
  report: ReportData;
  headingId: string;
  /** "1 Main St, Springfield, IL 62704". */
  addressLine: string;
};

/** Issue 15: which rent the Value Score judged, when it is not the asking rent. */
export function scoredRentNote(report: Pick<ReportData, 'scoredRent'>): string {
  const { kind, amount, label } = report.scoredRent;
  const money = kind === 'netEffective' ? formatUsdCents(amount) : formatUsd(amount);
  return `Value Score computed on the ${label}: ${money}/mo.`;
}

/** The results heading (SPEC §2): the address, asking rent, beds, baths and sqft, the listing link and the map. */
export function ReportHeading({ report, headingId, addressLine }: ReportHeadingProps) {
  const { listing, evidence } = report;
  const created = formatReportDate(report.createdAt);
  // The building type's label lives with the form's zod schema (core/report-form), too heavy to pull in here.
  const details = [
    qualityLabel(listing.qualityLevel) ? `${qualityLabel(listing.qualityLevel)} condition` : null,
    amenitiesLabel(listing.amenitiesLevel) ? `${amenitiesLabel(listing.amenitiesLevel)} amenities` : null,
  ].filter((detail): detail is string => detail !== null);

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{REPORT_TEXTS.eyebrow}</p>
          <h1 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <span className="block break-words">{listing.streetAddress}</span>
            <span className="mt-0.5 block text-lg font-semibold text-slate-700 sm:text-xl">
              {listing.city}, {listing.state} {listing.zipCode}
            </span>
          </h1>
          {created ? <p className="mt-1 text-sm text-slate-600">Report created {created}</p> : null}
        </div>
        <button
          type="button"
          data-print-hide
          onClick={() => void printReport()}
          className={`${buttonClass('secondary')} shrink-0 self-start print:hidden`}
        >
          <PrinterIcon />
          {REPORT_TEXTS.print}
        </button>
      </div>

      {evidence.isSample ? (
        <div className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3">
          <span className="inline-flex w-fit shrink-0 items-center rounded-full bg-amber-200 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
            {REPORT_TEXTS.sampleBadge}
          </span>
          <p className="text-sm text-amber-950">{REPORT_TEXTS.sampleExplanation}</p>
        </div>
      ) : null}

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term={report.renewal ? 'Offered rent' : 'Asking rent'} value={formatUsd(listing.rent)} unit="/mo" highlight />
        <Figure term="Bedrooms" value={formatBedrooms(listing.bedrooms)} />
        <Figure term="Baths" value={formatBaths(listing.bathrooms)} />
        <Figure term="Sq Ft" value={formatSqft(listing.sqft)} />
      </dl>

      {report.scoredRent.kind !== 'asking' ? (
        <p data-scored-rent className="mt-3 text-sm font-medium text-slate-800">
          {scoredRentNote(report)}
        </p>
      ) : null}

      {details.length > 0 || (listing.url && WEB_URL.test(listing.url)) ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          {details.length > 0 ? <p>{details.join(' · ')}</p> : null}
          {listing.url && WEB_URL.test(listing.url) ? (
            <a
              href={listing.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {REPORT_TEXTS.viewListing}
              <span className="sr-only"> {REPORT_TEXTS.newTab}</span>
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      ) : null}

      <div className="mt-5">
        <MapPanel report={report} addressLine={addressLine} />
      </div>
    </section>
  );
}

function Figure({ term, value, unit, highlight = false }: { term: string; value: string; unit?: string; highlight?: boolean }) {
  return (
    <div className={`rounded-lg px-3 py-2.5 ${highlight ? 'bg-brand-50' : 'bg-slate-50'}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-xl font-bold tabular-nums text-slate-900">
        {value}
        {unit ? <span className="ml-0.5 text-sm font-medium text-slate-600">{unit}</span> : null}
      </dd>
    </div>
  );
}

function PrinterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4">
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}
