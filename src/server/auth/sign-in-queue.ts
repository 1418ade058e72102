import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database } from '../db/client';
import { AppError } from '../errors';

/** At least this long between two password checks for one email under attack (decision 072's one a second). */
export const SIGN_IN_SPACING_MS = 1_000;
/** Attempts that may wait for one email on one server process; past this, 429 with Retry-After (decision 080). */
export const SIGN_IN_QUEUE_MAX = 10;

export const SIGN_IN_QUEUE_FULL_MESSAGE = 'Too many attempts. Please wait a few seconds and try again.';

/** Called once the attempt has its answer: the next one in line may then be taken (after the spacing). */
export type ReleaseTurn = () => void;

interface Waiter {
  queuedAt: number;
  resolve: (release: ReleaseTurn) => void;
  reject: (error: unknown) => void;
}

interface Line {
  /** Attempts from addresses that have not failed for this email (the owner elsewhere): the newest is taken first. */
  fresh: Waiter[];
  /** Attempts from addresses that have failed for it: taken in the order they came, after every fresh one. */
  known: Waiter[];
  /** An attempt has been taken and not yet answered, or its turn is being claimed. */
  busy: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A queue per email for the password checks of an email under attack (decision 080): attempts are taken one at a
 * time, in the order they came, each at least SIGN_IN_SPACING_MS after the one before it. Waiting costs a timer
 * only: no database connection and no CPU is held. The spacing holds across processes and instances: each turn is
 * claimed in the database (a row of rate_limits keyed `sign-in:turn:<email>` whose time is the last turn's), so two
 * workers never check one email's passwords less than a second apart; the order is kept within each process. Past
 * SIGN_IN_QUEUE_MAX waiting the attempt is refused at once (429, Retry-After), before any password is hashed.
 */
export class SignInQueue {
  private readonly lines = new Map<string, Line>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly options: { spacingMs: number; max: number } = {
      spacingMs: SIGN_IN_SPACING_MS,
      max: SIGN_IN_QUEUE_MAX,
    },
  ) {}

  /**
   * Resolves when it is this attempt's turn, with the function to call once it is answered. `fresh`: the attempt comes
   * from an address that has not failed for this email. Throws 429 when its lane is full; a full fresh lane refuses
   * its oldest attempt instead of the new one, so the owner arriving from elsewhere is next in line.
   */
  turn(email: string, options: { fresh: boolean }): Promise<ReleaseTurn> {
    const key = email.toLowerCase();
    let line = this.lines.get(key);
    if (!line) {
      line = { fresh: [], known: [], busy: false, timer: undefined };
      this.lines.set(key, line);
    }
    const lane = options.fresh ? line.fresh : line.known;
    const full = () =>
      new AppError('RATE_LIMITED', SIGN_IN_QUEUE_FULL_MESSAGE, {
        retryAfterSeconds: Math.ceil(((line.fresh.length + line.known.length + 1) * this.options.spacingMs) / 1000),
      });
    if (lane.length >= this.options.max) {
      if (!options.fresh) throw full();
      lane.shift()!.reject(full());
    }
    const taken = new Promise<ReleaseTurn>((resolve, reject) => lane.push({ queuedAt: Date.now(), resolve, reject }));
    this.pump(key, line);
    return taken;
  }

  private pump(key: string, line: Line): void {
    if (line.busy || line.timer || line.fresh.length + line.known.length === 0) return;
    line.busy = true;
    this.claim(key).then(
      ({ takenAt, waitMs }) => {
        if (takenAt === null) {
          // Another process (or an earlier turn here) took one less than the spacing ago: wait for the rest of it.
          line.busy = false;
          line.timer = setTimeout(() => {
            line.timer = undefined;
            this.pump(key, line);
          }, waitMs);
          return;
        }
        const fresh = line.fresh.length > 0;
        const waiter = (fresh ? line.fresh.pop() : line.known.shift())!;
        // The decision times, for the order and the spacing (the tests read them; no email is logged).
        this.logger.info(
          {
            lane: fresh ? 'fresh' : 'known',
            queuedAt: waiter.queuedAt,
            takenAt,
            waitedMs: takenAt - waiter.queuedAt,
            stillWaiting: line.fresh.length + line.known.length,
          },
          'sign-in attempt taken',
        );
        let released = false;
        waiter.resolve(() => {
          if (released) return;
          released = true;
          line.busy = false;
          this.next(key, line);
        });
      },
      (error: unknown) => {
        // The database is away: this attempt fails as any sign-in would; the next one tries again.
        line.busy = false;
        (line.fresh.pop() ?? line.known.shift())?.reject(error);
        this.next(key, line);
      },
    );
  }

  private next(key: string, line: Line): void {
    if (line.fresh.length + line.known.length === 0 && !line.timer && !line.busy) this.lines.delete(key);
    else this.pump(key, line);
  }

  /** Takes the email's turn in the database if the last one is at least the spacing ago; else how long to wait. */
  private async claim(key: string): Promise<{ takenAt: number | null; waitMs: number }> {
    const rowKey = `sign-in:turn:${key}`;
    const seconds = this.options.spacingMs / 1000;
    const [row] = await queryRows<{ taken_at: Date | string | null; wait_ms: number | string | null }>(
      this.db,
      sql`with claimed as (
            insert into rate_limits (key, count, window_started_at) values (${rowKey}, 1, now())
            on conflict (key) do update set count = rate_limits.count + 1, window_started_at = now()
              where rate_limits.window_started_at <= now() - make_interval(secs => ${seconds})
            returning window_started_at
          )
          select (select window_started_at from claimed) as taken_at,
                 (select extract(epoch from (window_started_at + make_interval(secs => ${seconds}) - now())) * 1000
                    from rate_limits where key = ${rowKey}) as wait_ms`,
    );
    if (row?.taken_at) return { takenAt: new Date(row.taken_at).getTime(), waitMs: 0 };
    return { takenAt: null, waitMs: Math.max(1, Math.ceil(Number(row?.wait_ms ?? this.options.spacingMs)) + 1) };
  }
}
