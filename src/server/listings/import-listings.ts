import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { REQUIRED_COLUMNS_TEXT, type ListingField } from '#core/listings/listing-columns';
import type { RejectReason } from '#core/listings/listing-cells';
import type { Database } from '../db/client';
import { stateBox, zipPlace as lookupZip } from '../providers/geocoder/zip-database';
import { readCsvRecords } from './read-csv-records';
import { ImportRejects } from './rejects-writer';
import { ImportFormatError, sniffCsv } from './sniff-csv';
import { ListingValidator } from './validate-listing-records';
import { vacuumListings } from './vacuum-listings';
import { ListingBatchWriter } from './write-listing-batches';

// `npm run listings:import`: streams a CSV file of any size into the listings table, in three stages — read
// (read-csv-records.ts: chunks, decoding, CSV records), validate (validate-listing-records.ts: the header, then each
// record checked and given its id) and write (write-listing-batches.ts: upserts in batches, at most a few in flight).
// Memory stays bounded: reading pauses while a batch is written, so a slow database slows the read.

export interface ImportOptions {
  file: string;
  /** The `source` of every row (with the row's id, the upsert key); default the file name without extension. */
  source?: string;
  /** `--map column=field` entries. */
  maps?: Readonly<Record<string, string>>;
  delimiter?: string;
  encoding?: string;
  /** Check and count only: nothing is written to the database (the rejects file is still written). */
  dryRun?: boolean;
  /** Required unless dryRun. */
  db?: Database;
  batchSize?: number;
  /** Where rejected rows go; default `<file>.rejects.csv`. */
  rejectsFile?: string;
  now?: Date;
  onProgress?: (progress: ImportProgress) => void;
}

interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  rowsRead: number;
}

export interface ImportSummary {
  file: string;
  source: string;
  dryRun: boolean;
  encoding: string;
  delimiter: string;
  /** Which header column each field was read from. */
  columns: Partial<Record<ListingField | 'text', string>>;
  read: number;
  /** New rows (in a dry run: rows that passed the checks). */
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejectedByReason: Partial<Record<RejectReason, number>>;
  /** Accepted rows whose coordinates came from their ZIP code. */
  locatedFromZip: number;
  /** Null when no row was rejected (no file is left behind then). */
  rejectsFile: string | null;
  durationMs: number;
  rowsPerSecond: number;
}

export { ImportFormatError };

const DEFAULT_BATCH_SIZE = 2000;

export async function importListings(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const { file } = options;
  const dryRun = options.dryRun ?? false;
  const db = options.db ?? null;
  if (!dryRun && !db) throw new Error('importListings needs a database unless dryRun is set');
  const source = options.source ?? path.basename(file).replace(/\.[^.]*$/, '');
  const context = { lookupZip, stateBox, now: options.now ?? new Date() };

  const totalBytes = (await stat(file)).size;
  const sniff = await sniffCsv(file, { encoding: options.encoding, delimiter: options.delimiter });
  const reader = readCsvRecords(file, sniff);
  const writer = new ListingBatchWriter(dryRun ? null : db, source, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const rejects = new ImportRejects(options.rejectsFile, file, sniff.delimiter);
  let validator: ListingValidator | null = null;
  let read = 0;
  let locatedFromZip = 0;
  const progress = () => options.onProgress?.({ bytesRead: reader.bytesRead(), totalBytes, rowsRead: read });

  try {
    for await (const { line, cells } of reader.records) {
      if (validator === null) {
        const header = {
          file,
          maps: options.maps,
          delimiter: sniff.delimiter,
          delimiterGiven: Boolean(options.delimiter),
        };
        validator = new ListingValidator(cells, header, context);
        continue;
      }
      read++;
      const checked = validator.check(cells);
      if (!checked.ok) {
        await rejects.add(line, checked.reason, checked.detail, cells, validator.header);
        continue;
      }
      if (checked.listing.located === 'zip') locatedFromZip++;
      if (await writer.add(checked.listing)) progress();
    }
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await rejects.close().catch(() => {});
  }

  if (validator === null) {
    throw new ImportFormatError(`${file} has no rows: expected a header row with ${REQUIRED_COLUMNS_TEXT}.`);
  }
  if (db && !dryRun && writer.imported + writer.updated > 0) await vacuumListings(db);
  if (rejects.path === null && options.rejectsFile === undefined) {
    // A rejects file left by an earlier import of this file would describe rows that are now fine.
    await unlink(`${file}.rejects.csv`).catch(() => {});
  }
  progress();
  const durationMs = Math.round(performance.now() - started);
  return {
    file,
    source,
    dryRun,
    encoding: sniff.encoding,
    delimiter: sniff.delimiter,
    columns: validator.columns,
    read,
    imported: writer.imported,
    updated: writer.updated,
    unchanged: writer.unchanged,
    rejected: rejects.count,
    rejectedByReason: rejects.byReason,
    locatedFromZip,
    rejectsFile: rejects.path,
    durationMs,
    rowsPerSecond: Math.round(read / Math.max(0.001, durationMs / 1000)),
  };
}
