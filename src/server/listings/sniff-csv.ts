import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';

// Looks at the start of a file before importing it: stops on binary data with a message instead of importing
// junk, and guesses the delimiter and encoding the user did not give.

const SAMPLE_BYTES = 64 * 1024;
const DELIMITER_CHOICES = [',', ';', '\t', '|'] as const;

export interface CsvSniff {
  /** iconv-lite encoding name. */
  encoding: string;
  encodingGuessed: boolean;
  delimiter: string;
  delimiterGuessed: boolean;
  /** The first line as text, for messages. */
  headerLine: string;
}

export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
}

function looksBinary(sample: Buffer): boolean {
  if (sample.includes(0)) return true;
  let control = 0;
  for (const byte of sample) if (byte < 9 || (byte > 13 && byte < 32)) control++;
  return control > sample.length * 0.01;
}

function isUtf8(sample: Buffer): boolean {
  // The sample may end inside a multi-byte character: drop up to 3 trailing bytes of an unfinished sequence.
  let end = sample.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = sample[end - back] as number;
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/**
 * True when the whole file is valid UTF-8. The first non-ASCII character of a Windows-1252 export may sit
 * anywhere (the dev listings have their first one past 100 kB), so a sample is not enough; the read costs a
 * fraction of the import itself.
 */
async function isUtf8File(file: string, sample: Buffer): Promise<boolean> {
  if (!isUtf8(sample)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Counts each delimiter outside double quotes in the header line; the most frequent wins. */
function guessDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(DELIMITER_CHOICES.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [d, n] of counts) {
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

export async function sniffCsv(file: string, given: { encoding?: string; delimiter?: string }): Promise<CsvSniff> {
  const handle = await open(file, 'r');
  let sample: Buffer;
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    sample = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (sample.length === 0) {
    throw new ImportFormatError(`${file} is empty: expected a CSV file with a header row and one listing per line.`);
  }
  const utf16 =
    sample[0] === 0xff && sample[1] === 0xfe
      ? 'utf-16le'
      : sample[0] === 0xfe && sample[1] === 0xff
        ? 'utf-16be'
        : null;
  if (!utf16 && looksBinary(sample)) {
    throw new ImportFormatError(
      `${file} is not a text file (it holds binary data such as a spreadsheet or archive): expected a CSV text file ` +
        'with a header row, e.g. exported from a spreadsheet as "CSV".',
    );
  }
  const encoding = given.encoding ?? utf16 ?? ((await isUtf8File(file, sample)) ? 'utf-8' : 'windows-1252');
  if (!iconv.encodingExists(encoding)) {
    throw new ImportFormatError(
      `Unknown encoding "${encoding}": expected one such as utf-8, cp1252, latin1 or utf-16le.`,
    );
  }
  const text = iconv.decode(sample, encoding);
  const headerLine = (text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').slice(0, 2000);
  return {
    encoding,
    encodingGuessed: given.encoding === undefined,
    delimiter: given.delimiter ?? guessDelimiter(headerLine),
    delimiterGuessed: given.delimiter === undefined,
    headerLine,
  };
}
