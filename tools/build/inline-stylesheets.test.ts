import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'rv-inline-css-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets/index-Ab12.css'), 'body{margin:0}\n');
  writeFileSync(path.join(outDir, 'assets/bad-Cd34.css'), 'a{content:"</style>"}');
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('inlining the build’s stylesheets into a prerendered page', () => {
  it('puts the stylesheet in a <style> element where its link was, leaving scripts and other links alone', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-X.js"></script><link rel="icon" href="/favicon.svg">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"></head>';
    expect(inlineStylesheets(html, outDir)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-X.js"></script><link rel="icon" href="/favicon.svg">' +
        '<style>body{margin:0}</style></head>',
    );
  });

  it('refuses a stylesheet that would end its own element', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" crossorigin href="/assets/bad-Cd34.css">', outDir)).toThrow(
      /cannot be inlined/,
    );
  });
});
