import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

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
    await Promise.race([once(this.stream, 'open'), once(this.stream, 'error').then(([e]) => Promise.reject(e as Error))]);
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
