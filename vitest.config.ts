import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects:
 * - unit: no database or network.
 * - server-sqlite / server-postgres: the same `*.db.test.ts` files against each dialect; the
 *   PostgreSQL one needs TEST_DATABASE_URL (each test app works in a database of its own, copied
 *   from a seeded snapshot: tests/helpers/seeded-database.ts).
 * - processes: real server processes (Redis fan-out, kill -9 durability), slower.
 * - keychain: the OS keychain through keytar, run inside a D-Bus session with gnome-keyring.
 * - packaging: the desktop build packed by electron-builder with a stub Electron, and
 *   Electronegativity over main and preload.
 */
const dbTests = ['tests/**/*.db.test.ts'];
const keychainTests = ['tests/**/*.secret-service.test.ts'];
const packagingTests = ['tests/**/*.packaging.test.ts'];

export default defineConfig({
  test: {
    // At least two files at once, even on two cores (Vitest's default there is one): a PostgreSQL
    // file spends most of its time waiting on the database (the project alone: 2.8 min of CPU in
    // 13.9 min), and another file runs meanwhile. All projects but keychain and packaging: 24.7 →
    // 16.6 min on this loaded 2-core machine, 393 files green.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...dbTests, ...keychainTests, ...packagingTests, 'tests/processes/**', 'tests/e2e/**', '**/node_modules/**'],
        },
      },
      // Needs a Secret Service: scripts/test.mjs runs it inside scripts/with-keyring.sh.
      { test: { name: 'keychain', include: keychainTests } },
      // Needs `electron-vite build` first (scripts/test.mjs builds the desktop app before it).
      { test: { name: 'packaging', include: packagingTests, testTimeout: 180_000 } },
      {
        test: {
          name: 'server-sqlite',
          include: dbTests,
          // Each file builds its own apps and nothing mocks modules here: one module graph per
          // worker instead of one per file saves the server's import (~1 s) in every file.
          isolate: false,
          globalSetup: ['tests/helpers/test-databases.setup.ts'],
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: dbTests,
          // Each file builds its own apps and nothing mocks modules here: one module graph per
          // worker instead of one per file saves the server's import (~1 s) in every file.
          isolate: false,
          globalSetup: ['tests/helpers/test-databases.setup.ts'],
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
