import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';

const target = process.argv[2] ?? '/';
const server = await startProductionServer(mkdtempSync(path.join(tmpdir(), 'rv-prof-')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (let round = 0; round < 2; round++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __lt: unknown[] }).__lt = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { __lt: unknown[] }).__lt.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), attr: JSON.stringify((e as PerformanceEntry & { attribution?: unknown }).attribution) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.url + target);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30000 });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const lt = await page.evaluate(() => (window as unknown as { __lt: unknown[] }).__lt);
    if (round === 0) continue;
    console.log('FCP', fcp, 'long tasks', JSON.stringify(lt));
    const self = new Map<string, number>();
    const byUrl = new Map<string, number>();
    const dt = profile.timeDeltas ?? [];
    const idToNode = new Map(profile.nodes.map((n) => [n.id, n]));
    (profile.samples ?? []).forEach((id, i) => {
      const n = idToNode.get(id)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
      byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log('by url', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n'));
    const parentOf = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    const stacks = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const n = idToNode.get(id)!;
      if (!['appendChild', '(program)'].includes(n.callFrame.functionName) && !n.callFrame.url.includes('format-')) return;
      const chain: string[] = [];
      let cur: number | undefined = id;
      while (cur !== undefined && chain.length < 8) {
        const m = idToNode.get(cur)!;
        chain.push(`${m.callFrame.functionName || '(anon)'}@${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}`);
        cur = parentOf.get(cur);
      }
      const key = chain.join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log('stacks', [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0)} ${k}`).join('\n'));
    console.log('top self', [...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('\n'));
    await context.close();
  }
} finally {
  await browser.close();
  await stopProductionServer(server.child);
}
