import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import type { AddressFields } from '#core/address/address-suggestion';

/** LIKE treats % and _ as wildcards; typed text must match as written. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface Row {
  street_address: string;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

function toFields(row: Row): AddressFields {
  return {
    streetAddress: row.street_address,
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zip_code ?? '',
  };
}

/**
 * Street addresses of imported listings that start with the typed street. A prefix match on lower(address) is
 * what a `lower(address) text_pattern_ops` index serves (docs/decisions/023-address-suggestions.md); narrowed to
 * the ZIP code when one was typed.
 */
export async function findListingAddresses(
  db: Database,
  options: { streetPrefix: string; zipCode: string; limit: number },
): Promise<AddressFields[]> {
  const prefix = `${escapeLike(options.streetPrefix.toLowerCase())}%`;
  const zipFilter = options.zipCode ? sql`and zip = ${options.zipCode}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select distinct address as street_address, city, state, zip as zip_code
        from listings
        where lower(address) like ${prefix} escape '\\' ${zipFilter}
        order by address
        limit ${options.limit}`,
  );
  return rows.map(toFields);
}

/**
 * The signed-in user's own past report addresses containing the typed street anywhere. Only their own: other
 * people's searches are theirs (docs/architecture.md#principles, closed by default). The user's reports are a short list found by the
 * (user_id, created_at) index, so a contains match costs nothing.
 */
export async function findOwnReportAddresses(
  db: Database,
  options: { userId: string; streetText: string; limit: number },
): Promise<AddressFields[]> {
  const pattern = `%${escapeLike(options.streetText.toLowerCase())}%`;
  const rows = await queryRows<Row>(
    db,
    sql`select street_address, city, state, zip_code
        from transactions
        where user_id = ${options.userId} and lower(street_address) like ${pattern} escape '\\'
        group by street_address, city, state, zip_code
        order by max(created_at) desc
        limit ${options.limit}`,
  );
  return rows.map(toFields);
}
