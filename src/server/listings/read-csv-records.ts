import { createReadStream } from 'node:fs';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import { ImportFormatError, type CsvSniff } from './sniff-csv';

// The read stage of `npm run listings:import`: the file streamed in 1 MB chunks, decoded, and parsed record by record.
// Reading pauses while the consumer awaits (a batch being written), so a slow database slows the read instead of
// filling memory.

class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

export function describeDelimiter(delimiter: string): string {
  return delimiter === '\t' ? 'tab' : `"${delimiter}"`;
}

interface CsvRecord {
  /** The line of the file the record starts on (1 is the header's), for the rejects file. */
  line: number;
  cells: string[];
}

export interface CsvRecords {
  /** The records in file order, blank lines left out. A malformed file ends it with an ImportFormatError. */
  records: AsyncIterable<CsvRecord>;
  /** Bytes of the file read so far. */
  bytesRead(): number;
}

function formatError(error: unknown, file: string, delimiter: string): unknown {
  const csvError = error as CsvError & { lines?: number };
  if (typeof csvError.code !== 'string' || !csvError.code.startsWith('CSV_')) return error;
  return new ImportFormatError(
    `${file}: not a well-formed CSV file near line ${csvError.lines ?? '?'}: ${csvError.message}. Expected ` +
      `${describeDelimiter(delimiter)}-separated fields, text with the delimiter or line breaks inside double quotes, ` +
      'and quotes inside quoted text doubled ("").',
  );
}

export function readCsvRecords(file: string, sniff: CsvSniff): CsvRecords {
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
  // pipeline destroys every stage when one fails, so a read or decode error ends the records with that error.
  const stages = utf8 ? [input, counter, parser] : [input, counter, iconv.decodeStream(sniff.encoding), parser];
  pipeline(stages, () => {});

  async function* records(): AsyncGenerator<CsvRecord> {
    let lastLine = 0;
    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        const line = lastLine + 1;
        lastLine = line;
        for (const cell of cells) {
          // A quoted value may hold line breaks: the next record starts that many lines further down.
          for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) lastLine++;
        }
        if (cells.length === 1 && cells[0]?.trim() === '') continue;
        yield { line, cells };
      }
    } catch (error) {
      throw formatError(error, file, sniff.delimiter);
    } finally {
      // The consumer may stop early (a bad header, a failed write): the file is closed either way.
      input.destroy();
    }
  }

  return { records: records(), bytesRead: () => counter.bytes };
}
