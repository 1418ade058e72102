// What the benches that drive a browser share (bench/signup-wait.ts, bench/renter-waits.ts): the production server
// on a fresh DATA_DIR as `npm start` runs it (tests/helpers/production-server.ts, TRUST_PROXY=1 so each run can come
// from an address of its own), Debian's Chromium, the 1-minute load average at the start, and everything stopped and
// removed at the end, whatever happens.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';

export type BrowserOnServer = { url: string; browser: Browser; loadAtStart: number };

export async function withBrowserOnServer<Result>(
  name: string,
  run: (setup: BrowserOnServer) => Promise<Result>,
): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rv-bench-${name}-`));
  const server = await startProductionServer(dataDir, { TRUST_PROXY: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    return await run({ url: server.url, browser, loadAtStart: loadavg()[0]! });
  } finally {
    await browser.close();
    await stopProductionServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
