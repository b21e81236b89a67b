import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build*/', 'data/', 'node_modules/', '.react-router/', 'test-results*/', 'playwright-report/', 'tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` keeps a bare `import 'm'` in the bundle, and with it
      // all of m (the taxonomy rode into the home page that way): write `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The layers rule (docs/ARCHITECTURE.md): the domain knows nothing of HTTP, React or the CLI.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/**', '**/web/**', '**/cli/**', 'fastify', '@fastify/*', 'react', 'react-dom', 'react-router'], message: 'The domain must not depend on HTTP, React or the CLI.' },
          ],
        },
      ],
    },
  },
  {
    // The catalogues and the translator: data and pure functions that every layer reads
    // (pages, mails, the API's error messages), so they import no layer.
    files: ['src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/domain/**', '**/db/**', '**/http/**', '**/web/**', '**/cli/**', 'fastify', 'react', 'react-dom', 'react-router'], message: 'The i18n layer imports no other layer.' }] },
      ],
    },
  },
  {
    // The bottom layer: schema, client and migrations know nothing above them. Demo data
    // lives in src/demo, and reference data is loaded by the domain that owns it.
    files: ['src/db/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**', '**/http/**', '**/web/**', '**/cli/**', '**/demo/**', '**/testing/**', 'fastify', '@fastify/*', 'react', 'react-dom', 'react-router'],
              message: 'The database layer must not depend on the domain, HTTP, React, the CLI or demo data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http/**', '**/cli/**', 'fastify'], message: 'Pages reach the server through loaders and the domain, not HTTP internals.' }] },
      ],
    },
  },
);
