import { type Kysely, type Migration, type MigrationProvider, Migrator, SqliteAdapter } from 'kysely';
import * as createAccounts from './migrations/2026_11_22_1000_create_accounts';
import * as createNotifications from './migrations/2026_11_23_1000_create_notifications';
import * as directory from './migrations/2026_11_23_1100_directory';
import * as filesAndCatalogues from './migrations/2026_11_23_1200_files_and_catalogues';
import * as attendance from './migrations/2026_11_23_1300_attendance';
import * as containers from './migrations/2026_11_23_1400_containers';
import * as logistics from './migrations/2026_11_23_1410_logistics';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server and the
 * tests run exactly the same set. Names sort by date; append, never edit.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_1000_create_accounts': createAccounts,
  '2026_11_23_1000_create_notifications': createNotifications,
  '2026_11_23_1100_directory': directory,
  '2026_11_23_1200_files_and_catalogues': filesAndCatalogues,
  '2026_11_23_1300_attendance': attendance,
  '2026_11_23_1400_containers': containers,
  '2026_11_23_1410_logistics': logistics,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Applies every pending migration. Several processes may start at once: on PostgreSQL Kysely
 * serialises them with an advisory lock; on SQLite its lock is per process, so the loser of the
 * race fails (busy, or "table already exists" read from a stale snapshot), waits and tries again,
 * and then finds the work done. A real failure fails the same way every time and is reported.
 */
export async function migrateToLatest(db: Kysely<any>, attempts = 10): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const retryable = db.getExecutor().adapter instanceof SqliteAdapter;
  let { error, results } = await migrator.migrateToLatest();
  for (let attempt = 1; error && retryable && attempt < attempts; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(`La migración ${failed?.migrationName ?? '?'} falló: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
