import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isCompareOptionDisabled, toggleCompareSelection, validateCompareIds } from '#core/compare/compare-selection';
import { COMPARE_MAX } from '#core/constants';
import type { Language } from '#core/i18n/languages';
import { formatUsd } from '#core/primitives/format';
import { roomsText } from '#core/listings/listing-text';
import { COMPARE_MESSAGES } from '#core/messages';
import { formatDisplayScore } from '#core/valuation/value-score';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { Modal } from '../../components/modal';
import { useCoreText } from '../../lib/core-messages';
import { useLoadErrorMessage } from '../../lib/error-message';
import { compareOptionsQueryOptions, type CompareOption } from './compare-api';
import { shortDate } from '../../lib/short-date';
import { useLanguage } from '../../lib/use-language';

export type CompareSelectorProps = {
  open: boolean;
  onClose: () => void;
  /** The confirmed ids, 2 to 10, in the order they were ticked. */
  onConfirm: (ids: string[]) => void;
};

/**
 * "Select Properties to Compare" (docs/product.md#selecting-properties): the renter's reports, newest first, as
 * checkboxes; at 10 the other boxes are disabled; confirming needs at least 2. The selection lives inside the open
 * dialog, so reopening starts afresh (each opening starts with nothing ticked).
 */
export function CompareSelector({ open, onClose, onConfirm }: CompareSelectorProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={core(COMPARE_MESSAGES.selectorTitle)}
      description={_('compare.selector.intro')}
      size="lg"
    >
      <SelectorBody onCancel={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}

/** "$1,250/mo · 2 bd · 1 ba · Value Score 7.5 · Jan 5, 2026": the facts beside each report's address. */
function optionDetails(option: CompareOption, _: I18n['_'], language: Language): string {
  const rooms = roomsText(option.bedrooms, option.bathrooms, language);
  const parts = [
    _('compare.selector.rent', { rent: formatUsd(option.rent) }),
    ...(rooms ? [rooms] : []),
    _('compare.selector.valueScore', { score: formatDisplayScore(option.displayScore) }),
  ];
  const created = shortDate(option.createdAt, language);
  if (created) parts.push(created);
  return parts.join(' · ');
}

function SelectorBody({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (ids: string[]) => void }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const describeLoad = useLoadErrorMessage();
  const language = useLanguage();
  const options = useQuery(compareOptionsQueryOptions);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const countId = useId();

  const confirm = () => {
    const result = validateCompareIds(selected);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onConfirm(result.ids);
  };

  const toggle = (id: string) => {
    setSelected((current) => toggleCompareSelection(current, id));
    setError(null);
  };

  if (options.isPending) {
    return (
      <p role="status" className="py-6 text-center text-slate-700">
        {_('compare.selector.loading')}
      </p>
    );
  }
  if (options.isError) return <ErrorAlert>{describeLoad(options.error)}</ErrorAlert>;

  const { items, total } = options.data;
  return (
    <div>
      {items.length === 0 ? (
        <p className="text-slate-700">{_('compare.selector.noReports')}</p>
      ) : (
        <fieldset aria-describedby={countId}>
          <legend className="sr-only">{core(COMPARE_MESSAGES.selectorTitle)}</legend>
          <p id={countId} aria-live="polite" className="mb-2 text-sm font-semibold text-slate-700">
            {_('compare.selector.count', { selected: selected.length, max: COMPARE_MAX })}
          </p>
          <ul className="max-h-[min(24rem,50dvh)] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
            {items.map((option) => {
              const checked = selected.includes(option.id);
              const disabled = isCompareOptionDisabled(selected, option.id);
              return (
                <li key={option.id}>
                  <label
                    className={`flex items-start gap-3 px-3 py-2.5 ${disabled ? 'cursor-not-allowed bg-slate-50 text-slate-500' : 'cursor-pointer hover:bg-slate-50'} ${checked ? 'bg-brand-50' : ''}`}
                  >
                    <input
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-brand-700"
                      checked={checked}
                      disabled={disabled}
                      onChange={() => toggle(option.id)}
                    />
                    <span className="min-w-0">
                      <span
                        className={`block font-semibold break-words ${disabled ? 'text-slate-600' : 'text-slate-900'}`}
                      >
                        {option.address}
                      </span>
                      <span className={`block text-sm ${disabled ? 'text-slate-600' : 'text-slate-700'}`}>
                        {optionDetails(option, _, language)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {total > items.length ? (
            <p className="mt-2 text-sm text-slate-600">{_('compare.selector.more', { shown: items.length, total })}</p>
          ) : null}
        </fieldset>
      )}
      {error ? <ErrorAlert className="mt-4">{core(error)}</ErrorAlert> : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          {_('compare.selector.cancel')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={confirm}>
          {_('compare.selector.confirm')}
        </button>
      </div>
    </div>
  );
}
