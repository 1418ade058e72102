import './renters-checklist-print.css';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { paths } from '../../lib/paths';
import { InfoPage, textLinkClass } from '../../components/info-page';
import { NO_TICKS, saveTicks, subscribeToTicks, ticksSnapshot } from './checklist-ticks-store';
import { CHECKLIST, CHECKLIST_ITEM_IDS, type ChecklistSection } from './renters-checklist';

/**
 * /renters-checklist (docs/product.md#renters-checklist): printable; ticks are kept in this browser (localStorage),
 * never sent anywhere.
 */
export function RentersChecklistPage() {
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
        title="Renter's Checklist"
        description="A printable renter's checklist for US renters: what to check before, during and after a viewing, the questions to ask, and what to do before you sign."
        intro={
          <p>
            Everything to check before, during and after a viewing, so nothing is missed before you sign a lease. Tick
            items as you go: your ticks are saved in this browser only.
          </p>
        }
      >
        <div data-print-hide className="mt-6 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
            Print Checklist
          </button>
          <button
            type="button"
            onClick={() => setConfirmClear(true)}
            disabled={ticked.size === 0}
            className={buttonClass('secondary')}
          >
            Clear All Ticks
          </button>
          <p id={progressId} role="status" className="text-sm font-semibold text-slate-700">
            {ticked.size} of {CHECKLIST_ITEM_IDS.length} checked
          </p>
        </div>

        {CHECKLIST.map((section) => (
          <ChecklistGroup key={section.id} section={section} ticked={ticked} onToggle={toggle} />
        ))}

        <p data-print-hide className="mt-10 leading-relaxed text-slate-700">
          Before you apply, check the rent with a{' '}
          <Link to={paths.research} className={textLinkClass}>
            Rental Value Report
          </Link>
          , read the{' '}
          <Link to={paths.apply} className={textLinkClass}>
            guide to applying
          </Link>
          , and look up your state in the{' '}
          <Link to={paths.tenantRights} className={textLinkClass}>
            tenant rights directory
          </Link>
          .
        </p>
      </InfoPage>

      <Modal open={confirmClear} onClose={() => setConfirmClear(false)} title="Clear all ticks?" size="sm">
        <p className="text-slate-700">This unticks every item on the checklist in this browser.</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => setConfirmClear(false)} className={buttonClass('ghost')}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              saveTicks(NO_TICKS);
              setConfirmClear(false);
            }}
            className={buttonClass('danger')}
          >
            Clear All Ticks
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
  const headingId = useId();
  const done = section.items.filter((item) => ticked.has(`${section.id}.${item.id}`)).length;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {section.title}
        </h2>
        <span className="shrink-0 text-sm text-slate-600">
          {done} of {section.items.length}
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
                {item.text}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
