import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { REPORT_MESSAGES } from '#core/messages';
import type { ReportForm } from '#core/report/report-form';
import type { AddressChoice } from '#core/report/report-form-address';
import type { ReportFormDraft } from '#core/report/report-form-draft';
import { Field, controlClass } from '../../components/field';
import { useCoreText } from '../../lib/core-messages';
import { useAddressCombobox } from './use-address-combobox';

export type AddressComboboxProps = {
  /** The research form: the input shows its addressText and takes the focus for the address. */
  control: Control<ReportFormDraft, unknown, ReportForm>;
  /** The address's message ("Please select a valid address from the dropdown."). */
  error: string | undefined;
  onType: (text: string) => void;
  onChoose: (choice: AddressChoice) => void;
};

/**
 * The address in autocomplete mode (docs/product.md#address-entry): a WAI-ARIA combobox (input + listbox,
 * aria-activedescendant) fed by addressOperations.suggest. The server's note (e.g. a unit number left out) is read out
 * with the help text.
 */
export function AddressCombobox({ control, error, onType, onChoose }: AddressComboboxProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const { field } = useController({ control, name: 'addressText' });
  const { suggestions, note, expanded, active, type, choose, close, onKeyDown } = useAddressCombobox({
    onType,
    onChoose,
  });
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const hint = (
    <>
      {core(REPORT_MESSAGES.noUnitNumberHelp)}
      {note ? <span className="mt-1 block text-slate-700">{core(note)}</span> : null}
    </>
  );

  return (
    <div>
      <Field label={_('research.address.label')} hint={hint} error={error} required>
        {(controlProps, invalid) => (
          <div className="relative mt-1">
            <input
              {...controlProps}
              ref={field.ref}
              name="address"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              placeholder={_('research.address.placeholder')}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => type(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={close}
              className={controlClass(invalid)}
            />
            <ul
              id={listboxId}
              role="listbox"
              aria-label={_('research.address.suggestions')}
              hidden={!expanded}
              // Keeps the focus in the input (a click on an option or the scrollbar must not close the list).
              onMouseDown={(event) => event.preventDefault()}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
            >
              {expanded
                ? suggestions.map((choice, index) => (
                    <li
                      key={`${choice.label}-${index}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      onClick={() => choose(choice)}
                      className={`cursor-pointer px-3 py-2 text-sm text-slate-900 ${index === active ? 'bg-brand-100' : 'hover:bg-slate-100'}`}
                    >
                      {choice.label}
                    </li>
                  ))
                : null}
            </ul>
          </div>
        )}
      </Field>
      <p role="status" className="sr-only">
        {expanded ? _('research.address.suggestionsAvailable', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
