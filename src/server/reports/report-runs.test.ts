import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#core/messages';
import { AppError } from '../errors';
import { DRAINING_RETRY_AFTER_SECONDS, ReportRuns } from './report-runs';

describe('ReportRuns', () => {
  it('drains at once when no run is in progress', async () => {
    const runs = new ReportRuns();
    await expect(runs.drain()).resolves.toBeUndefined();
    expect(runs.draining).toBe(true);
  });

  it('refuses new runs while draining with a 503, Retry-After and a plain message', () => {
    const runs = new ReportRuns();
    void runs.drain();
    let refused: unknown;
    try {
      runs.begin();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: REPORT_MESSAGES.restarting,
      details: { retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS },
    });
    expect((refused as AppError).status).toBe(503);
  });

  it('resolves the drain only when the runs in progress have ended, each counted once', async () => {
    const runs = new ReportRuns();
    const endFirst = runs.begin();
    const endSecond = runs.begin();
    let drained = false;
    const draining = runs.drain().then(() => (drained = true));
    endFirst();
    endFirst();
    await Promise.resolve();
    expect(drained).toBe(false);
    expect(runs.inFlight).toBe(1);
    endSecond();
    await draining;
    expect(drained).toBe(true);
    expect(runs.inFlight).toBe(0);
  });
});
