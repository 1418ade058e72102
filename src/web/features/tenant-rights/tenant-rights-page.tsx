import { Trans, useLingui } from '@lingui/react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  STATE_TENANT_RIGHTS,
  searchStateTenantRights,
  type StateTenantRights,
  type TenantResourceKind,
  type TenantResourceLink,
} from '#core/renter-tools/tenant-rights';
import { feeRulesFor } from '#core/renter-tools/fee-rules';
import { rentCapInForceText, rentCapRuleFor } from '#core/report/rent-increase-caps';
import { rentCapWords } from '#core/report/rent-cap-words';
import { pageLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { shortDate } from '../../lib/short-date';
import { useLanguage } from '../../lib/use-language';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { loadTenantRights, tenantRightsIn } from './tenant-rights-content';
import { FEE_RULE_TEXT_IDS, feeRuleDate } from './fee-rule-texts';
import { inTurn } from '../../components/hydrate-in-turn';

const STATES_A_TURN = 10;
/** The state cards' id scopes (components/id-scope.tsx): after the islands' and the report's. */
const FIRST_ID_SCOPE = 40;

function groupsOf<Item>(size: number, items: readonly Item[]): Item[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * A Spanish page shows the directory in Spanish from its first render: whoever loads the page (the router, the
 * islands) waits for this before rendering it. The server renders pages of both languages, so it loads the Spanish.
 * Not a top-level await: with one, the islands' bundler would split every shared module into a file of its own.
 */
export function loadTenantRightsTexts(): Promise<void> {
  return loadTenantRights(import.meta.env.SSR ? 'es' : pageLanguage());
}

const KIND_LABEL_IDS: Record<TenantResourceKind, string> = {
  'attorney-general': 'tenant-rights.kind.attorneyGeneral',
  'consumer-protection': 'tenant-rights.kind.consumerProtection',
  'housing-agency': 'tenant-rights.kind.housingAgency',
  statute: 'tenant-rights.kind.statute',
  courts: 'tenant-rights.kind.courts',
};

/** A name without its accents, so "mexico" finds "Nuevo México". */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The states a search matches by code, by the name shown, or by the English name (core's search rules). */
function searchStates(query: string, states: readonly StateTenantRights[]): StateTenantRights[] {
  const shown = states.map((state) => ({ ...state, name: plain(state.name) }));
  const codes = new Set(
    [...searchStateTenantRights(query), ...searchStateTenantRights(plain(query), shown)].map((state) => state.code),
  );
  return states.filter((state) => codes.has(state.code));
}

/** /tenant-rights (docs/product.md#tenant-rights): the federal fair housing link and a card per state, searchable. */
export function TenantRightsPage() {
  const { _, i18n } = useLingui();
  const content = tenantRightsIn(i18n.locale);
  const [query, setQuery] = useState('');
  // Filtering 50 cards is quick, but deferring keeps typing smooth on slow phones.
  const deferredQuery = useDeferredValue(query);
  const states = searchStates(deferredQuery, content.states);
  const searchId = useId();
  const hintId = useId();
  const total = STATE_TENANT_RIGHTS.length;

  return (
    <InfoPage
      title={_('tenant-rights.title')}
      description={_('tenant-rights.description')}
      width="wide"
      intro={<p>{_('tenant-rights.intro')}</p>}
    >
      <section
        aria-labelledby="federal-heading"
        className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="federal-heading" className="text-lg font-bold text-slate-900">
          {_('tenant-rights.federal.title')}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">{_('tenant-rights.federal.text')}</p>
        <p className="mt-3">
          <ExternalLink link={content.federal} />
        </p>
      </section>

      <div className="mt-10">
        <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
          {_('tenant-rights.search.label')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={_('tenant-rights.search.placeholder')}
          autoComplete="off"
          aria-describedby={hintId}
          className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <p id={hintId} role="status" className="mt-2 text-sm text-slate-600">
          {states.length === total
            ? _('tenant-rights.search.all', { total })
            : _('tenant-rights.search.some', { count: states.length, total })}
        </p>
      </div>

      {states.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={_('tenant-rights.states')}>
          {/* Ten cards a turn: 50 states brought to life at once kept a slow phone busy (decision 086). */}
          {groupsOf(STATES_A_TURN, states).map((group, index) =>
            inTurn(
              FIRST_ID_SCOPE + index,
              group.map((state) => <StateCard key={state.code} state={state} />),
              group[0]!.code,
            ),
          )}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          {_('tenant-rights.search.none', { query: deferredQuery.trim() })}
        </p>
      )}

      <p className="mt-10 max-w-3xl text-sm leading-relaxed text-slate-600">
        <Trans
          id="tenant-rights.disclaimer"
          components={{ 0: <Link to={paths.research} className={textLinkClass} /> }}
        />
      </p>
    </InfoPage>
  );
}

function StateCard({ state }: { state: StateTenantRights }) {
  const { _ } = useLingui();
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
                {_(KIND_LABEL_IDS[link.kind])}
              </span>
              <ExternalLink link={link} />
            </li>
          ))}
        </ul>
        <RentCapNote code={state.code} />
        <FeeRulesNote code={state.code} />
      </section>
    </li>
  );
}

/**
 * The states with a statewide cap on rent increases say so, with the figure in force and its period (California's by
 * region) from core's rule table, and link to the renewal check (docs/product.md#renewal-check).
 */
function RentCapNote({ code }: { code: string }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const rule = rentCapRuleFor(code);
  if (!rule) return null;
  return (
    <div data-rent-cap-note className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <p>
        <Trans
          id="tenant-rights.rentCap.note"
          values={{
            formula: rentCapWords(rule.formula, language),
            checkedOn: shortDate(rule.checkedOn, language) ?? rule.checkedOn,
          }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
      <p data-rent-cap-in-force className="mt-1">
        <Trans
          id="tenant-rights.rentCap.inForce"
          values={{ figure: rentCapInForceText(rule, undefined, language) }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
      <Link to={`${paths.research}?mode=renewal`} className={`${textLinkClass} mt-1 inline-block`}>
        {_('tenant-rights.rentCap.check')}
      </Link>
    </div>
  );
}

/**
 * The states with a rental fee rule the directory can cite (core's fee-rules.ts) say what it means for a renter, name
 * the law linked to its official source, and date it: in force since, checked on.
 */
function FeeRulesNote({ code }: { code: string }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const rules = feeRulesFor(code);
  if (rules.length === 0) return null;
  return (
    <section
      data-fee-rules
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {_('tenant-rights.fees.title')}
      </h3>
      <ul className="mt-1 space-y-3">
        {rules.map((rule) => (
          <li key={rule.id} data-fee-rule={rule.id}>
            <p className="leading-relaxed">{_(FEE_RULE_TEXT_IDS[rule.id])}</p>
            <p className="mt-1">
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                {_('tenant-rights.fees.law')}
              </span>
              <ExternalLink link={{ label: rule.lawName, url: rule.sourceUrl, kind: 'statute' }} />
            </p>
            <p className="mt-1 text-slate-600">
              {_('tenant-rights.fees.dates', {
                effectiveFrom: feeRuleDate(rule.effectiveFrom, language),
                checkedOn: feeRuleDate(rule.checkedOn, language),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExternalLink({ link }: { link: TenantResourceLink }) {
  const { _ } = useLingui();
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className="break-words font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {link.label}
      <span className="sr-only"> {_('tenant-rights.newTab')}</span>
    </a>
  );
}
