import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../src/server/db/migrations/2026_11_24_1200_catalogue_loads_and_contact_references';
import { nextReferenceNumber } from '../../../src/server/modules/contact/contact.repository';
import { createMigratedTestDatabase } from '../../helpers/test-app';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.close());

describe('migration 2026_11_24_1200 on a database that already holds contact messages', () => {
  it('gives them references in order of arrival, per series and Mexico City year, and the counters go on from there', async () => {
    // Back to the schema before it, with messages as they were stored then.
    await migration.down(database.db);
    // The table as it was then, without the column the app's types now require.
    const before = database.db as unknown as Kysely<{ contact_messages: Record<string, string> }>;
    const message = (kind: string, createdAt: string) => ({ kind, name: 'Rosa', email: 'rosa@ejemplo.mx', subject: 'Hola', created_at: createdAt });
    await before
      .insertInto('contact_messages')
      .values([
        message('contact', '2025-06-01T12:00:00.000Z'),
        message('company', '2026-01-01T05:00:00.000Z'), // 31 Dec 2025, 23:00 in Mexico City
        message('contact', '2026-01-01T07:00:00.000Z'),
        message('contact', '2026-03-01T12:00:00.000Z'),
      ])
      .execute();

    await migration.up(database.db);

    const rows = await database.db.selectFrom('contact_messages').select(['kind', 'reference']).orderBy('id').execute();
    expect(rows.map((row) => row.reference)).toEqual(['CT-2025-000001', 'EM-2025-000001', 'CT-2026-000001', 'CT-2026-000002']);
    expect(await nextReferenceNumber(database.db, 'CT', 2026)).toBe(3);
    expect(await nextReferenceNumber(database.db, 'EM', 2025)).toBe(2);
    expect(await nextReferenceNumber(database.db, 'EM', 2026)).toBe(1);
    // A reference names one message.
    await expect(
      database.db
        .insertInto('contact_messages')
        .values({ kind: 'contact', reference: 'CT-2026-000001', name: 'Otra', email: 'otra@ejemplo.mx', subject: 'Hola' })
        .execute(),
    ).rejects.toThrow();
  });
});
