import { describe, expect, it } from 'vitest';
import type { IslandsChunk } from './islands-build';
import { islandNamesIn, islandsPageScripts, withIslandsScripts } from './page-scripts';

// Decision 085: an islands page lists exactly the scripts it downloads, and loads the islands' entry, not the app's.

const CHUNKS: IslandsChunk[] = [
  { file: 'assets/islands-E.js', modules: ['islands/main.tsx', 'app/header.tsx'], imports: [] },
  { file: 'assets/island-analytics-A.js', modules: ['lib/analytics.ts'], imports: ['assets/islands-E.js'] },
  {
    file: 'assets/island-demo-D.js',
    modules: ['features/landing/demo-score-card.tsx'],
    imports: ['assets/islands-E.js', 'assets/island-bar-B.js'],
  },
  { file: 'assets/island-bar-B.js', modules: ['components/score-bar.tsx'], imports: [] },
  { file: 'assets/island-calc-C.js', modules: ['features/affordability/page.tsx'], imports: [] },
  {
    file: 'assets/island-texts-en-T.js',
    modules: ['app/messages/en.json', 'components/messages/en.json', 'lib/messages/en.json'],
    imports: [],
  },
  { file: 'assets/island-texts-es-S.js', modules: ['app/messages/es.json', 'lib/messages/es.json'], imports: [] },
  { file: 'assets/island-en-L.js', modules: ['features/landing/messages/en.json'], imports: [] },
  { file: 'assets/island-es-L.js', modules: ['features/landing/messages/es.json'], imports: [] },
  { file: 'assets/island-general-G.js', modules: ['../core/translations/es/general.ts'], imports: [] },
  {
    file: 'assets/island-report-R.js',
    modules: ['../core/translations/es/report.ts'],
    imports: [],
  },
];
const ENTRY = ['islands/main.tsx', 'lib/analytics.ts'];
const DEMO = { source: 'features/landing/demo-score-card.tsx', areas: ['features/landing'] };
const parts = { reportAreas: new Set(['features/tenant-rights']) };

describe('the scripts of an islands page', () => {
  it('are the entry first, then its islands with what they import and the catalogues of its language, once each', () => {
    expect(islandsPageScripts(CHUNKS, ENTRY, 'en', [{ areas: [] }, DEMO], ['app', 'lib'], parts)).toEqual([
      '/assets/islands-E.js',
      '/assets/island-analytics-A.js',
      '/assets/island-demo-D.js',
      '/assets/island-bar-B.js',
      '/assets/island-texts-en-T.js',
      '/assets/island-en-L.js',
    ]);
  });

  it('in Spanish, take the Spanish catalogues and the general part of core’s texts, not the report’s', () => {
    const scripts = islandsPageScripts(CHUNKS, ENTRY, 'es', [DEMO], ['app', 'lib'], parts);
    expect(scripts).toContain('/assets/island-texts-es-S.js');
    expect(scripts).toContain('/assets/island-es-L.js');
    expect(scripts).toContain('/assets/island-general-G.js');
    expect(scripts).not.toContain('/assets/island-report-R.js');
    expect(scripts.filter((file) => file.includes('-en-'))).toEqual([]);
  });

  it('refuse an island the build has no chunk for', () => {
    expect(() =>
      islandsPageScripts(CHUNKS, ENTRY, 'en', [{ source: 'features/gone.tsx', areas: [] }], ['app'], parts),
    ).toThrow(/no chunk holding features\/gone\.tsx/);
  });
});

describe('an islands page’s document', () => {
  const html = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">',
    '<meta name="rv-app-start" content="/assets/start-S.js /assets/react-Q.js">',
    '</head><body><div id="root"><div data-island="header" class="contents"></div>',
    '<div data-island="demo-score-card" class="contents"></div><div data-island="header"></div></div></body></html>',
  ].join('\n');

  it('names its islands once each, in the page’s order', () => {
    expect(islandNamesIn(html)).toEqual(['header', 'demo-score-card']);
  });

  it('loads the islands’ entry, names the scripts it fetches after paint, and keeps the app’s entry for the way in', () => {
    const out = withIslandsScripts(
      html,
      ['/assets/islands-E.js', '/assets/island-demo-D.js', '/assets/island-texts-T.js'],
      'rv-app-start',
    );
    expect(out).toContain('<script type="module" crossorigin src="/assets/islands-E.js"></script>');
    expect(out).toContain(
      '<meta name="rv-island-scripts" content="/assets/island-demo-D.js /assets/island-texts-T.js">',
    );
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('src="/assets/index-A.js"');
    expect(out).not.toContain('href="/assets/runtime-R.js"');
    expect(out).toContain(
      '<meta name="rv-app-start" content="/assets/index-A.js /assets/runtime-R.js /assets/start-S.js /assets/react-Q.js">',
    );
  });

  it('refuses a document without the app’s entry', () => {
    expect(() => withIslandsScripts('<html><head></head></html>', ['/a.js'], 'rv-app-start')).toThrow(/app entry/);
  });
});
