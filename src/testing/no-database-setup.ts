/**
 * Setup of the Vitest projects that open no database (unit and component tests): both
 * database clients throw when a test starts one. CI runs only the `database` project on
 * its second engine (PostgreSQL), choosing its files by what their source names
 * (`test-projects.ts`); a file that reaches a database some other way fails here, loudly,
 * rather than being left out of that pass.
 */
import type * as PgliteModule from '@electric-sql/pglite';
import { vi } from 'vitest';

const refusal = (client: string) =>
  new Error(
    `This test file opened a database (${client}) but is not in the Vitest "database" project, so CI's PostgreSQL pass would leave it out. ` +
      'Open it through openTestDatabase or createTestApp (src/testing), or add the way it opens one to DATABASE_MARKERS in src/testing/test-projects.ts.',
  );

vi.mock('@electric-sql/pglite', async (importOriginal) => ({
  ...(await importOriginal<typeof PgliteModule>()),
  PGlite: class {
    constructor() {
      throw refusal('PGlite');
    }
    static create(): never {
      throw refusal('PGlite');
    }
  },
}));

vi.mock('postgres', () => ({
  default: () => {
    throw refusal('postgres');
  },
}));
