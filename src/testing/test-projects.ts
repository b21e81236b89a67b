/**
 * Which Vitest files open a database, so that a second engine (CI's PostgreSQL pass) runs
 * only those: unit and component tests prove nothing new there.
 *
 * A file belongs to the database project when its source names one of the ways a test
 * opens a database (`DATABASE_MARKERS`). The other projects load `no-database-setup.ts`,
 * which makes every database client throw: a file that opens one without saying so fails
 * loudly in every run instead of being left out of the PostgreSQL pass unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How a test file opens a database: the test helpers, the client, or a second API process. */
export const DATABASE_MARKERS = /\b(openTestDatabase|createTestApp|createTestAppOnPgBoss|stubPages|openDatabase|createTestDatabaseTemplate)\b|testing\/api-process/;

/** Files under `root`/src ending in `suffix`, as `src/…` paths. */
function testFiles(root: string, suffix: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
}

/** The Node test files (`src/**\/*.test.ts`, relative to `root`), split by whether they open a database. */
export function nodeTestFiles(root: string): { database: string[]; unit: string[] } {
  const files = testFiles(root, '.test.ts').sort();
  const opensDatabase = (file: string) => DATABASE_MARKERS.test(readFileSync(path.join(root, file), 'utf8'));
  return { database: files.filter(opensDatabase), unit: files.filter((file) => !opensDatabase(file)) };
}
