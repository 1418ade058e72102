import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ResearchFormState } from './use-research-form';

// /research checks a new listing or a renewal offer (docs/product.md#renewal-check). Two radio buttons styled as a
// segmented control (arrow keys move between them, as radios do); the choice is the form's `mode`.

/** Each mode's label: a message id of research/messages. */
const MODE_LABEL_IDS = { listing: 'research.mode.listing', renewal: 'research.mode.renewal' } as const;

export function ResearchModeSwitch({ research }: { research: ResearchFormState }) {
  const { _ } = useLingui();
  const { form } = research;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [search] = useSearchParams();
  const asked = search.get('mode');
  // /research?mode=renewal (the tenant-rights page's link) opens the renewal check.
  useEffect(() => {
    if (asked === 'renewal') form.setValue('mode', 'renewal');
  }, [asked, form]);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{_('research.mode.legend')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(['listing', 'renewal'] as const).map((value) => (
          <label
            key={value}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
              (mode || 'listing') === value
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            <input type="radio" value={value} className="sr-only" {...form.register('mode')} />
            {_(MODE_LABEL_IDS[value])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
