import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueProblems } from './check-catalogues';

// The catalogue check CI runs (npm run lint, docs/i18n.md): on a small web folder of its own, it must find a missing
// key, a placeholder that differs, an id the code uses that no catalogue has, and one nobody uses; and ESLint's
// literal-string rule must refuse a text written in a component.

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function webFolder(files: Record<string, unknown>): string {
  root = mkdtempSync(path.join(tmpdir(), 'rv-catalogues-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const page = "export const ids = ['demo.title', 'demo.count'];\n";

describe('the catalogue check', () => {
  it('passes catalogues that agree and are used', () => {
    const web = webFolder({
      'features/demo/messages/en.json': {
        'demo.title': 'Hello',
        'demo.count': '{n, plural, one {# home} other {# homes}}',
        // A choice's one-word branches are words, not placeholders: they differ by language.
        'demo.kind': '{kind, select, offered {Offered} other {Asking}} {amount}',
      },
      'features/demo/messages/es.json': {
        'demo.title': 'Hola',
        'demo.count': '{n, plural, one {# vivienda} other {# viviendas}}',
        'demo.kind': '{kind, select, offered {Ofrecida} other {Pedida}} {amount}',
      },
      'features/demo/page.tsx': `${page}export const kind = 'demo.kind';\n`,
    });
    expect(catalogueProblems(web)).toEqual([]);
  });

  it('fails on a key missing in Spanish, a placeholder that differs, and a message that does not compile', () => {
    const web = webFolder({
      'features/demo/messages/en.json': { 'demo.title': 'Hello {name}', 'demo.count': '{n} homes' },
      'features/demo/messages/es.json': { 'demo.title': 'Hola {nombre}', 'demo.extra': '{n, plural, one {' },
      'features/demo/page.tsx': page,
    });
    expect(catalogueProblems(web)).toEqual(
      expect.arrayContaining([
        'features/demo/messages/es.json has no "demo.count"',
        expect.stringContaining('"demo.title" fills {nombre}, not {name}'),
        expect.stringContaining('has "demo.extra", which en.json lacks'),
        expect.stringContaining('"demo.extra" does not compile'),
      ]),
    );
  });

  it('fails on an id the code uses that no catalogue has, and on one nobody uses', () => {
    const web = webFolder({
      'features/demo/messages/en.json': { 'demo.title': 'Hello', 'demo.count': 'Homes', 'demo.unused': 'Unused' },
      'features/demo/messages/es.json': { 'demo.title': 'Hola', 'demo.count': 'Viviendas', 'demo.unused': 'Sin uso' },
      'features/demo/page.tsx': `${page}export const typo = 'demo.titel';\n`,
    });
    expect(catalogueProblems(web)).toEqual([
      'features/demo/page.tsx uses "demo.titel", which no en.json has',
      '"demo.unused" (demo) is used nowhere in the code',
    ]);
  });
});

describe('the literal-string rule', () => {
  it('refuses a user-visible text written in a component, and passes the same text through the catalogue', async () => {
    const eslint = new ESLint();
    const file = path.resolve('src/web/features/landing/zz-literal.tsx');
    const literal = `export function Hello() {\n  return <p>Check a rent now</p>;\n}\n`;
    const [refused] = await eslint.lintText(literal, { filePath: file });
    expect(refused?.messages.map((m) => m.ruleId)).toContain('lingui/no-unlocalized-strings');
    const translated = `import { useLingui } from '@lingui/react';\nexport function Hello() {\n  const { _ } = useLingui();\n  return <p>{_('landing.hero.cta')}</p>;\n}\n`;
    const [passed] = await eslint.lintText(translated, { filePath: file });
    expect(passed?.messages.filter((m) => m.ruleId === 'lingui/no-unlocalized-strings')).toEqual([]);
    // Loading the project's whole ESLint configuration takes a few seconds on a busy machine.
  }, 30_000);
});
