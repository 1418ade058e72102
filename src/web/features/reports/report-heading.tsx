import { useLingui } from '@lingui/react';
import type { Ref } from 'react';
import type { ReportView as ReportData } from '#core/api/reports';
import { amenitiesLabel, qualityLabel } from '#core/compare/compare-labels';
import { formatSqft, formatUsd, formatUsdCentsIfAny } from '#core/primitives/format';
import { formatBaths, formatBedrooms } from '#core/listings/listing-text';
import { printReport } from './print-report';
import { shortDate } from '../../lib/short-date';
import { useCoreText } from '../../lib/core-messages';
import { SAMPLE_ANCHOR, scoredRentTerm, type Translate } from './report-texts';

// Only web addresses become links: a stored URL is shown to its owner and to anyone with a share link.
const WEB_URL = /^https?:\/\//i;

export type ReportHeadingProps = {
  report: ReportData;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Which rent the Value Score judged, when it is not the asking rent (docs/product.md#run-stages). */
function scoredRentNote(_: Translate, core: (text: string) => string, report: Pick<ReportData, 'scoredRent'>): string {
  const { kind, amount, label } = report.scoredRent;
  const money = kind === 'netEffective' || kind === 'afterSpecials' ? formatUsdCentsIfAny(amount) : formatUsd(amount);
  return _('reports.heading.scoredRent', { label: core(label), amount: money });
}

/**
 * The results heading (docs/product.md#verdict-card), the left half of the verdict card: the address, the listing's
 * facts on one line, the listing link and, for sample data, a one-line notice whose link leads to the explanation.
 * The map is its own section further down, so it no longer pushes the verdict down a phone's screen
 * (docs/decisions/067-verdict-first-report.md).
 */
export function ReportHeading({ report, headingId, headingRef }: ReportHeadingProps) {
  const { _, i18n } = useLingui();
  const core = useCoreText();
  const { listing, evidence } = report;
  const created = shortDate(report.createdAt, i18n.locale);
  const quality = qualityLabel(listing.qualityLevel);
  const amenities = amenitiesLabel(listing.amenitiesLevel);
  // The building type's label lives with the form's zod schema (core/report/report-form), too heavy to pull in here.
  const details = [
    quality ? _('reports.heading.condition', { quality: core(quality) }) : null,
    amenities ? _('reports.heading.amenities', { amenities: core(amenities) }) : null,
  ].filter((detail): detail is string => detail !== null);
  const listingUrl = listing.url && WEB_URL.test(listing.url) ? listing.url : null;

  return (
    <div className="min-w-0">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{_('reports.title')}</p>
        <button
          type="button"
          data-print-hide
          onClick={() => void printReport()}
          className="-mt-1 -mr-2 inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 print:hidden"
        >
          <PrinterIcon />
          {/* A phone and a tablet show the short word (beside the score card, the whole label ran under it at 768 px
              in Spanish); the button's name is the whole label everywhere. */}
          <span aria-hidden="true" className="lg:hidden">
            {_('reports.heading.printShort')}
          </span>
          <span className="sr-only lg:not-sr-only">{_('reports.print')}</span>
        </button>
      </div>
      {/* Focus lands here when a report appears, so keyboard and screen reader users start on the result. */}
      <h1
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
      >
        <span className="block break-words">{listing.streetAddress}</span>
        <span className="mt-0.5 block text-lg font-semibold text-slate-700 sm:text-xl">
          {listing.city}, {listing.state} {listing.zipCode}
        </span>
      </h1>
      <dl data-listing-facts className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
        <Fact
          term={scoredRentTerm(_, report.renewal ? 'offered' : 'asking')}
          value={_('reports.perMonth', { amount: formatUsd(listing.rent) })}
          strong
        />
        <Fact term={_('reports.heading.bedrooms')} value={bedroomsShort(_, core, listing.bedrooms)} />
        <Fact
          term={_('reports.heading.baths')}
          value={_('reports.heading.bathsValue', { baths: formatBaths(listing.bathrooms) })}
        />
        <Fact term={_('reports.heading.sqft')} value={_('reports.sqftValue', { sqft: formatSqft(listing.sqft) })} />
      </dl>
      {details.length > 0 || listingUrl || created ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          {details.length > 0 ? <span>{details.join(' · ')}</span> : null}
          {created ? <span>{_('reports.heading.created', { date: created })}</span> : null}
          {listingUrl ? (
            <a
              href={listingUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {_('reports.heading.viewListing')}
              <span className="sr-only"> {_('reports.newTab')}</span>
              <ExternalIcon />
            </a>
          ) : null}
        </p>
      ) : null}
      {report.scoredRent.kind !== 'asking' ? (
        <p data-scored-rent className="mt-2 text-sm font-medium text-slate-800">
          {scoredRentNote(_, core, report)}
        </p>
      ) : null}
      {evidence.isSample ? (
        <p data-sample-notice className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset">
            {_('reports.sample.badge')}
          </span>
          <a href={`#${SAMPLE_ANCHOR}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {_('reports.sample.link')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** One figure of the listing, its name said to assistive technology and shown as a unit where that reads better. */
function Fact({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline">
      <dt className="sr-only">{term}</dt>
      <dd className={strong ? 'text-lg font-bold tabular-nums text-slate-900' : 'font-semibold tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

/** "2 bd", or "Studio" for none. */
function bedroomsShort(_: Translate, core: (text: string) => string, bedrooms: unknown): string {
  const text = formatBedrooms(bedrooms);
  if (text === '—') return text;
  return text === 'Studio' ? core(text) : _('reports.heading.bedroomsValue', { bedrooms: text });
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
