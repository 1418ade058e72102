import { useLingui } from '@lingui/react';
import { useRef, useState, type ClipboardEvent, type FocusEvent } from 'react';
import { UNIT_NUMBER_NOTE } from '#core/address/address-parse';
import { parseListingUrl } from '#core/listings/listing-url';
import { applyListingUrl } from '#core/report/report-form-address';
import { type AddressField } from '#core/report/report-form-draft';
import { TextField } from '../../components/field';
import { useCoreText } from '../../lib/core-messages';
import { useReportFields, type ResearchFormState } from './use-research-form';

// The research form's "Listing URL" (optional; docs/product.md#listing-links): a link pasted from a major listing
// site fills the empty address fields from what the URL itself says, offline (core parseListingUrl; no page is
// fetched), and says what it filled. As with a typed address, a unit the URL names is left out of the street, and
// the notice says so. A link from another site is simply kept as the listing's link.

type Translate = ReturnType<typeof useLingui>['_'];

/** Each address field's name in the notice: a message id of research/messages. */
const FIELD_NAME_IDS: Record<AddressField, string> = {
  streetAddress: 'research.listingUrl.field.street',
  city: 'research.listingUrl.field.city',
  state: 'research.listingUrl.field.state',
  zipCode: 'research.listingUrl.field.zipCode',
};

/** "street, city and ZIP code": the filled fields' names, listed in the page's language. */
function listOf(fields: readonly AddressField[], _: Translate): string {
  const names = fields.map((field) => _(FIELD_NAME_IDS[field]));
  const last = names.at(-1);
  if (names.length <= 1 || last === undefined) return names.join('');
  return _('research.listingUrl.fieldList', { first: names.slice(0, -1).join(', '), last });
}

export function ListingUrlField({ research }: { research: ResearchFormState }) {
  const { _ } = useLingui();
  const core = useCoreText();
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
    const unitNote = read.unitRemoved !== null && filled.includes('streetAddress') ? ` ${core(UNIT_NUMBER_NOTE)}` : '';
    setNotice(
      filled.length > 0
        ? `${_('research.listingUrl.filled', { fields: listOf(filled, _), site: read.siteName })}${unitNote}`
        : _('research.listingUrl.nothingMore', { site: read.siteName }),
    );
  };

  return (
    <div>
      <TextField
        label={_('research.listingUrl.label')}
        labelNote={_('research.optional')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint={_('research.listingUrl.hint')}
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
