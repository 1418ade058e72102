import type { Logger } from 'pino';

/**
 * Runs `work` once at start and then every `intervalMs` after the previous run ended (never two at once), logging a
 * failure instead of letting it stop the schedule. `stop()` cancels the next run and waits for the one in progress.
 * The retention job and the report sweeper are both one of these.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
  ) {}

  /** False once stop() was called: long work checks it between batches. */
  get active(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.stopped) return;
    this.running = this.work()
      .catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        this.timer = setTimeout(() => this.tick(), this.intervalMs);
        this.timer.unref();
      });
  }
}
