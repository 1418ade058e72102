import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerBoundaries } from './tools/eslint/layer-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**'] },
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
);
