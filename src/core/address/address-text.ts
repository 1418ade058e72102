// One-line addresses for maps, geocoding and the AI comparison entries (street, city, state
// and ZIP joined; docs/product.md#comparison-writer). We join as US mail does, "123 Main St,
// Austin, TX 78701", leaving out missing parts.

export interface AddressParts {
  readonly street?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
}

function part(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}

export function joinAddress(address: AddressParts): string {
  const stateZip = [part(address.state), part(address.zip)].filter(Boolean).join(' ');
  return [part(address.street), part(address.city), stateZip].filter(Boolean).join(', ');
}
