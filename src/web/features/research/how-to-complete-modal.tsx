import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { REPORT_MESSAGES } from '#core/messages';
import { REPORT_FIELD_LABELS } from '#core/labels';
import { BEDROOM_OPTIONS } from '#core/listings/listing-text';
import { AMENITIES_OPTIONS, BUILDING_TYPE_OPTIONS, CONDITION_OPTIONS } from '#core/report/report-form-options';
import { buttonClass, linkButtonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { useCoreText } from '../../lib/core-messages';

// The research form's help, the "How to Complete the Form" modal (docs/product.md#the-research-page): one short
// note per field, in the form's order, with a line for each condition and amenities level.

/** Each level's note: a message id of research/messages. */
const CONDITION_NOTES: Record<number, string> = {
  3: 'research.howTo.condition.level3',
  2.5: 'research.howTo.condition.level25',
  2: 'research.howTo.condition.level2',
  1.5: 'research.howTo.condition.level15',
  1: 'research.howTo.condition.level1',
};

const AMENITIES_NOTES: Record<number, string> = {
  3: 'research.howTo.amenities.level3',
  2.5: 'research.howTo.amenities.level25',
  2: 'research.howTo.amenities.level2',
  1.5: 'research.howTo.amenities.level15',
  1: 'research.howTo.amenities.level1',
};

function LevelList({
  options,
  notes,
}: {
  options: readonly { value: number; label: string }[];
  notes: Record<number, string>;
}) {
  const { _ } = useLingui();
  const core = useCoreText();
  return (
    <ul className="mt-1 space-y-1">
      {options.map((option) => {
        const note = notes[option.value];
        return (
          <li key={option.value}>
            <span className="font-semibold text-slate-900">
              {option.value} {core(option.label)}:
            </span>{' '}
            {note ? _(note) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The label of one of core's choices, in the page's language (the notes name them as the form shows them). */
function choiceLabel(
  options: readonly { value: string; label: string }[],
  value: string,
  core: (text: string) => string,
) {
  return core(options.find((option) => option.value === value)?.label ?? '');
}

/** The notes, one per field in the form's order. */
function useItems(): readonly { term: string; details: ReactNode }[] {
  const { _ } = useLingui();
  const core = useCoreText();
  return [
    { term: _('research.mode.legend'), details: _('research.howTo.mode') },
    {
      term: _('research.howTo.address.term'),
      details: _('research.howTo.address', {
        noUnit: core(REPORT_MESSAGES.noUnitNumberHelp),
        manual: _('research.address.enterManually'),
      }),
    },
    { term: _('research.howTo.listingUrl.term'), details: _('research.howTo.listingUrl') },
    { term: core(REPORT_FIELD_LABELS.rentAmount), details: _('research.howTo.rent') },
    {
      term: _('research.howTo.rooms.term'),
      details: _('research.howTo.rooms', { studio: choiceLabel(BEDROOM_OPTIONS, '0', core) }),
    },
    { term: core(REPORT_FIELD_LABELS.sqFt), details: _('research.howTo.sqFt') },
    {
      term: core(REPORT_FIELD_LABELS.buildingType),
      details: _('research.howTo.buildingType', {
        apartment: choiceLabel(BUILDING_TYPE_OPTIONS, 'apartment', core),
        house: choiceLabel(BUILDING_TYPE_OPTIONS, 'house', core),
      }),
    },
    {
      term: core(REPORT_FIELD_LABELS.qualityLevel),
      details: (
        <>
          {_('research.howTo.condition')}
          <LevelList options={CONDITION_OPTIONS} notes={CONDITION_NOTES} />
        </>
      ),
    },
    {
      term: core(REPORT_FIELD_LABELS.amenitiesLevel),
      details: (
        <>
          {_('research.howTo.amenities')}
          <LevelList options={AMENITIES_OPTIONS} notes={AMENITIES_NOTES} />
        </>
      ),
    },
    { term: _('research.howTo.specials.term'), details: _('research.howTo.specials') },
  ];
}

type HowToCompleteModalProps = {
  open: boolean;
  onClose: () => void;
};

/** The help dialog on its own, for a page that opens it from its own control. */
function HowToCompleteModal({ open, onClose }: HowToCompleteModalProps) {
  const { _ } = useLingui();
  const items = useItems();
  return (
    <Modal open={open} onClose={onClose} title={_('research.howTo.title')} size="lg">
      <dl className="space-y-4 text-sm leading-relaxed text-slate-700">
        {items.map((item) => (
          <div key={item.term}>
            <dt className="font-bold text-slate-900">{item.term}</dt>
            <dd className="mt-0.5">{item.details}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          {_('research.howTo.close')}
        </button>
      </div>
    </Modal>
  );
}

/** The "How to Complete the Form" link-button with its dialog. */
export function HowToCompleteButton({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${linkButtonClass} ${className}`}
      >
        {_('research.howTo.title')}
      </button>
      <HowToCompleteModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
