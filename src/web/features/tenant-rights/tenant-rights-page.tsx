import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  FEDERAL_FAIR_HOUSING,
  STATE_TENANT_RIGHTS,
  searchStateTenantRights,
  type StateTenantRights,
  type TenantResourceKind,
  type TenantResourceLink,
} from '#core/renter-tools/tenant-rights';
import { rentCapRuleFor } from '#core/report/rent-increase-caps';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';

const KIND_LABELS: Record<TenantResourceKind, string> = {
  'attorney-general': 'Attorney General',
  'consumer-protection': 'Consumer protection',
  'housing-agency': 'Housing agency',
  statute: 'State law',
  courts: 'Courts',
};

/** /tenant-rights (docs/product.md#tenant-rights): the federal fair housing link and a card per state, searchable. */
export function TenantRightsPage() {
  const [query, setQuery] = useState('');
  // Filtering 50 cards is quick, but deferring keeps typing smooth on slow phones.
  const deferredQuery = useDeferredValue(query);
  const states = searchStateTenantRights(deferredQuery);
  const searchId = useId();
  const hintId = useId();

  return (
    <InfoPage
      title="State-Level Tenant Rights"
      description="Official tenant rights resources for all 50 states: attorney general pages, housing agencies and landlord-tenant laws, plus federal fair housing help."
      width="wide"
      intro={
        <p>
          Tenant rights are set mostly by state law, and many cities add their own rules. Start with the federal fair
          housing office, then find your state below for its official resources: the attorney general, the state housing
          agency, and the landlord-tenant law itself.
        </p>
      }
    >
      <section
        aria-labelledby="federal-heading"
        className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="federal-heading" className="text-lg font-bold text-slate-900">
          Federal: Fair Housing
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          The Fair Housing Act makes it illegal to refuse to rent, or to set different terms, because of race, color,
          religion, sex, national origin, familial status or disability. HUD explains your rights and takes complaints.
        </p>
        <p className="mt-3">
          <ExternalLink link={FEDERAL_FAIR_HOUSING} />
        </p>
      </section>

      <div className="mt-10">
        <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
          Find your state
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="State name or code, e.g. Texas or TX"
          autoComplete="off"
          aria-describedby={hintId}
          className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <p id={hintId} role="status" className="mt-2 text-sm text-slate-600">
          {states.length === STATE_TENANT_RIGHTS.length
            ? `Showing all ${STATE_TENANT_RIGHTS.length} states.`
            : `Showing ${states.length} of ${STATE_TENANT_RIGHTS.length} states.`}
        </p>
      </div>

      {states.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="States">
          {states.map((state) => (
            <StateCard key={state.code} state={state} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          No state matches &ldquo;{deferredQuery.trim()}&rdquo;. Try the full state name or its two-letter code.
        </p>
      )}

      <p className="mt-10 max-w-3xl text-sm leading-relaxed text-slate-600">
        These links go to official government websites, which we do not control; their pages can move. This directory is
        general information, not legal advice. For help with your own situation, contact your local legal aid office or
        tenant organization. To check whether a rent is fair before you sign, run a{' '}
        <Link to={paths.research} className={textLinkClass}>
          Rental Value Report
        </Link>
        .
      </p>
    </InfoPage>
  );
}

function StateCard({ state }: { state: StateTenantRights }) {
  const headingId = useId();
  return (
    <li>
      <section aria-labelledby={headingId} className="h-full rounded-xl border border-slate-200 bg-white p-5">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className="rounded-md bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{state.code}</span>
          {state.name}
        </h2>
        <ul className="mt-3 space-y-3">
          {state.links.map((link) => (
            <li key={link.url}>
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                {KIND_LABELS[link.kind]}
              </span>
              <ExternalLink link={link} />
            </li>
          ))}
        </ul>
        <RentCapNote code={state.code} />
      </section>
    </li>
  );
}

/**
 * The states with a statewide cap on rent increases say so, and link to the renewal check
 * (docs/product.md#renewal-check).
 */
function RentCapNote({ code }: { code: string }) {
  const rule = rentCapRuleFor(code);
  if (!rule) return null;
  return (
    <div data-rent-cap-note className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <p>
        <span className="font-semibold">Statewide rent-increase cap:</span> {rule.formula} (checked {rule.checkedOn}).
      </p>
      <Link to={`${paths.research}?mode=renewal`} className={`${textLinkClass} mt-1 inline-block`}>
        Check a renewal offer against it
      </Link>
    </div>
  );
}

function ExternalLink({ link }: { link: TenantResourceLink }) {
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className="break-words font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {link.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
