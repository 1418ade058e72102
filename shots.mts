import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer, stopProductionServer } from './tests/helpers/production-server';
import { payingRenter, reportForm } from './bench/paying-renter';
const server = await startProductionServer(mkdtempSync(path.join(tmpdir(), 'shots-')), { TRUST_PROXY: '1' });
const renter = await payingRenter(server.url, 1);
const second = await fetch(`${server.url}/api/reports`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': renter.ip, cookie: renter.cookie }, body: JSON.stringify(reportForm(7)) });
const id2 = ((await second.json()) as { report: { id: string } }).report.id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const problems: string[] = [];
const pages: [string, string, boolean][] = [
  ['research', '/research', true], ['es-research', '/es/research', true],
  ['report', `/report/${renter.reportId}`, true], ['es-report', `/es/report/${renter.reportId}`, true],
  ['compare', `/compare?ids=${renter.reportId},${id2}`, true], ['home', '/', true], ['es-home', '/es/', true],
  ['signup', '/signup', false], ['es-signup', '/es/signup', false], ['contact', '/contact', false], ['landing', '/', false], ['es-calculator', '/es/affordability-calculator', false],
];
for (const width of [375, 768, 1280]) {
  for (const [name, p, signedIn] of pages) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: signedIn ? { cookie: renter.cookie } : {} });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('ERR_NAME_NOT_RESOLVED')) problems.push(`${name}@${width}: ${m.text().slice(0, 200)}`); });
    page.on('pageerror', (e) => problems.push(`${name}@${width}: ${e.message}`));
    await page.goto(server.url + p);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    for (const button of await page.locator('main details:not([open]) > summary').all()) await button.click().catch(() => {});
    for (let y = 0; y < 12; y++) { await page.mouse.wheel(0, 700); await page.waitForTimeout(150); }
    await page.waitForTimeout(800);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${name}@${width}: overflow ${overflow}`);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}
console.log(JSON.stringify(problems, null, 1));
await browser.close();
await stopProductionServer(server.child);
