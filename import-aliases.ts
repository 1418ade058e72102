import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The import aliases (`#core/*`, `#server/*`, `#web/*`) are package.json "imports": Node, tsx and TypeScript read
// them there. `#web/*` lists two targets (.ts, .tsx), which TypeScript tries in turn but Vite does not; so Vite and
// Vitest get those as aliases to the folder, where they find the file's extension themselves. One list, read here.

const root = path.dirname(fileURLToPath(import.meta.url));
const imports = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports: Record<string, string | string[]> }
).imports;

export const importAliases = Object.entries(imports)
  .filter(([, target]) => Array.isArray(target))
  .map(([name, target]) => ({
    find: new RegExp(`^${name.replace('*', '(.*)')}$`),
    replacement: `${path.join(root, path.dirname((target as string[])[0]!))}/$1`,
  }));
