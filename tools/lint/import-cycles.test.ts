import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './import-cycles';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project of the given files (path → source) under a fresh folder; its cycles, as paths from the root. */
function cyclesOf(files: Record<string, string>): string[][] {
  root = mkdtempSync(path.join(tmpdir(), 'rv-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return importCycles(importGraph(root, sourceFiles(root))).map((cycle) => cycle.map((f) => path.relative(root, f)));
}

describe('the import-cycle check', () => {
  it('finds a ring through aliases, relative paths, re-exports and type imports', () => {
    const cycles = cyclesOf({
      'src/core/a.ts': "import { b } from './b';\nexport const a = 1;",
      'src/core/b.ts': "export { c } from '#core/rooms/c';",
      'src/core/rooms/c.ts': "import type { A } from '../a';\nexport const c = 2;",
      'src/web/page.tsx': "import { a } from '#core/a';",
    });
    expect(cycles).toEqual([['src/core/a.ts', 'src/core/b.ts', 'src/core/rooms/c.ts']]);
  });

  it('passes a tree, and ignores imports written in comments and packages', () => {
    const cycles = cyclesOf({
      'src/core/a.ts': "// Loaded with import('./b') by the page.\nimport { z } from 'zod';\nexport const a = 1;",
      'src/core/b.ts': "/* import { a } from './a'; */\nimport { a } from './a';\nexport const b = a;",
      'src/web/lazy.tsx': "const page = () => import('#core/b');",
    });
    expect(cycles).toEqual([]);
  });

  it('finds a dynamic import that closes a ring, and a module importing itself', () => {
    expect(
      cyclesOf({
        'src/web/a.tsx': "const b = () => import('./b');",
        'src/web/b.ts': "import { x } from './a';",
        'src/web/self.ts': "export * from './self';",
      }),
    ).toEqual([['src/web/a.tsx', 'src/web/b.ts'], ['src/web/self.ts']]);
  });
});
