import './renters-checklist-print.css';
import { Trans, useLingui } from '@lingui/react';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { NO_TICKS, saveTicks, subscribeToTicks, ticksSnapshot } from './checklist-ticks-store';
import { CHECKLIST, CHECKLIST_ITEM_IDS, type ChecklistSection } from './renters-checklist';

/**
 * /renters-checklist (docs/product.md#renters-checklist): printable (the page prints as it reads, so in its own
 * language); ticks are kept in this browser (localStorage) by item id, the same in every language, never sent anywhere.
 */
export function RentersChecklistPage() {
  const { _ } = useLingui();
  const ticked = useSyncExternalStore(subscribeToTicks, ticksSnapshot, () => NO_TICKS);
  const [confirmClear, setConfirmClear] = useState(false);
  const progressId = useId();

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(ticksSnapshot());
    if (checked) next.add(id);
    else next.delete(id);
    saveTicks(next);
  };

  return (
    <div data-checklist className="contents">
      <InfoPage
        title={_('info.checklist.title')}
        description={_('info.checklist.description')}
        intro={<p>{_('info.checklist.intro')}</p>}
      >
        <div data-print-hide className="mt-6 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
            {_('info.checklist.print')}
          </button>
          <button
            type="button"
            onClick={() => setConfirmClear(true)}
            disabled={ticked.size === 0}
            className={buttonClass('secondary')}
          >
            {_('info.checklist.clear')}
          </button>
          <p id={progressId} role="status" className="text-sm font-semibold text-slate-700">
            {_('info.checklist.progress', { checked: ticked.size, total: CHECKLIST_ITEM_IDS.length })}
          </p>
        </div>

        {CHECKLIST.map((section) => (
          <ChecklistGroup key={section.id} section={section} ticked={ticked} onToggle={toggle} />
        ))}

        <p data-print-hide className="mt-10 leading-relaxed text-slate-700">
          <Trans
            id="info.checklist.next"
            components={{
              0: <Link to={paths.research} className={textLinkClass} />,
              1: <Link to={paths.apply} className={textLinkClass} />,
              2: <Link to={paths.tenantRights} className={textLinkClass} />,
            }}
          />
        </p>
      </InfoPage>

      <Modal
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={_('info.checklist.clearTitle')}
        size="sm"
      >
        <p className="text-slate-700">{_('info.checklist.clearBody')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => setConfirmClear(false)} className={buttonClass('ghost')}>
            {_('info.checklist.cancel')}
          </button>
          <button
            type="button"
            onClick={() => {
              saveTicks(NO_TICKS);
              setConfirmClear(false);
            }}
            className={buttonClass('danger')}
          >
            {_('info.checklist.clear')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

function ChecklistGroup({
  section,
  ticked,
  onToggle,
}: {
  section: ChecklistSection;
  ticked: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  const done = section.items.filter((item) => ticked.has(`${section.id}.${item.id}`)).length;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {_(section.titleId)}
        </h2>
        <span className="shrink-0 text-sm text-slate-600">
          {_('info.checklist.sectionProgress', { checked: done, total: section.items.length })}
        </span>
      </div>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {section.items.map((item) => {
          const id = `${section.id}.${item.id}`;
          const inputId = `checklist-${section.id}-${item.id}`;
          const checked = ticked.has(id);
          return (
            <li key={id} className="flex items-start gap-3 px-4 py-3">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                onChange={(event) => onToggle(id, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={inputId} className={`leading-relaxed ${checked ? 'text-slate-600' : 'text-slate-800'}`}>
                {_(item.textId)}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
