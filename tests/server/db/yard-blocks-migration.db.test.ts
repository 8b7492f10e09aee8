import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../src/server/db/migrations/2026_11_25_0900_yard_blocks';
import { createMigratedTestDatabase } from '../../helpers/test-app';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.close());

describe('migration 2026_11_25_0900 on a database that already holds placed containers', () => {
  it('draws each block used within 30 × 6 × 5, and leaves the typo block out', async () => {
    await migration.down(database.db);
    const db = database.db;
    const companyId = (await db.insertInto('companies').values({ name: 'Antigua', search_text: 'antigua' }).returning('id').executeTakeFirstOrThrow()).id;
    const container = (number: string, block: string | null, bay: number | null, tier: number | null) => ({
      company_id: companyId, number, iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC', line_key: 'MSC',
      status: block ? 'in_yard' : 'announced', block, bay, row: bay === null ? null : 1, tier,
    });
    await db
      .insertInto('containers')
      .values([container('AAAU0000001', 'A', 30, 5), container('AAAU0000002', 'B', 3, 1), container('AAAU0000003', 'Z', 99, 9), container('AAAU0000004', null, null, null)])
      .execute();

    await migration.up(db);

    const blocks = await db.selectFrom('yard_blocks').select(['code', 'bays', 'rows', 'tiers', 'reefer_plugs', 'takes_hazardous', 'takes_full', 'takes_empty']).where('company_id', '=', companyId).orderBy('code').execute();
    const everything = { bays: 30, rows: 6, tiers: 5, reefer_plugs: 1, takes_hazardous: 1, takes_full: 1, takes_empty: 1 };
    expect(blocks).toEqual([{ code: 'A', ...everything }, { code: 'B', ...everything }]);
  });
});
