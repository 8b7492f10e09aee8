import { defineConfig } from 'vitest/config';

/**
 * Projects:
 * - unit: no database or network.
 * - server-sqlite / server-postgres: the same `*.db.test.ts` files against each dialect; the
 *   PostgreSQL one needs TEST_DATABASE_URL (each test file works in a schema of its own).
 * - processes: real server processes (Redis fan-out, kill -9 durability), slower.
 */
const dbTests = ['tests/**/*.db.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: [...dbTests, 'tests/processes/**', 'tests/e2e/**', '**/node_modules/**'] } },
      {
        test: {
          name: 'server-sqlite',
          include: dbTests,
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: dbTests,
          env: { TEST_DIALECT: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'processes',
          include: ['tests/processes/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
