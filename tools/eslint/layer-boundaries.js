// ESLint rule: keeps the layers of ARCHITECTURE.md one-way, in the names of the import aliases (package.json
// "imports": #core/*, #server/*, #web/*; docs/architecture.md).
// - src/core imports nothing outside src/core except the packages in CORE_PACKAGES (pure rules: no I/O); its unit
//   tests may also read test data from tests/fixtures (#fixtures/*).
// - Inside src/core the rooms stand one on another (CORE_ROOMS, from the bottom): a module imports only its own room
//   and the rooms below it, so no two rooms lean on each other. Unit tests may read any room.
// - src/web imports nothing from src/server except types (`import type`).
// - Inside src/web, a feature (features/<name>/) imports only its own folder, components/ and lib/; components/
//   only components/ and lib/; lib/ only lib/. What two features share moves to lib/ (state, queries) or
//   components/ (UI); app/ and the entry files compose the features (docs/architecture.md).
// - Another layer is reached through its alias, never a relative path; a relative import stays in its own layer
//   (src/core, src/server, src/web, src/cli, tests, bench, tools) and climbs at most two folders.
import path from 'node:path';

const CORE_PACKAGES = new Set(['zod']);
// Unit tests sit beside their module; they may use the test runner and generate their cases (fast-check).
const CORE_TEST_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);
const ALIASES = {
  '#core/': 'src/core/',
  '#server/': 'src/server/',
  '#web/': 'src/web/',
  '#fixtures/': 'tests/fixtures/',
};
const FIXTURES = 'tests/fixtures/';
/**
 * The rooms of src/core from the bottom up (docs/architecture.md): the numbers and helpers every rule uses, the texts,
 * the forms' field rules, the languages, the site's routes, then the product's parts in the order they build on each
 * other (with the other languages' tables of their short texts, translations/, under the writers that use them:
 * issue 35, by the ids of the groups that hold their English), and the API contract, which speaks of all of them, on
 * top.
 */
const CORE_ROOMS = [
  'constants',
  'primitives',
  'messages',
  'labels',
  'forms',
  'i18n',
  'site',
  'address',
  'listings',
  'benchmarks',
  'valuation',
  'compare',
  'report',
  'renter-tools',
  'account',
  'translations',
  'writing',
  'api',
];

function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folder a file belongs to for these rules: src/core, src/server, src/web, src/cli, or its top folder. */
function areaOf(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  return parts[0] === 'src' ? `src/${parts[1]}` : parts.length > 1 ? parts[0] : '.';
}

/**
 * The zone of a file inside src/web for the feature rule: `features/<name>`, `components`, `lib`, or null for the
 * places that compose (app/, the entry files, prerender/), which may import any of src/web.
 */
function webZone(file, root) {
  const rel = path.relative(path.join(root, 'src/web'), file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split('/');
  if (top === 'features' && name) return `features/${name}`;
  return top === 'components' || top === 'lib' ? top : null;
}

/** The room of a file inside src/core (a folder, or constants/messages/labels for the files at its top), else null. */
function coreRoom(file, root) {
  const rel = path.relative(path.join(root, 'src/core'), file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  return rel.split('/')[0].replace(/\.tsx?$/, '');
}

/** The zones of src/web a zone may import from (besides itself). */
const WEB_ZONE_IMPORTS = { components: ['lib'], lib: [] };
const FEATURE_IMPORTS = ['components', 'lib'];

/** Where an import points in the project (a path), or null for a package. */
function targetOf(spec, file, root) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) return path.join(root, dir, spec.slice(alias.length));
  if (spec.startsWith('.') || spec.startsWith('/')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the one-way imports between src/core, src/server and src/web, through their aliases.',
    },
    messages: {
      coreOutside: 'src/core must stay pure: it may not import "{{spec}}" (outside src/core).',
      coreRoom:
        'core/{{room}} may not import "{{spec}}" (core/{{target}}): a room of src/core imports only itself and the rooms below it ({{below}}). Move what both need down, or the module up.',
      corePackage: 'src/core must stay pure: package "{{spec}}" is not allowed (allowed: {{allowed}}).',
      webServer: 'src/web may import only types from src/server: use `import type` for "{{spec}}".',
      webZone:
        '{{zone}} may not import "{{spec}}" ({{target}}): a feature imports only its own folder, components/ and lib/; components/ only components/ and lib/; lib/ only lib/. Move what is shared to lib/ or components/, or compose the two features in app/.',
      useAlias:
        'Import "{{spec}}" through its alias ({{alias}}…): relative imports stay inside their own layer and climb at most two folders.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const area = areaOf(file, root);
    if (area === null) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    const allowedPackages = isTest ? CORE_TEST_PACKAGES : CORE_PACKAGES;
    const isFixture = (target) => path.relative(root, target).split(path.sep).join('/').startsWith(FIXTURES);

    function check(node, spec, typeOnly) {
      if (typeof spec !== 'string') return;
      const target = targetOf(spec, file, root);
      const targetArea = target === null ? null : areaOf(target, root);
      if (target !== null && spec.startsWith('.')) {
        const alias = Object.entries(ALIASES).find(([, dir]) => `${targetArea}/` === dir)?.[0];
        if (alias && (targetArea !== area || spec.startsWith('../../../'))) {
          context.report({ node, messageId: 'useAlias', data: { spec, alias } });
        }
      }
      if (area === 'src/core') {
        if (target !== null) {
          if (targetArea !== 'src/core' && !(isTest && isFixture(target)))
            context.report({ node, messageId: 'coreOutside', data: { spec } });
          else if (targetArea === 'src/core' && !isTest) {
            const room = coreRoom(file, root);
            const targetRoom = coreRoom(target, root);
            const at = CORE_ROOMS.indexOf(room);
            if (
              room !== targetRoom &&
              !(at >= 0 && CORE_ROOMS.indexOf(targetRoom) >= 0 && CORE_ROOMS.indexOf(targetRoom) < at)
            )
              context.report({
                node,
                messageId: 'coreRoom',
                data: {
                  room,
                  spec,
                  target: targetRoom,
                  below: CORE_ROOMS.slice(0, Math.max(at, 0)).join(', ') || 'none',
                },
              });
          }
        } else if (!typeOnly && !allowedPackages.has(packageName(spec))) {
          context.report({ node, messageId: 'corePackage', data: { spec, allowed: [...allowedPackages].join(', ') } });
        }
      } else if (area === 'src/web' && !typeOnly && targetArea === 'src/server') {
        context.report({ node, messageId: 'webServer', data: { spec } });
      } else if (area === 'src/web' && targetArea === 'src/web') {
        const zone = webZone(file, root);
        const targetZone =
          webZone(target, root) ?? path.relative(path.join(root, 'src/web'), target).split(path.sep)[0];
        const allowed =
          zone === null ||
          targetZone === zone ||
          (zone.startsWith('features/') ? FEATURE_IMPORTS : WEB_ZONE_IMPORTS[zone]).includes(targetZone);
        if (!allowed) context.report({ node, messageId: 'webZone', data: { zone, spec, target: targetZone } });
      }
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};
