// ESLint rule: keeps the layers of ARCHITECTURE.md one-way.
// - src/core imports nothing outside src/core except the packages in CORE_PACKAGES (pure rules: no I/O).
// - src/web imports nothing from src/server except types (`import type`).
import path from 'node:path';

const CORE_PACKAGES = new Set(['zod']);
// Unit tests sit beside their module; they may use the test runner.
const CORE_TEST_PACKAGES = new Set(['zod', 'vitest']);

function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function layerOf(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src/core/')) return 'core';
  if (rel.startsWith('src/web/')) return 'web';
  if (rel.startsWith('src/server/')) return 'server';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way imports between src/core, src/server and src/web.' },
    messages: {
      coreOutside: 'src/core must stay pure: it may not import "{{spec}}" (outside src/core).',
      corePackage: 'src/core must stay pure: package "{{spec}}" is not allowed (allowed: {{allowed}}).',
      webServer: 'src/web may import only types from src/server: use `import type` for "{{spec}}".',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const layer = layerOf(file, root);
    if (layer !== 'core' && layer !== 'web') return {};
    const allowedPackages = /\.test\.tsx?$/.test(file) ? CORE_TEST_PACKAGES : CORE_PACKAGES;

    function check(node, spec, typeOnly) {
      if (typeof spec !== 'string') return;
      const relative = spec.startsWith('.') || spec.startsWith('/');
      if (layer === 'core') {
        if (relative) {
          const target = path.resolve(path.dirname(file), spec);
          if (layerOf(target, root) !== 'core') context.report({ node, messageId: 'coreOutside', data: { spec } });
        } else if (!typeOnly && !allowedPackages.has(packageName(spec))) {
          context.report({ node, messageId: 'corePackage', data: { spec, allowed: [...allowedPackages].join(', ') } });
        }
        return;
      }
      // web
      if (relative && !typeOnly) {
        const target = path.resolve(path.dirname(file), spec);
        if (layerOf(target, root) === 'server') context.report({ node, messageId: 'webServer', data: { spec } });
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
