import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsd } from '#core/primitives/format';
import type { Language } from '#core/i18n/languages';
import { roomsText } from '#core/listings/listing-text';
import { formatDisplayScore } from '#core/valuation/value-score';
import { HISTORY_MESSAGES } from '#core/messages';
import { ErrorAlert } from './alerts';
import { RenewalTag } from './renewal-tag';
import { useCoreText } from '../lib/core-messages';
import { useErrorMessage } from '../lib/error-message';
import { useLanguage } from '../lib/use-language';
import { reportPath } from '../lib/paths';
import { searchHistoryQueryOptions, type HistoryItem } from '../lib/account-api';

function itemFacts(item: HistoryItem, _: I18n['_'], language: Language): string {
  return [
    item.rent !== null ? _('components.history.rent', { rent: formatUsd(item.rent) }) : '',
    roomsText(item.bedrooms, item.bathrooms, language),
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

/** The latest 10 reports, newest first, in a 15rem scrolling list (docs/product.md#history-and-dashboard). */
export function SearchHistory({ enabled }: { enabled: boolean }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const core = useCoreText();
  const describe = useErrorMessage();
  const history = useQuery({ ...searchHistoryQueryOptions, enabled });
  if (history.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {_('components.history.loading')}
      </p>
    );
  }
  if (history.isError) return <ErrorAlert>{describe(history.error)}</ErrorAlert>;
  if (history.data.length === 0) return <p className="text-slate-700">{core(HISTORY_MESSAGES.empty)}</p>;
  return (
    <ul
      aria-label={_('components.history.label')}
      className="max-h-60 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200"
    >
      {history.data.map((item) => (
        <li key={item.id}>
          <Link
            to={reportPath(item.id)}
            className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-brand-800" title={item.streetAddress}>
                {item.streetAddress}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                {item.renewal ? <RenewalTag /> : null}
                <span>{itemFacts(item, _, language)}</span>
              </span>
            </span>
            {item.valueScore !== null ? (
              <span className="shrink-0 rounded-md bg-slate-100 px-2 py-1 text-sm font-semibold text-slate-800">
                <span className="sr-only">{_('components.history.score')}</span>
                {formatDisplayScore(item.valueScore)}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
