// `npm run lint`'s import-cycle check: modules that import each other, directly or round a ring, load in an order
// that depends on who imported first (a value read before its module ran is undefined), and neither can be
// understood, moved or tested without the other. Type imports count too: a type that two modules pass each other
// belongs in a module of its own. Prints each cycle and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOTS = ['src', 'tests', 'tools', 'bench'];
/** The import aliases as package.json "imports" declares them: `#core/` → `src/core/`, and so on. */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(
    (
      JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
        imports: Record<string, string | string[]>;
      }
    ).imports,
  ).map(([alias, target]) => [
    alias.replace(/\*$/, ''),
    path.dirname((Array.isArray(target) ? target[0]! : target).replace(/^\.\//, '')) + '/',
  ]),
);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

// An import or re-export with a source (`import type` included), and a dynamic import, read with comments removed.
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function sourceFiles(root: string, dirs: readonly string[] = ROOTS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

function resolve(root: string, from: string, spec: string): string | null {
  let base: string | null = null;
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) base = path.join(root, dir, spec.slice(alias.length));
  if (base === null && spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  if (base === null) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS)
    if (existsSync(base.replace(/\.js$/, '') + extension)) return base.replace(/\.js$/, '') + extension;
  return null;
}

/** The source without its block comments and whole-line comments (where an example import may be written). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Each file's imports within the project. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const targets = new Set<string>();
    for (const pattern of [IMPORT, DYNAMIC]) {
      for (const match of text.matchAll(pattern)) {
        const target = resolve(root, file, match[1]!);
        if (target) targets.add(target);
      }
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected groups of more than one module (or a module importing itself): Tarjan's algorithm. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (import.meta.main ?? process.argv[1]?.endsWith('import-cycles.ts')) {
  const root = process.cwd();
  const cycles = importCycles(importGraph(root, sourceFiles(root)));
  for (const cycle of cycles) {
    console.error(
      `Import cycle between ${cycle.length} modules:\n${cycle.map((f) => `  ${path.relative(root, f)}`).join('\n')}`,
    );
  }
  if (cycles.length > 0) {
    console.error(
      `\n${cycles.length} import cycle(s): move what both sides need into a module of its own, or import types only.`,
    );
    process.exit(1);
  }
}
