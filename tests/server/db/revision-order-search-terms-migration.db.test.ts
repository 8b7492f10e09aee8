import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../src/server/db/migrations/2026_11_28_1300_revision_order_search_terms';
import { createMigratedTestDatabase } from '../../helpers/test-app';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.close());

describe('migration 2026_11_28_1300 on a database that already holds revision orders', () => {
  it('gives each order one term row per distinct word of its search text, carrying that text', async () => {
    await migration.down(database.db);
    const db = database.db;
    const companyId = (await db.insertInto('companies').values({ name: 'Antigua', search_text: 'antigua' }).returning('id').executeTakeFirstOrThrow()).id;
    const templateId = (await db.insertInto('checklist_templates').values({ company_id: companyId, name: 'Grúas', asset_kind: 'equipment', items: '[]', archived_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    const order = (number: number, searchText: string) => ({
      company_id: companyId, number, template_id: templateId, template_name: 'Grúas', asset_kind: 'equipment', asset_id: null, asset_label: 'x', inspector_id: null,
      scheduled_at: '2026-12-01T15:00:00.000Z', status: 'scheduled', notes: null, search_text: searchText, started_at: null, completed_at: null, created_by: null,
    });
    const first = (await db.insertInto('revision_orders').values(order(1, 'or 000001 1 grua rtg 3 gruas')).returning('id').executeTakeFirstOrThrow()).id;
    const second = (await db.insertInto('revision_orders').values(order(2, 'or 000002 2 grua grua')).returning('id').executeTakeFirstOrThrow()).id;

    await migration.up(db);

    const rows = await db.selectFrom('revision_order_search_terms').select(['revision_order_id', 'company_id', 'term', 'search_text']).where('company_id', '=', companyId).orderBy('revision_order_id').orderBy('term').execute();
    const of = (id: number) => rows.filter((row) => row.revision_order_id === id);
    expect(of(first).map((row) => row.term)).toEqual(['000001', '1', '3', 'grua', 'gruas', 'or', 'rtg']);
    expect(of(second).map((row) => row.term)).toEqual(['000002', '2', 'grua', 'or']);
    expect(of(second).every((row) => row.search_text === 'or 000002 2 grua grua' && row.company_id === companyId)).toBe(true);
  });
});
