import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SCAM_RED_FLAGS, type ScamRedFlag } from '#core/valuation/scam-check';
import { CheckboxField } from '../../components/field';
import { OptionalSection } from './optional-section';
import type { ResearchFormState } from './use-research-form';

// "Anything off about this listing?" on the research form (issue 37, decision 089): the warning signs of a rental scam
// the renter may have met, each a box, all optional, collapsed to one line until opened (as the move-in specials are).
// The form keeps them as one comma-separated value (`redFlags`); a report whose renter ticked one opens with the scam
// warning.

/** Each warning sign's words: message ids of research/messages. */
const RED_FLAG_LABEL_IDS: Readonly<Record<ScamRedFlag, string>> = {
  unusualPayment: 'research.redFlags.unusualPayment',
  cannotSeeUnit: 'research.redFlags.cannotSeeUnit',
  ownerAway: 'research.redFlags.ownerAway',
  depositBeforeLease: 'research.redFlags.depositBeforeLease',
};

export function RedFlagsFields({ research }: { research: ResearchFormState }) {
  const { _ } = useLingui();
  const { form } = research;
  const value = useWatch({ control: form.control, name: 'redFlags' });
  const marked = new Set(
    String(value ?? '')
      .split(',')
      .filter(Boolean),
  );
  const [opened, setOpened] = useState(false);
  const isOpen = opened || marked.size > 0;
  const error = form.formState.errors.redFlags?.message;

  const toggle = (flag: ScamRedFlag, on: boolean) => {
    const next = new Set(marked);
    if (on) next.add(flag);
    else next.delete(flag);
    form.setValue('redFlags', SCAM_RED_FLAGS.filter((f) => next.has(f)).join(','), { shouldDirty: true });
  };
  const openOrClose = () => {
    if (isOpen) form.setValue('redFlags', '', { shouldDirty: true });
    setOpened(!isOpen);
  };

  return (
    <OptionalSection
      heading={_('research.redFlags.heading')}
      openLabel={_('research.redFlags.open')}
      closeLabel={_('research.redFlags.close')}
      isOpen={isOpen}
      onToggle={openOrClose}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm text-slate-600">{_('research.redFlags.intro')}</legend>
        {SCAM_RED_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            name={`redFlag-${flag}`}
            label={_(RED_FLAG_LABEL_IDS[flag])}
            checked={marked.has(flag)}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
          />
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </OptionalSection>
  );
}
