import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as createAccounts from './migrations/2026_11_22_1000_create_accounts';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server and the
 * tests run exactly the same set. Names sort by date; append, never edit.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_1000_create_accounts': createAccounts,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration; safe to call from several processes at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(`La migración ${failed?.migrationName ?? '?'} falló: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
