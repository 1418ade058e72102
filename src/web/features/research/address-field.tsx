import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { REPORT_MESSAGES } from '#core/messages';
import { ADDRESS_FIELDS, type AddressField as AddressFieldName } from '#core/report/report-form-draft';
import {
  applyAddressChoice,
  switchAddressMode,
  typeAddressText,
  type AddressChoice,
} from '#core/report/report-form-address';
import { ADDRESS_STATES } from '#core/address/us-states';
import { linkButtonClass } from '../../components/button-styles';
import { SelectField, TextField, fieldLabelClass } from '../../components/field';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';
import { AddressCombobox } from './address-combobox';
import { focusTarget, useReportFields, type ResearchFormState } from './use-research-form';
import { stateName } from '#core/address/state-name';

// The research form's address (docs/product.md#address-entry): the search (AddressCombobox) or, in manual mode,
// Street Address, City, State and Zip Code. Errors are keyed as core's validateReportFormDraft keys them: in
// autocomplete mode the `streetAddress` message belongs to the one address input.

export function AddressField({ research }: { research: ResearchFormState }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const language = useLanguage();
  const stateOptions = ADDRESS_STATES.map((state) => ({
    value: state.code,
    label: `${stateName(state, language)} (${state.code})`,
  }));
  const { form, updateDraft } = research;
  const mode = useWatch({ control: form.control, name: 'addressMode' });
  const manual = mode === 'manual';
  const { errors, bind } = useReportFields(form);
  /** An incomplete suggestion moved the address to manual entry: say so until the mode is switched by hand. */
  const [incompleteNotice, setIncompleteNotice] = useState(false);
  /** The address control to focus once the mode change is on screen. */
  const pendingFocus = useRef<AddressFieldName | null>(null);

  useEffect(() => {
    const next = pendingFocus.current;
    if (!next) return;
    pendingFocus.current = null;
    form.setFocus(focusTarget(form, next));
  }, [mode, form]);

  const choose = (choice: AddressChoice) => {
    if (!choice.complete) {
      setIncompleteNotice(true);
      const parts = {
        streetAddress: choice.streetAddress,
        city: choice.city,
        state: choice.state,
        zipCode: choice.zipCode,
      };
      pendingFocus.current = ADDRESS_FIELDS.find((part) => parts[part].trim() === '') ?? 'streetAddress';
    }
    updateDraft((draft) => applyAddressChoice(draft, choice));
  };

  const switchMode = () => {
    setIncompleteNotice(false);
    pendingFocus.current = 'streetAddress';
    updateDraft((draft) => switchAddressMode(draft, manual ? 'autocomplete' : 'manual'));
  };

  return (
    <div>
      {manual ? (
        <fieldset>
          <legend className={fieldLabelClass}>{_('research.address.label')}</legend>
          {incompleteNotice ? (
            <p
              role="alert"
              className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            >
              {core(REPORT_MESSAGES.incompleteAddress)}
            </p>
          ) : null}
          <div className="mt-2 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
            <TextField
              label={_('research.address.street')}
              autoComplete="address-line1"
              hint={core(REPORT_MESSAGES.noUnitNumberHelp)}
              required
              className="sm:col-span-3"
              {...bind('streetAddress')}
            />
            <TextField label={_('research.address.city')} autoComplete="address-level2" required {...bind('city')} />
            <SelectField
              label={_('research.address.state')}
              autoComplete="address-level1"
              placeholder={_('research.address.state.placeholder')}
              options={stateOptions}
              required
              {...bind('state')}
            />
            <TextField
              label={_('research.address.zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              required
              {...bind('zipCode')}
            />
          </div>
        </fieldset>
      ) : (
        <AddressCombobox
          control={form.control}
          error={errors.streetAddress?.message}
          onType={(text) => updateDraft((draft) => typeAddressText(draft, text))}
          onChoose={choose}
        />
      )}
      <div className="mt-2">
        <button type="button" onClick={switchMode} className={linkButtonClass}>
          {manual ? _('research.address.searchInstead') : _('research.address.enterManually')}
        </button>
      </div>
    </div>
  );
}
