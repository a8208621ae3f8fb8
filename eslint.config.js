import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['dist', 'build', 'storybook-static', 'node_modules', 'data', '.tmp', 'locales/i18n-*.ts', 'locales/i18n-*.tsx', 'locales/formatters.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { performance: 'readonly', fetch: 'readonly' } },
  },
  {
    // Imports flow one way: machines and contracts import neither src nor server.
    files: ['machines/**', 'contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '../src/*', '../server/*', 'react', 'axios', 'kysely'] }],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../server/*', '../../server/*', '../../../server/*'], message: 'The browser never imports the server.' },
            {
              // Screen folders are features: one uses another only through its index.ts (docs/browser.md, "Imports").
              group: ['@/screens/*/*', '!@/screens/shared/*'],
              message: "Import another screen folder through its index (e.g. '@/screens/active'), not its files.",
            },
          ],
          // Every actor carries the inspector's observer (docs/inspector.md): create them through
          // src/inspector/useInspectedActor.ts, the one file allowed these imports.
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useActor', 'createActorContext'],
              message: 'Use useInspectedActorRef, useInspectedActor or createInspectedActorContext from @/inspector/useInspectedActor.',
            },
            {
              name: 'xstate',
              importNames: ['createActor', 'interpret'],
              message: 'Use createInspectedActor from @/inspector/useInspectedActor.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/*', '../src/*', '../../src/*', '../../../src/*'] }] },
  },
  {
    // No import cycles in the browser code (docs/browser.md, "Imports"): type-only ones included,
    // since a cycle is a sign two files share one concern.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule parses the imported files too: with the TypeScript parser, resolved by tsconfig's paths.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
