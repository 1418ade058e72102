import { joinAddress } from '#core/address/address-text';
import { parseBaths, parseBedrooms } from '#core/listings/listing-text';
import type { ReportForm } from '#core/report/report-form';
import type { RentDataSubject } from '../providers/rent-data/rent-data-port';

/** The street, city, state and zip joined: the map query and the report's address line. */
export function reportAddress(form: Pick<ReportForm, 'streetAddress' | 'city' | 'state' | 'zipCode'>): string {
  return joinAddress({ street: form.streetAddress, city: form.city, state: form.state, zip: form.zipCode });
}

/** The rent-data subject of a form, placed where the geocoder put it. */
export function rentDataSubject(
  form: ReportForm,
  point: { latitude: number; longitude: number } | null,
): RentDataSubject {
  return {
    streetAddress: form.streetAddress,
    city: form.city,
    state: form.state,
    zipCode: form.zipCode,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    bedrooms: parseBedrooms(form.bedrooms) ?? 0,
    baths: parseBaths(form.baths) ?? 1,
    sqft: form.sqFt,
    buildingType: form.buildingType,
  };
}
