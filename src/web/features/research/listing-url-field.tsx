import { useRef, useState, type ClipboardEvent, type FocusEvent } from 'react';
import { UNIT_NUMBER_NOTE } from '#core/address/address-parse';
import { parseListingUrl } from '#core/listings/listing-url';
import { applyListingUrl } from '#core/report/report-form-address';
import { type AddressField } from '#core/report/report-form-draft';
import { TextField } from '../../components/field';
import { useReportFields, type ResearchFormState } from './use-research-form';

// The research form's "Listing URL" (optional; docs/product.md#listing-links): a link pasted from a major listing
// site fills the empty address fields from what the URL itself says, offline (core parseListingUrl; no page is
// fetched), and says what it filled. As with a typed address, a unit the URL names is left out of the street, and
// the notice says so. A link from another site is simply kept as the listing's link.

const FIELD_NAMES: Record<AddressField, string> = {
  streetAddress: 'street',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
};

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function ListingUrlField({ research }: { research: ResearchFormState }) {
  const { form, updateDraft } = research;
  const { bind } = useReportFields(form);
  const [notice, setNotice] = useState<string | null>(null);
  const field = bind('propertyUrl');
  /** The link last read: leaving the field after pasting it reads nothing twice. */
  const lastRead = useRef('');

  const fillFrom = (text: string) => {
    if (text.trim() === lastRead.current) return;
    lastRead.current = text.trim();
    const read = parseListingUrl(text);
    if (read.site === null) return;
    let filled: AddressField[] = [];
    updateDraft((draft) => {
      const result = applyListingUrl(draft, read);
      filled = result.filled;
      return result.draft;
    });
    const unitNote = read.unitRemoved !== null && filled.includes('streetAddress') ? ` ${UNIT_NUMBER_NOTE}` : '';
    setNotice(
      filled.length > 0
        ? `Filled the ${listOf(filled.map((f) => FIELD_NAMES[f]))} from the ${read.siteName} link. Please check them.${unitNote}`
        : `This ${read.siteName} link does not say more of the address than you have entered.`,
    );
  };

  return (
    <div>
      <TextField
        label="Listing URL"
        labelNote="(optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="A link to the listing, if you have one. A Zillow, Apartments.com, Redfin, Trulia, Realtor.com, HotPads or Craigslist link fills in the address it shows."
        {...field}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          const text = event.clipboardData.getData('text');
          // After the paste lands in the input (react-hook-form reads the input's value on change).
          setTimeout(() => fillFrom(text), 0);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          void field.onBlur(event);
          fillFrom(event.target.value);
        }}
      />
      <p aria-live="polite" className="mt-1 text-sm text-brand-800">
        {notice}
      </p>
    </div>
  );
}
