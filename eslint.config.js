import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import { layerBoundaries } from './tools/eslint/layer-boundaries.js';

/** The folders of src/web whose texts live in catalogues (docs/i18n.md); the literal-string rule covers them. */
const TRANSLATED_FOLDERS = ['app', 'components', 'lib', 'features'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.cache/**', 'src/server/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { rentvalue: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'rentvalue/layer-boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web reaches the API only through an operation of the contract (src/core/api) and callApi (decision 071).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through its operation in src/core/api and callApi (src/web/lib/api-client.ts).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through its operation in src/core/api and callApi (src/web/lib/api-client.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#core/api/operation',
              importNames: ['operationPath', 'routingPath'],
              message: 'Call the API through callApi, apiUrl or sendAndForget (src/web/lib/api-client.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/lib/api-client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No user-visible literal in a folder whose texts are in catalogues (docs/i18n.md): JSX text, labels, titles,
  // aria-labels and alt texts go through `_()` or <Trans>. Ids ("area.what") and code-like strings pass.
  {
    files: TRANSLATED_FOLDERS.map((folder) => `src/web/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one word that does not start with a capital: ids, class names, keys, paths, units
            '^(?![A-Z])\\S+$',
            // CONSTANT_LIKE, and strings without a letter
            '^[A-Z0-9_-]+$',
            '^[^A-Za-z]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|Class$|^class', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'type',
            'id',
            'key',
            'href',
            'to',
            'src',
            'srcSet',
            'rel',
            'role',
            'method',
            'name',
            'autoComplete',
            'inputMode',
            'lang',
            'hrefLang',
            'target',
            'd',
            'viewBox',
            'fill',
            'stroke',
            'strokeLinecap',
            'strokeLinejoin',
            'xmlns',
            'encType',
            'accept',
            'pattern',
            'sizes',
            'media',
            'loading',
            'decoding',
          ],
          ignoreFunctions: [
            '_',
            'i18n._',
            'Error',
            'console.*',
            'document.*',
            '*.querySelector*',
            '*.setAttribute',
            '*.getAttribute',
            'new URL',
            'URL',
            'RegExp',
            'matchMedia',
            'window.matchMedia',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.replace',
            '*.split',
            '*.join',
            'fetch',
            'callApi',
          ],
          ignoreMethodsOnTypes: [],
          useTsTypes: false,
        },
      ],
    },
  },
);
