// Where a page's main-thread time goes on a slow phone: `npm run profile:page -- /path` starts the production server
// (fresh DATA_DIR, the built web app), opens the page in Debian's Chromium at a phone's size with the CPU slowed 4x
// (as Lighthouse's mobile preset assumes), and prints the first paint, the long tasks and a CPU profile summed by
// script and by function. A visitor's view, unless the path has {reportId} in it: then a renter with a pass and one
// report (bench/paying-renter.ts) is signed in and the report's id goes in. The second load is the one measured (the
// first warms caches).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { payingRenter } from '../bench/paying-renter';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';

const asked = process.argv[2] ?? '/';
const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-profile-'));
const server = await startProductionServer(dataDir);
const renter = asked.includes('{reportId}') ? await payingRenter(server.url, 0) : null;
const target = renter ? asked.replaceAll('{reportId}', renter.reportId) : asked;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

type LongTask = { start: number; duration: number };
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));

try {
  for (let round = 1; round <= 2; round += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      ...(renter ? { extraHTTPHeaders: { cookie: renter.cookie } } : {}),
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: LongTask[] = [];
      (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${target}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
    await context.close();
    if (round === 1) continue;

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
      const script = frame.url.split('/').pop() || frame.functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
    byScript.delete('(idle)');
    console.log(
      JSON.stringify(
        {
          page: target,
          cpuSlowdown: 4,
          firstContentfulPaintMs: firstPaint === null ? null : Math.round(firstPaint),
          longTasks,
          longTaskMsOver50: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
          selfTimeByScript: top(byScript, 15),
          selfTimeByFunction: top(byFunction, 25),
        },
        null,
        2,
      ),
    );
  }
} finally {
  await browser.close();
  await stopProductionServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
