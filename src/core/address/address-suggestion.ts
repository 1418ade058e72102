import { isCompleteAddress } from '#core/address/address-parse';
import { joinAddress } from '#core/address/address-text';

export interface AddressFields {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** One suggestion as the research form shows it (the API's AddressSuggestion, core/api/addresses.ts, has this shape). */
export interface AddressSuggestion extends AddressFields {
  label: string;
  /** False: the form switches to manual entry with these fields filled in and asks for the rest. */
  complete: boolean;
}

export function toSuggestion(fields: AddressFields): AddressSuggestion {
  const address = {
    streetAddress: fields.streetAddress.trim().replace(/\s+/g, ' '),
    city: fields.city.trim().replace(/\s+/g, ' '),
    state: fields.state.trim().toUpperCase(),
    zipCode: fields.zipCode.trim().slice(0, 5),
  };
  return {
    label: joinAddress({
      street: address.streetAddress,
      city: address.city,
      state: address.state,
      zip: address.zipCode,
    }),
    ...address,
    complete: isCompleteAddress(address),
  };
}
