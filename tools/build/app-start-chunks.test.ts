import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appStartChunks } from './app-start-chunks';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with this Vite manifest. */
function buildWith(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-start-chunks-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('the app’s start chunks a prerendered page names', () => {
  it('lists every chunk the entry loads dynamically with what those import, once each, less the entry’s own imports and stylesheets', () => {
    const dir = buildWith({
      'index.html': {
        file: 'assets/index-A.js',
        isEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['../../node_modules/zod/index.js', 'start-app.tsx'],
      },
      '_runtime.js': { file: 'assets/runtime-R.js' },
      '../../node_modules/zod/index.js': { file: 'assets/zod-Z.js', imports: ['_zod-core.js'] },
      '_zod-core.js': { file: 'assets/zod-core-C.js' },
      'start-app.tsx': {
        file: 'assets/start-app-S.js',
        imports: ['_runtime.js', '_zod-core.js', '_react.js', '_styles.css'],
      },
      '_react.js': { file: 'assets/react-Q.js' },
      '_styles.css': { file: 'assets/styles-X.css' },
      'features/landing/landing-page.tsx': { file: 'assets/landing-L.js', isDynamicEntry: true },
    });
    expect(appStartChunks(dir)).toEqual([
      '/assets/zod-Z.js',
      '/assets/zod-core-C.js',
      '/assets/start-app-S.js',
      '/assets/react-Q.js',
    ]);
  });

  it('refuses a build whose entry does not load the app', () => {
    const dir = buildWith({ 'index.html': { file: 'assets/index-A.js', isEntry: true, dynamicImports: [] } });
    expect(() => appStartChunks(dir)).toThrow('The entry does not load the app (start-app.tsx)');
  });

  it('lists a server-rendered page’s own scripts after the app’s start, less the entry and what came with it', () => {
    const dir = buildWith({
      'index.html': {
        file: 'assets/index-A.js',
        isEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['start-app.tsx'],
      },
      '_runtime.js': { file: 'assets/runtime-R.js' },
      'start-app.tsx': { file: 'assets/start-app-S.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-Q.js' },
    });
    const reportPage = [
      '/assets/index-A.js',
      '/assets/runtime-R.js',
      '/assets/start-app-S.js',
      '/assets/report-page-P.js',
      '/assets/reports-es-T.js',
    ];
    expect(appStartChunks(dir, reportPage)).toEqual([
      '/assets/start-app-S.js',
      '/assets/react-Q.js',
      '/assets/report-page-P.js',
      '/assets/reports-es-T.js',
    ]);
  });
});
