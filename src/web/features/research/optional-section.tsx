import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { linkButtonClass } from '../../components/button-styles';

// An optional part of the research form, collapsed to one line until opened (one line on a phone): its heading, marked
// optional, and the button that opens or clears it; the fields below it are hidden while it is closed. The move-in
// specials and the warning signs of a scam are two.

export function OptionalSection({
  heading,
  openLabel,
  closeLabel,
  isOpen,
  onToggle,
  children,
}: {
  heading: string;
  openLabel: string;
  closeLabel: string;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const sectionId = useId();
  return (
    <section aria-labelledby={`${sectionId}-heading`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${sectionId}-heading`} className="text-sm font-semibold text-slate-800">
          {heading} <span className="font-normal text-slate-600">{_('research.optional')}</span>
        </h2>
        <button
          type="button"
          className={linkButtonClass}
          aria-expanded={isOpen}
          aria-controls={sectionId}
          onClick={onToggle}
        >
          {isOpen ? closeLabel : openLabel}
        </button>
      </div>
      <div id={sectionId} hidden={!isOpen} className="mt-4 space-y-4">
        {children}
      </div>
    </section>
  );
}
