// The catalogue check (docs/i18n.md, decision 073): every web catalogue in both languages with the same ids, the
// same placeholders and tags, messages that compile, and ids the code uses that exist (and none unused). `npm run lint`
// runs it; a problem prints and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, DEFAULT_LANGUAGE } from '#core/i18n/languages';

type Catalogue = Record<string, string>;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

function readCatalogue(file: string): Catalogue {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} is not an object of messages`);
  for (const [id, message] of Object.entries(parsed))
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
  return parsed as Catalogue;
}

/** The ICU arguments of a compiled message, in its select and plural branches too (their words are not arguments). */
function argumentNames(compiled: unknown): string[] {
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((token: unknown) => {
    if (!Array.isArray(token) || typeof token[0] !== 'string') return [];
    const branches = token[2] && typeof token[2] === 'object' ? Object.values(token[2] as object) : [];
    return [token[0], ...branches.flatMap(argumentNames)];
  });
}

/** What a message needs filled in: its {placeholders} (ICU arguments) and its <0> tags, sorted. */
function slots(message: string): string {
  let names: string[];
  try {
    names = argumentNames(compileMessageOrThrow(message));
  } catch {
    names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '');
  }
  const tags = [...message.matchAll(/<(\d+)\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort().join(' ');
}

/** The problems of the catalogues under `webRoot` (src/web): none when all is well. */
export function catalogueProblems(webRoot: string): string[] {
  const problems: string[] = [];
  const areas = new Map<string, Catalogue>();
  for (const english of filesUnder(webRoot, (f) =>
    f.endsWith(`${path.sep}messages${path.sep}${DEFAULT_LANGUAGE}.json`),
  )) {
    const dir = path.dirname(english);
    const area = path.basename(path.dirname(dir));
    const rel = path.relative(webRoot, dir);
    const source = readCatalogue(english);
    areas.set(area, source);
    for (const language of LANGUAGES) {
      const file = path.join(dir, `${language}.json`);
      if (!existsSync(file)) {
        problems.push(`${rel}/${language}.json is missing`);
        continue;
      }
      const catalogue = language === DEFAULT_LANGUAGE ? source : readCatalogue(file);
      for (const id of Object.keys(source))
        if (!(id in catalogue)) problems.push(`${rel}/${language}.json has no "${id}"`);
      for (const [id, message] of Object.entries(catalogue)) {
        if (!(id in source)) problems.push(`${rel}/${language}.json has "${id}", which ${DEFAULT_LANGUAGE}.json lacks`);
        else if (slots(message) !== slots(source[id] ?? ''))
          problems.push(`${rel}/${language}.json "${id}" fills {${slots(message)}}, not {${slots(source[id] ?? '')}}`);
        if (!id.startsWith(`${area}.`)) problems.push(`${rel}/${language}.json "${id}" must start with "${area}."`);
        if (message.trim() === '') problems.push(`${rel}/${language}.json "${id}" is empty`);
        try {
          compileMessageOrThrow(message);
        } catch (error) {
          problems.push(`${rel}/${language}.json "${id}" does not compile: ${(error as Error).message}`);
        }
      }
    }
  }
  // The ids the code names: whole string literals starting with an area's name (ids are never built from pieces).
  const used = new Set<string>();
  const idPattern = new RegExp(`['"\`]((?:${[...areas.keys()].join('|') || '_'})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const sources = filesUnder(webRoot, (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
  for (const file of sources)
    for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) {
      const id = match[1] ?? '';
      used.add(id);
      const area = id.split('.')[0] ?? '';
      if (!(id in (areas.get(area) ?? {})))
        problems.push(`${path.relative(webRoot, file)} uses "${id}", which no ${DEFAULT_LANGUAGE}.json has`);
    }
  for (const [area, catalogue] of areas)
    for (const id of Object.keys(catalogue))
      if (!used.has(id)) problems.push(`"${id}" (${area}) is used nowhere in the code`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/web');
  const problems = catalogueProblems(webRoot);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} catalogue problem(s): see docs/i18n.md`);
    process.exit(1);
  }
}
