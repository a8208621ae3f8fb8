import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', '.tmp', 'locales/i18n-*.ts', 'locales/i18n-*.tsx', 'locales/formatters.ts'] },
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
          patterns: ['../server/*', '../../server/*', '../../../server/*'],
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
);
