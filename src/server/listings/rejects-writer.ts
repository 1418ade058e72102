import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RejectReason } from '#core/listings/listing-cells';

// The rejects file: every rejected row as it was read, with its line number and the reason, in UTF-8 and with the
// input's delimiter, so it opens beside the input and the fixed rows can be imported again.

function quote(field: string, delimiter: string): string {
  return field.includes(delimiter) || /["\r\n]/.test(field) || field !== field.trim()
    ? `"${field.replace(/"/g, '""')}"`
    : field;
}

export class RejectsWriter {
  private readonly stream: WriteStream;
  private failure: Error | null = null;

  constructor(
    readonly path: string,
    private readonly delimiter: string,
  ) {
    this.stream = createWriteStream(path, { encoding: 'utf8' });
    this.stream.on('error', (error) => {
      this.failure = error;
    });
  }

  /** Resolves once the file is open, or rejects when it cannot be created (read-only folder). */
  async ready(): Promise<void> {
    await Promise.race([
      once(this.stream, 'open'),
      once(this.stream, 'error').then(([e]) => Promise.reject(e as Error)),
    ]);
  }

  async writeRow(fields: readonly string[]): Promise<void> {
    if (this.failure) throw this.failure;
    const line = `${fields.map((f) => quote(f, this.delimiter)).join(this.delimiter)}\r\n`;
    if (!this.stream.write(line)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await once(this.stream, 'finish');
  }
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

/** An import's rejected rows: counted by reason, and written to a rejects file opened at the first one. */
export class ImportRejects {
  count = 0;
  readonly byReason: Partial<Record<RejectReason, number>> = {};
  private writer: RejectsWriter | null = null;

  /** `wanted`: the --rejects path; default `<file>.rejects.csv`. */
  constructor(
    private readonly wanted: string | undefined,
    private readonly file: string,
    private readonly delimiter: string,
  ) {}

  /** The rejects file, or null while no row was rejected. */
  get path(): string | null {
    return this.writer?.path ?? null;
  }

  async add(
    line: number,
    reason: RejectReason,
    detail: string,
    cells: readonly string[],
    header: readonly string[],
  ): Promise<void> {
    this.count++;
    this.byReason[reason] = (this.byReason[reason] ?? 0) + 1;
    if (this.writer === null) {
      this.writer = await openRejects(this.wanted, this.file, this.delimiter);
      await this.writer.writeRow(['line', 'reject_reason', 'reject_detail', ...header]);
    }
    await this.writer.writeRow([String(line), reason, detail, ...cells]);
  }

  async close(): Promise<void> {
    await this.writer?.close();
  }
}
