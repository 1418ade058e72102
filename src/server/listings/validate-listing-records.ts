import {
  detectColumns,
  LISTING_FIELDS,
  REQUIRED_COLUMNS_TEXT,
  type ListingField,
} from '#core/listings/listing-columns';
import type { RawListing, RejectReason } from '#core/listings/listing-cells';
import { contentSourceId, parseListingRow, type ListingRowContext } from '#core/listings/listing-row';
import { describeDelimiter } from './read-csv-records';
import { SeenIds } from './seen-ids';
import { ImportFormatError } from './sniff-csv';
import type { ListingToStore } from './upsert-listings';

// The validate stage of `npm run listings:import`: the header is matched to the listing fields (or the import stops
// with what to fix), then each record is checked by core/listings/listing-row and given its id; a record either becomes a
// listing or is rejected with one reason.

export type RecordCheck =
  | { readonly ok: true; readonly listing: ListingToStore }
  | { readonly ok: false; readonly reason: RejectReason; readonly detail: string };

export interface HeaderOptions {
  file: string;
  /** `--map column=field` entries. */
  maps?: Readonly<Record<string, string>>;
  delimiter: string;
  /** The delimiter was given (`--delimiter`), not detected. */
  delimiterGiven: boolean;
}

export class ListingValidator {
  /** Which header column each field was read from. */
  readonly columns: Partial<Record<ListingField | 'text', string>> = {};
  private readonly fieldColumns: [string, number][];
  private readonly textColumns: readonly number[];
  private readonly seen = new SeenIds();

  /** Throws an ImportFormatError when the header lacks a required column or a `--map` names none of it. */
  constructor(
    readonly header: readonly string[],
    options: HeaderOptions,
    private readonly context: ListingRowContext,
  ) {
    const mapping = detectColumns(header, options.maps);
    if (mapping.badMaps.length > 0) {
      throw new ImportFormatError(
        `--map ${mapping.badMaps.join(', ')}: each must name a column of the header (${header.join(', ')}) and one of ` +
          `the fields ${[...LISTING_FIELDS, 'text', 'ignore'].join(', ')}.`,
      );
    }
    if (mapping.missing.length > 0) {
      const delimiter = describeDelimiter(options.delimiter);
      const hint =
        header.length === 1
          ? ` The header has a single column: the file is probably not ${delimiter}-separated` +
            (options.delimiterGiven
              ? '; leave out --delimiter to detect it, or pass the right one.'
              : '; pass --delimiter.')
          : ' Name the columns with --map column=field when they are called something else.';
      throw new ImportFormatError(
        `${options.file}: missing required columns: ${mapping.missing.join('; ')}. Expected a header row with ` +
          `${REQUIRED_COLUMNS_TEXT}. Found ${header.length} column(s) separated by ${delimiter}: ` +
          `${header.slice(0, 30).join(', ').slice(0, 500)}.${hint}`,
      );
    }
    for (const [field, index] of Object.entries(mapping.fields)) this.columns[field as ListingField] = header[index];
    if (mapping.text.length > 0) this.columns.text = mapping.text.map((i) => header[i]).join(', ');
    this.fieldColumns = Object.entries(mapping.fields);
    this.textColumns = mapping.text;
  }

  /** One data record: a listing to store, or the reason it is rejected (a repeated id keeps the first). */
  check(cells: readonly string[]): RecordCheck {
    const { header } = this;
    if (cells.length < header.length || cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      return {
        ok: false,
        reason: 'wrong_column_count',
        detail: `${cells.length} fields where the header has ${header.length}`,
      };
    }
    const raw: Record<string, string | string[] | undefined> = {};
    for (const [field, index] of this.fieldColumns) raw[field] = cells[index];
    if (this.textColumns.length > 0) raw.text = this.textColumns.map((i) => cells[i] ?? '');
    const result = parseListingRow(raw as RawListing, this.context);
    if (!result.ok) return result;
    const sourceId = result.row.sourceId ?? contentSourceId(result.row);
    if (!this.seen.add(sourceId)) {
      return {
        ok: false,
        reason: 'duplicate_id',
        detail: `id "${sourceId}" appeared earlier in the file (the first one is kept)`,
      };
    }
    return { ok: true, listing: { ...result.row, sourceId } };
  }
}
