import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/button-styles';
import { readConsent, writeConsent } from '../lib/consent';

/**
 * A modal for the visitor's analytics choice. Mounted only while open; the native <dialog>
 * supplies the focus trap, Escape to close and the inert page behind it.
 */
export function ConsentDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [analytics, setAnalytics] = useState(() => readConsent().analytics);
  const titleId = useId();
  const descriptionId = useId();
  const switchId = useId();
  const { _ } = useLingui();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeConsent({ analytics });
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={onSubmit} className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {_('app.consent.title')}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-slate-700">
          {_('app.consent.description')}
        </p>
        <div className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 p-4">
          <input
            id={switchId}
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            className="mt-1 size-4 accent-brand-700"
          />
          <label htmlFor={switchId} className="text-sm">
            <span className="block font-semibold text-slate-900">{_('app.consent.allow')}</span>
            <span className="block text-slate-700">{_('app.consent.allowHint')}</span>
          </label>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass('ghost')}>
            {_('app.consent.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {_('app.consent.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
