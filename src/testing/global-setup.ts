/**
 * Vitest's global setup: one migrated database with the reference data per run, which
 * every test file copies (`openTestDatabase`) instead of migrating its own.
 */
import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './test-database';

export default async function setup(project: TestProject) {
  const { template, drop } = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template);
  return drop;
}
