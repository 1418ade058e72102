import { REPORT_MESSAGES } from '#core/messages';
import { AppError } from '../errors';

/** Retry-After of a run refused while the instance shuts down: another instance, or this one restarted, takes it. */
export const DRAINING_RETRY_AFTER_SECONDS = 30;

/**
 * The report runs in progress on this instance, so that a shutdown can refuse new ones and wait for these to end
 * (docs/decisions/053-report-sweep-and-drain.md). A run counts from before its credit is taken until it has
 * completed or failed, also when the browser has left a streamed run.
 */
export class ReportRuns {
  private active = 0;
  private isDraining = false;
  private idleWaiters: (() => void)[] = [];

  get draining(): boolean {
    return this.isDraining;
  }

  get inFlight(): number {
    return this.active;
  }

  /**
   * Counts a new run and returns the function that ends it (safe to call more than once). While draining it
   * throws a 503 with Retry-After instead: no credit is taken on an instance that is going away.
   */
  begin(): () => void {
    if (this.isDraining) {
      throw new AppError('SERVICE_UNAVAILABLE', REPORT_MESSAGES.restarting, {
        retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS,
      });
    }
    this.active++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.active--;
      if (this.active === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
    };
  }

  /** Refuses new runs from now on; resolves when the runs in progress have ended. */
  drain(): Promise<void> {
    this.isDraining = true;
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
