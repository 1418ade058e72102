import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineCriticalStylesheet } from './critical-stylesheet';

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'rv-critical-css-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(
    path.join(outDir, 'assets/index-Ab12.css'),
    '.used{color:red}.unused{color:blue}@media (min-width:40rem){.used{color:green}.unused{margin:0}}' +
      '.used:hover{color:navy}\n',
  );
  writeFileSync(path.join(outDir, 'assets/bad-Cd34.css'), '.used::after{content:"</style>"}');
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const page = (css: string) =>
  '<html><head><script type="module" crossorigin src="/assets/index-X.js"></script>' +
  `<link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/${css}"></head>` +
  '<body><div id="root"><p class="used">Hi</p></div></body></html>';

describe('the critical stylesheet of a prerendered page', () => {
  it('inlines the rules the page uses (with their media queries and states) and none it does not', async () => {
    const html = await inlineCriticalStylesheet(page('index-Ab12.css'), outDir);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.used{color:red}');
    expect(css).toMatch(/@media \(min-width: ?40rem\)\{\.used\{color:green\}\}/);
    expect(css).toContain('.used:hover{color:navy}');
    expect(css).not.toContain('.unused');
  });

  it('keeps the full stylesheet linked for print only, marked for the entry to turn on after the first paint', async () => {
    const html = await inlineCriticalStylesheet(page('index-Ab12.css'), outDir);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-Ab12.css" media="print" data-full-stylesheet>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-X.js"></script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).not.toMatch(/onload=/);
  });

  it('never lets a stylesheet end its own element, and leaves the page’s <html> as it was', async () => {
    const html = await inlineCriticalStylesheet(page('bad-Cd34.css'), outDir);
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toMatch(/^<html><head>/);
  });
});
