import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { REPORT_MESSAGES } from '#core/messages';
import {
  ADDRESS_FIELDS,
  applyAddressChoice,
  switchAddressMode,
  typeAddressText,
  type AddressChoice,
  type AddressField as AddressFieldName,
  type ReportFormDraft,
} from '#core/report-form-draft';
import { ADDRESS_STATES } from '#core/us-states';
import { FieldHint, fieldLabelClass } from '../../components/form-controls';
import { FieldError, ReportSelectField, ReportTextField, controlClass, describedBy, linkButtonClass } from './report-fields';
import { useAddressSuggestions } from './use-address-suggestions';

// The research form's address (SPEC §2, §5, §8). Autocomplete mode is a WAI-ARIA combobox
// (input + listbox, aria-activedescendant) fed by GET /api/address/suggest; manual mode is
// Street Address, City, State and Zip Code. Errors are keyed as validateReportFormDraft keys
// them: in autocomplete mode the `streetAddress` error belongs to the one address input.

const STATE_OPTIONS = ADDRESS_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

export const ADDRESS_LABEL = 'Property Address';
export const ENTER_MANUALLY = 'Enter address manually';
export const SEARCH_INSTEAD = 'Search for address instead';

export type AddressFieldProps = {
  draft: ReportFormDraft;
  onDraftChange: (draft: ReportFormDraft) => void;
  /** Messages shown under the address controls, keyed by field (see validateReportFormDraft). */
  errors: Partial<Record<AddressFieldName, string>>;
  disabled?: boolean;
};

export function AddressField({ draft, onDraftChange, errors, disabled = false }: AddressFieldProps) {
  const { suggestions, note, request, cancel, clear } = useAddressSuggestions();
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  /** An incomplete suggestion moved the address to manual entry: say so until the mode is switched by hand. */
  const [incompleteNotice, setIncompleteNotice] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The address control to focus once the mode change is on screen. */
  const pendingFocus = useRef<AddressFieldName | null>(null);

  const inputId = useId();
  const listboxId = useId();
  const helpId = useId();
  const noteId = useId();
  const errorId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const manual = draft.addressMode === 'manual';
  const expanded = !manual && !disabled && listOpen && suggestions.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  }, [draft.addressMode]);

  const closeList = () => {
    setListOpen(false);
    setActiveIndex(-1);
  };

  const onType = (text: string) => {
    onDraftChange(typeAddressText(draft, text));
    setActiveIndex(-1);
    setListOpen(true);
    request(text);
  };

  const choose = (choice: AddressChoice) => {
    cancel();
    closeList();
    if (!choice.complete) {
      setIncompleteNotice(true);
      const parts = { streetAddress: choice.streetAddress, city: choice.city, state: choice.state, zipCode: choice.zipCode };
      pendingFocus.current = ADDRESS_FIELDS.find((field) => parts[field].trim() === '') ?? 'streetAddress';
    }
    onDraftChange(applyAddressChoice(draft, choice));
  };

  const switchMode = () => {
    clear();
    closeList();
    setIncompleteNotice(false);
    pendingFocus.current = 'streetAddress';
    onDraftChange(switchAddressMode(draft, manual ? 'autocomplete' : 'manual'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setListOpen(true);
          setActiveIndex(event.altKey ? -1 : 0);
        } else {
          setActiveIndex(active < 0 || active >= count - 1 ? 0 : active + 1);
        }
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setListOpen(true);
          setActiveIndex(count - 1);
        } else {
          setActiveIndex(active <= 0 ? count - 1 : active - 1);
        }
        return;
      case 'Enter': {
        const choice = active >= 0 ? suggestions[active] : undefined;
        if (!choice) {
          if (expanded) closeList();
          return; // the form's own submit
        }
        event.preventDefault();
        choose(choice);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          closeList();
        }
        return;
      default:
    }
  };

  const toggle = (
    <button type="button" onClick={switchMode} disabled={disabled} className={linkButtonClass}>
      {manual ? SEARCH_INSTEAD : ENTER_MANUALLY}
    </button>
  );

  const help = <FieldHint id={helpId}>{REPORT_MESSAGES.noUnitNumberHelp}</FieldHint>;

  return (
    <div ref={rootRef}>
      {manual ? (
        <fieldset>
          <legend className={fieldLabelClass}>{ADDRESS_LABEL}</legend>
          {incompleteNotice ? (
            <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              {REPORT_MESSAGES.incompleteAddress}
            </p>
          ) : null}
          <div className="mt-2 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
            <ReportTextField
              label="Street Address"
              name="streetAddress"
              autoComplete="address-line1"
              value={draft.values.streetAddress}
              onChange={(value) => onDraftChange({ ...draft, values: { ...draft.values, streetAddress: value } })}
              hint={REPORT_MESSAGES.noUnitNumberHelp}
              error={errors.streetAddress}
              required
              disabled={disabled}
              className="sm:col-span-3"
            />
            <ReportTextField
              label="City"
              name="city"
              autoComplete="address-level2"
              value={draft.values.city}
              onChange={(value) => onDraftChange({ ...draft, values: { ...draft.values, city: value } })}
              error={errors.city}
              required
              disabled={disabled}
            />
            <ReportSelectField
              label="State"
              name="state"
              autoComplete="address-level1"
              placeholder="Select a state"
              options={STATE_OPTIONS}
              value={draft.values.state}
              onChange={(value) => onDraftChange({ ...draft, values: { ...draft.values, state: value } })}
              error={errors.state}
              required
              disabled={disabled}
            />
            <ReportTextField
              label="Zip Code"
              name="zipCode"
              autoComplete="postal-code"
              inputMode="numeric"
              value={draft.values.zipCode}
              onChange={(value) => onDraftChange({ ...draft, values: { ...draft.values, zipCode: value } })}
              error={errors.zipCode}
              required
              disabled={disabled}
            />
          </div>
        </fieldset>
      ) : (
        <div>
          <label htmlFor={inputId} className={fieldLabelClass}>
            {ADDRESS_LABEL}
          </label>
          <div className="relative mt-1">
            <input
              id={inputId}
              name="address"
              data-field="streetAddress"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-required
              aria-invalid={errors.streetAddress ? true : undefined}
              aria-describedby={describedBy(helpId, note ? noteId : null, errors.streetAddress ? errorId : null)}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              placeholder="Start typing the street address, e.g. 123 Main St, Austin, TX"
              value={draft.addressText}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={closeList}
              disabled={disabled}
              className={controlClass(Boolean(errors.streetAddress))}
            />
            <ul
              id={listboxId}
              role="listbox"
              aria-label="Address suggestions"
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
                      className={`cursor-pointer px-3 py-2 text-sm text-slate-900 ${
                        index === active ? 'bg-brand-100' : 'hover:bg-slate-100'
                      }`}
                    >
                      {choice.label}
                    </li>
                  ))
                : null}
            </ul>
          </div>
          {help}
          {note ? (
            <p id={noteId} className="mt-1 text-sm text-slate-700">
              {note}
            </p>
          ) : null}
          {errors.streetAddress ? <FieldError id={errorId}>{errors.streetAddress}</FieldError> : null}
          <p role="status" className="sr-only">
            {expanded
              ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrow keys to choose one.`
              : ''}
          </p>
        </div>
      )}
      <div className="mt-2">{toggle}</div>
    </div>
  );
}
