// `npm run check:critical-css` (after `vite build`): every prerendered page, at a phone's, a tablet's and a laptop's
// width with JavaScript off, drawn once with the CSS inlined in it (tools/build/critical-stylesheet.ts) and once with
// the whole stylesheet in its place. The two full-page screenshots must be the same pixels: a rule the critical
// stylesheet left out shows as a difference (decision 083). Not part of npm test: 100 full-page screenshots are a
// minute of a browser's work; run it when the build's CSS handling or Tailwind changes.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PRERENDERED_PATHS } from '#core/site/prerender';
import { startProductionServer, stopProductionServer } from '../../tests/helpers/production-server';

const WIDTHS = [375, 768, 1280];
const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-critical-css-'));
const server = await startProductionServer(dataDir);
const cssFile = readdirSync('dist/web/assets').find((file) => /^index-[\w-]+\.css$/.test(file));
if (!cssFile) throw new Error('No dist/web/assets/index-*.css: run `vite build` first.');
const fullCss = readFileSync(path.join('dist/web/assets', cssFile), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const differing: string[] = [];
try {
  for (const width of WIDTHS) {
    for (const pathname of PRERENDERED_PATHS) {
      const shots: Buffer[] = [];
      for (const whole of [false, true]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
        const page = await context.newPage();
        const url = `${server.url}${pathname}`;
        if (whole) {
          await page.route(url, async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(/<style>[\s\S]*?<\/style>/, () => `<style>${fullCss}</style>`);
            await route.fulfill({ response, body });
          });
        }
        await page.goto(url);
        shots.push(await page.screenshot({ fullPage: true }));
        await context.close();
      }
      if (!shots[0]!.equals(shots[1]!)) differing.push(`${pathname} at ${width} px`);
    }
  }
} finally {
  await browser.close();
  await stopProductionServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
const checked = PRERENDERED_PATHS.length * WIDTHS.length;
if (differing.length > 0) {
  console.log(
    `The critical CSS misses rules on ${differing.length} of ${checked} pages and widths:\n  ${differing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `critical CSS: ${checked} pages and widths (${PRERENDERED_PATHS.length} pages × ${WIDTHS.join(', ')} px) drawn the same as with the whole stylesheet`,
);
