import { useState, type ReactNode } from 'react';
import { REPORT_MESSAGES } from '#core/messages';
import { AMENITIES_OPTIONS, CONDITION_OPTIONS } from '#core/report/report-form-options';
import { buttonClass, linkButtonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';

// The research form's help, the "How to Complete the Form" modal (docs/product.md#the-research-page): one short
// note per field, in the form's order, with a line for each condition and amenities level.

export const HOW_TO_COMPLETE_TITLE = 'How to Complete the Form';

const CONDITION_NOTES: Record<number, string> = {
  3: 'New or recently renovated, high-end finishes and appliances.',
  2.5: 'Updated and well kept, better than most nearby rentals.',
  2: 'Typical for the area: clean and working, nothing special.',
  1.5: 'Dated or showing wear; some things may need repair.',
  1: 'Basic and worn, older fixtures and appliances.',
};

const AMENITIES_NOTES: Record<number, string> = {
  3: 'Extensive: e.g. pool, gym, doorman or concierge, in-unit laundry, parking included.',
  2.5: 'More than usual: e.g. in-unit laundry plus a gym or parking.',
  2: 'The usual for the area: e.g. shared laundry, some outdoor space.',
  1.5: 'Fewer than usual: e.g. no laundry on site.',
  1: 'Little or nothing beyond the unit itself.',
};

function LevelList({
  options,
  notes,
}: {
  options: readonly { value: number; label: string }[];
  notes: Record<number, string>;
}) {
  return (
    <ul className="mt-1 space-y-1">
      {options.map((option) => (
        <li key={option.value}>
          <span className="font-semibold text-slate-900">
            {option.value} {option.label}:
          </span>{' '}
          {notes[option.value]}
        </li>
      ))}
    </ul>
  );
}

const ITEMS: readonly { term: string; details: ReactNode }[] = [
  {
    term: 'What are you checking?',
    details:
      'A new listing, or a renewal offer from your landlord. For a renewal, enter what you pay now and the rent offered: the report judges the offer against the market and, in California, Oregon and Washington, against the statewide cap on increases.',
  },
  {
    term: 'Address',
    details: (
      <>
        Start typing the street address and choose it from the list. {REPORT_MESSAGES.noUnitNumberHelp} If your address
        is not listed, use &ldquo;Enter address manually&rdquo; and fill in the street, city, state and zip code.
      </>
    ),
  },
  {
    term: 'Listing URL (optional)',
    details:
      'Paste the link to the listing if you have one. You can leave it empty. A Zillow, Apartments.com, Redfin, Trulia, Realtor.com, HotPads or Craigslist link fills in the parts of the address the link itself shows; please check them.',
  },
  { term: 'Rent', details: 'The monthly asking rent in dollars, as advertised (e.g. 1850).' },
  {
    term: 'Bedrooms and Baths',
    details: 'Choose Studio for a unit with no separate bedroom. Use 6+ and 3+ for larger homes.',
  },
  { term: 'Sq/ft', details: 'The living area in square feet, as given in the listing.' },
  {
    term: 'Property Type',
    details: 'Apartment/Condo for a unit in a multi-unit building; House for a single-family home or townhouse.',
  },
  {
    term: 'Condition/Quality',
    details: (
      <>
        How the unit itself compares with others nearby:
        <LevelList options={CONDITION_OPTIONS} notes={CONDITION_NOTES} />
      </>
    ),
  },
  {
    term: 'Amenities/Features',
    details: (
      <>
        What comes with the unit and building:
        <LevelList options={AMENITIES_OPTIONS} notes={AMENITIES_NOTES} />
      </>
    ),
  },
  {
    term: 'Move-in specials and fees (optional)',
    details:
      'Weeks or months free, or dollars off, with the lease length, and the fees added to the rent each month (parking, pets, amenities, utilities billed by the landlord). The report then scores the net effective rent: what you would really pay each month.',
  },
];

export type HowToCompleteModalProps = {
  open: boolean;
  onClose: () => void;
};

/** The help dialog on its own, for a page that opens it from its own control. */
export function HowToCompleteModal({ open, onClose }: HowToCompleteModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={HOW_TO_COMPLETE_TITLE} size="lg">
      <dl className="space-y-4 text-sm leading-relaxed text-slate-700">
        {ITEMS.map((item) => (
          <div key={item.term}>
            <dt className="font-bold text-slate-900">{item.term}</dt>
            <dd className="mt-0.5">{item.details}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          Got It
        </button>
      </div>
    </Modal>
  );
}

/** The "How to Complete the Form" link-button with its dialog. */
export function HowToCompleteButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${linkButtonClass} ${className}`}
      >
        {HOW_TO_COMPLETE_TITLE}
      </button>
      <HowToCompleteModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
