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
  // The layers rule (docs/ARCHITECTURE.md): the domain is plain TypeScript over the database's
  // schema and types. It knows nothing of HTTP, React, the CLI, the job runner or the
  // adapters in src/infrastructure (SMTP, S3 and local files, Redis, the IP database,
  // sharp), reads no environment, and holds no connection of its own.
  ...domainImportRules(),
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'The domain reads no environment: configuration is read once (src/config.ts) and passed in.' },
      ],
    },
  },
  {
    // The adapters behind the domain's interfaces: they may use the domain, never the layers that use them.
    files: ['src/infrastructure/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/http/**',
                '**/web/**',
                '**/cli/**',
                '../../jobs/**',
                '**/mail-in/**',
                'fastify',
                '@fastify/*',
                'react',
                'react-dom',
                'react-router',
              ],
              message: 'Infrastructure implements what the domain asks for; it does not depend on HTTP, React, the CLI or the job runner.',
            },
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
        {
          patterns: [
            {
              group: [
                '**/domain/**',
                '**/db/**',
                '**/http/**',
                '**/web/**',
                '**/cli/**',
                '**/infrastructure/**',
                'fastify',
                'react',
                'react-dom',
                'react-router',
              ],
              message: 'The i18n layer imports no other layer.',
            },
          ],
        },
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
              group: [
                '**/domain/**',
                '**/infrastructure/**',
                '**/http/**',
                '**/web/**',
                '**/cli/**',
                '**/demo/**',
                '**/testing/**',
                'fastify',
                '@fastify/*',
                'react',
                'react-dom',
                'react-router',
              ],
              message: 'The database layer must not depend on the domain, the adapters, HTTP, React, the CLI or demo data.',
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
        {
          patterns: [
            {
              group: ['**/http/**', '**/cli/**', '**/infrastructure/**', 'fastify'],
              message: 'Pages reach the server through loaders and the domain, not HTTP internals or the adapters behind the domain.',
            },
          ],
        },
      ],
    },
  },
);

/**
 * The domain's import rule, one block per folder depth: `../../jobs` is src/jobs from
 * src/domain/<capability>/, but src/domain/jobs from one folder deeper, and import
 * patterns see only the text of an import. Tests may also use the test database and the
 * demo factories, and read fixture files.
 */
function domainImportRules() {
  const layers = {
    group: [
      '**/http/**',
      '**/web/**',
      '**/cli/**',
      '**/infrastructure/**',
      '**/mail-in/**',
      '**/robustness/**',
      '**/app',
      '**/config',
      'fastify',
      '@fastify/*',
      'react',
      'react-dom',
      'react-router',
    ],
    message: 'The domain must not depend on HTTP, React, the CLI, the app or its configuration, or the adapters in src/infrastructure.',
  };
  const adapters = {
    group: [
      'nodemailer',
      '@aws-sdk/*',
      'ioredis',
      'redis',
      'sharp',
      'mmdb-lib',
      'maxmind',
      '@ip-location-db/*',
      'pg-boss',
      'postgres',
      '@electric-sql/*',
    ],
    message: 'Adapters live in src/infrastructure behind an interface the domain names (Mailer, MediaStorage, ImageProcessor, IpLookup, …).',
  };
  const files = {
    group: ['fs', 'fs/*', 'node:fs', 'node:fs/*'],
    message: 'The domain reads and writes no files: storage is an adapter (src/infrastructure).',
  };
  const fixtures = { group: ['**/demo/**', '**/testing/**'], message: 'Demo data and test helpers are for tests, not the domain.' };
  // The database client's types are the domain's; the client itself is built by whoever starts the app.
  const client = { group: ['**/db/client'], allowTypeImports: true, message: 'The domain is handed a database; it imports only its type.' };
  return [1, 2].flatMap((depth) => {
    const jobRunner = {
      group: [`${'../'.repeat(depth + 1)}jobs/**`],
      message: 'The domain names jobs (src/domain/jobs); pg-boss runs them (src/jobs).',
    };
    const dir = `src/domain${'/*'.repeat(depth)}`;
    return [
      {
        files: [`${dir}/*.{ts,tsx}`],
        ignores: [`${dir}/*.test.{ts,tsx}`],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [layers, adapters, files, fixtures, client, jobRunner] }] },
      },
      {
        files: [`${dir}/*.test.{ts,tsx}`],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [layers, adapters, client, jobRunner] }] },
      },
    ];
  });
}
