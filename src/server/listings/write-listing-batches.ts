import type { Database } from '../db/client';
import { upsertListings, type ListingToStore } from './upsert-listings';

// The write stage of `npm run listings:import`: checked listings are upserted in batches, with at most
// WRITES_IN_FLIGHT batches being written while the next fills, so memory stays bounded whatever the file's size.

const WRITES_IN_FLIGHT = 3;

export class ListingBatchWriter {
  /** New rows (in a dry run: rows that passed the checks). */
  imported = 0;
  updated = 0;
  unchanged = 0;
  private batch: ListingToStore[] = [];
  // Batches being written: up to WRITES_IN_FLIGHT at once, so PostgreSQL inserts on several connections while
  // the next batch is parsed (PGlite runs them one after another, which costs nothing).
  private readonly inFlight = new Set<Promise<void>>();
  private writeError: unknown = null;

  /** `db` null is a dry run: rows are counted, nothing is written. */
  constructor(
    private readonly db: Database | null,
    private readonly source: string,
    private readonly batchSize: number,
  ) {}

  /** Adds a listing; resolves true when it filled a batch, which then went to be written. */
  async add(listing: ListingToStore): Promise<boolean> {
    this.batch.push(listing);
    if (this.batch.length < this.batchSize) return false;
    await this.flush();
    return true;
  }

  /** Writes what is left and waits for every write; throws the first write's error. */
  async finish(): Promise<void> {
    await this.flush();
    await Promise.all(this.inFlight);
    if (this.writeError) throw this.writeError;
  }

  /** After a failure elsewhere: waits for the writes under way, whatever their outcome. */
  async abandon(): Promise<void> {
    await Promise.allSettled(this.inFlight);
  }

  private async flush(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    if (this.writeError) throw this.writeError;
    if (this.db === null || rows.length === 0) {
      this.imported += rows.length;
      return;
    }
    while (this.inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(this.inFlight);
    if (this.writeError) throw this.writeError;
    const write: Promise<void> = upsertListings(this.db, this.source, rows).then(
      (counts) => {
        this.imported += counts.inserted;
        this.updated += counts.updated;
        this.unchanged += counts.unchanged;
      },
      (error: unknown) => {
        this.writeError ??= error;
      },
    );
    this.inFlight.add(write);
    void write.finally(() => this.inFlight.delete(write));
  }
}
