import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import { detectColumns, LISTING_FIELDS, REQUIRED_COLUMNS_TEXT, type ListingField } from '#core/listing-columns';
import { contentSourceId, parseListingRow, type RawListing, type RejectReason } from '#core/listing-row';
import type { Database } from '../db/client';
import { RejectsWriter } from './rejects-writer';
import { SeenIds } from './seen-ids';
import { ImportFormatError, sniffCsv } from './sniff-csv';
import { upsertListings, type ListingToStore } from './upsert-listings';
import { vacuumListings } from './vacuum-listings';
import { stateBox, zipPlace as lookupZip } from '../providers/geocoder/zip-database';

// `npm run listings:import`: streams a CSV file of any size into the listings table. Memory stays bounded: the file
// is read in chunks, parsed record by record and written in batches, with at most two batches held at once (one
// being written while the next fills). Reading pauses while a batch is written, so a slow database slows the read
// instead of filling memory.

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

export interface ImportProgress {
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
const WRITES_IN_FLIGHT = 3;

class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

function describeDelimiter(delimiter: string): string {
  return delimiter === '\t' ? 'tab' : `"${delimiter}"`;
}

/** Opens the rejects file next to the input, or in the temp folder when the input's folder is read-only. */
async function openRejects(wanted: string | undefined, file: string, delimiter: string): Promise<RejectsWriter> {
  const first = new RejectsWriter(wanted ?? `${file}.rejects.csv`, delimiter);
  try {
    await first.ready();
    return first;
  } catch (error) {
    if (wanted !== undefined) throw error;
    const fallback = new RejectsWriter(path.join(tmpdir(), `${path.basename(file)}.rejects.csv`), delimiter);
    await fallback.ready();
    return fallback;
  }
}

export async function importListings(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const { file } = options;
  const dryRun = options.dryRun ?? false;
  const db = options.db;
  if (!dryRun && !db) throw new Error('importListings needs a database unless dryRun is set');
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const source = options.source ?? path.basename(file).replace(/\.[^.]*$/, '');
  const now = options.now ?? new Date();
  const context = { lookupZip, stateBox, now };

  const totalBytes = (await stat(file)).size;
  const sniff = await sniffCsv(file, { encoding: options.encoding, delimiter: options.delimiter });

  const counter = new ByteCounter();
  const parser = parse({
    delimiter: sniff.delimiter,
    bom: true,
    relax_column_count: true,
    // Empty lines come through as [''] and are skipped below, so every line is counted for the rejects file
    // (csv-parse's own `info` would do it at a third of the parsing speed).
    skip_empty_lines: false,
    // A bare quote inside an unquoted field ('12" wide') is text, not a broken file.
    relax_quotes: true,
    max_record_size: 1_000_000,
  });
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  const utf8 = /^utf-?8$/i.test(sniff.encoding);
  // pipeline destroys every stage when one fails, so a read or decode error ends the loop below with that error.
  const stages = utf8 ? [input, counter, parser] : [input, counter, iconv.decodeStream(sniff.encoding), parser];
  pipeline(stages, () => {});

  const summary: ImportSummary = {
    file,
    source,
    dryRun,
    encoding: sniff.encoding,
    delimiter: sniff.delimiter,
    columns: {},
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejectedByReason: {},
    locatedFromZip: 0,
    rejectsFile: null,
    durationMs: 0,
    rowsPerSecond: 0,
  };

  let header: string[] | null = null;
  let fieldColumns: [string, number][] = [];
  let textColumns: readonly number[] = [];
  let rejects: RejectsWriter | null = null;
  const seen = new SeenIds();
  let batch: ListingToStore[] = [];
  // Batches being written: up to WRITES_IN_FLIGHT at once, so PostgreSQL inserts on several connections while
  // the next batch is parsed (PGlite runs them one after another, which costs nothing).
  const inFlight = new Set<Promise<void>>();
  let writeError: unknown = null;

  const flush = async (rows: ListingToStore[]) => {
    if (writeError) throw writeError;
    if (dryRun || rows.length === 0 || !db) {
      summary.imported += rows.length;
      return;
    }
    while (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    if (writeError) throw writeError;
    const write: Promise<void> = upsertListings(db, source, rows).then(
      (counts) => {
        summary.imported += counts.inserted;
        summary.updated += counts.updated;
        summary.unchanged += counts.unchanged;
      },
      (error: unknown) => {
        writeError ??= error;
      },
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  };
  const drain = async () => {
    await Promise.all(inFlight);
    if (writeError) throw writeError;
  };

  const rejectRow = async (line: number, reason: RejectReason, detail: string, record: readonly string[]) => {
    summary.rejected++;
    summary.rejectedByReason[reason] = (summary.rejectedByReason[reason] ?? 0) + 1;
    rejects ??= await openRejects(options.rejectsFile, file, sniff.delimiter);
    if (summary.rejected === 1) await rejects.writeRow(['line', 'reject_reason', 'reject_detail', ...(header ?? [])]);
    await rejects.writeRow([String(line), reason, detail, ...record]);
  };

  try {
    let lastLine = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = lastLine + 1;
      lastLine = line;
      for (const cell of record) {
        // A quoted value may hold line breaks: the next record starts that many lines further down.
        for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) lastLine++;
      }
      if (record.length === 1 && record[0]?.trim() === '') continue;
      if (header === null) {
        header = record;
        const mapping = detectColumns(header, options.maps);
        if (mapping.badMaps.length > 0) {
          throw new ImportFormatError(
            `--map ${mapping.badMaps.join(', ')}: each must name a column of the header (${header.join(', ')}) and one of ` +
              `the fields ${[...LISTING_FIELDS, 'text', 'ignore'].join(', ')}.`,
          );
        }
        if (mapping.missing.length > 0) {
          const hint =
            header.length === 1
              ? ` The header has a single column: the file is probably not ${describeDelimiter(sniff.delimiter)}-separated` +
                (options.delimiter ? '; leave out --delimiter to detect it, or pass the right one.' : '; pass --delimiter.')
              : ' Name the columns with --map column=field when they are called something else.';
          throw new ImportFormatError(
            `${file}: missing required columns: ${mapping.missing.join('; ')}. Expected a header row with ` +
              `${REQUIRED_COLUMNS_TEXT}. Found ${header.length} column(s) separated by ${describeDelimiter(sniff.delimiter)}: ` +
              `${header.slice(0, 30).join(', ').slice(0, 500)}.${hint}`,
          );
        }
        for (const [field, index] of Object.entries(mapping.fields)) {
          summary.columns[field as ListingField] = header[index];
        }
        if (mapping.text.length > 0) summary.columns.text = mapping.text.map((i) => header?.[i]).join(', ');
        fieldColumns = Object.entries(mapping.fields);
        textColumns = mapping.text;
        continue;
      }
      summary.read++;

      const extra = record.slice(header.length);
      if (record.length < header.length || extra.some((cell) => cell.trim() !== '')) {
        await rejectRow(line, 'wrong_column_count', `${record.length} fields where the header has ${header.length}`, record);
        continue;
      }
      const raw: Record<string, string | string[] | undefined> = {};
      for (const [field, index] of fieldColumns) raw[field] = record[index];
      if (textColumns.length > 0) raw.text = textColumns.map((i) => record[i] ?? '');
      const result = parseListingRow(raw as RawListing, context);
      if (!result.ok) {
        await rejectRow(line, result.reason, result.detail, record);
        continue;
      }
      const sourceId = result.row.sourceId ?? contentSourceId(result.row);
      if (!seen.add(sourceId)) {
        await rejectRow(line, 'duplicate_id', `id "${sourceId}" appeared earlier in the file (the first one is kept)`, record);
        continue;
      }
      if (result.row.located === 'zip') summary.locatedFromZip++;
      batch.push({ ...result.row, sourceId });
      if (batch.length >= batchSize) {
        await flush(batch);
        batch = [];
        options.onProgress?.({ bytesRead: counter.bytes, totalBytes, rowsRead: summary.read });
      }
    }
    await flush(batch);
    await drain();
  } catch (error) {
    input.destroy();
    await Promise.allSettled(inFlight);
    const csvError = error as CsvError;
    if (typeof csvError.code === 'string' && csvError.code.startsWith('CSV_')) {
      throw new ImportFormatError(
        `${file}: not a well-formed CSV file near line ${(csvError as CsvError & { lines?: number }).lines ?? '?'}: ` +
          `${csvError.message}. Expected ${describeDelimiter(sniff.delimiter)}-separated fields, text with the delimiter ` +
          'or line breaks inside double quotes, and quotes inside quoted text doubled ("").',
      );
    }
    throw error;
  } finally {
    await (rejects as RejectsWriter | null)?.close().catch(() => {});
  }

  if (header === null) {
    throw new ImportFormatError(`${file} has no rows: expected a header row with ${REQUIRED_COLUMNS_TEXT}.`);
  }
  if (db && !dryRun && summary.imported + summary.updated > 0) await vacuumListings(db);
  const finalRejects = rejects as RejectsWriter | null;
  summary.rejectsFile = finalRejects?.path ?? null;
  if (finalRejects === null && options.rejectsFile === undefined) {
    // A rejects file left by an earlier import of this file would describe rows that are now fine.
    await unlink(`${file}.rejects.csv`).catch(() => {});
  }
  options.onProgress?.({ bytesRead: counter.bytes, totalBytes, rowsRead: summary.read });
  summary.durationMs = Math.round(performance.now() - started);
  summary.rowsPerSecond = Math.round(summary.read / Math.max(0.001, summary.durationMs / 1000));
  return summary;
}
