import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../src/server/db/migrations/2026_12_03_1000_vacancy_search_filters';
import { createMigratedTestDatabase } from '../../helpers/test-app';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.close());

describe('migration 2026_12_03_1000 on a database that already holds published vacancies', () => {
  it("copies each vacancy's publication instant and filter columns onto its existing term rows", async () => {
    await migration.down(database.db);
    const db = database.db;
    const companyId = (await db.insertInto('companies').values({ name: 'Antigua', search_text: 'antigua' }).returning('id').executeTakeFirstOrThrow()).id;
    const vacancy = (title: string, values: { state_id: number; municipality_id: number | null; salary_min: number | null; salary_max: number | null; published_at: string }) =>
      db
        .insertInto('vacancies')
        .values({
          company_id: companyId, title, job_category_id: 7, description: 'Descripción.', requirements: '', modality: 'hybrid', schedule: 'L-V', employment_type: 'full_time',
          benefits: '', openings: 1, closes_on: '2099-12-31', status: 'published', rejection_reason: null, search_text: title, closed_at: null, created_by: null, ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const paid = (await vacancy('analista de datos', { state_id: 9, municipality_id: 9015, salary_min: 20000, salary_max: 25000, published_at: '2026-11-30T16:00:00.000Z' })).id;
    const unpaid = (await vacancy('chofer de reparto', { state_id: 14, municipality_id: null, salary_min: null, salary_max: null, published_at: '2026-12-01T17:30:00.000Z' })).id;
    // Term rows as the job board's first migration wrote them: term and text only.
    for (const [id, text] of [[paid, 'analista de datos'], [unpaid, 'chofer de reparto']] as const) {
      await db.insertInto('vacancy_search_terms').values(text.split(' ').filter((word) => word.length > 1).map((term) => ({ vacancy_id: id, term, search_text: text })) as never).execute();
    }

    await migration.up(db);

    const rows = await db.selectFrom('vacancy_search_terms').selectAll().where('vacancy_id', 'in', [paid, unpaid]).orderBy('vacancy_id').orderBy('term').execute();
    expect(rows.map((row) => [row.vacancy_id, row.term])).toEqual([[paid, 'analista'], [paid, 'datos'], [paid, 'de'], [unpaid, 'chofer'], [unpaid, 'de'], [unpaid, 'reparto']]);
    const instant = (value: unknown) => new Date(value as string).toISOString();
    for (const row of rows.filter((row) => row.vacancy_id === paid)) {
      expect({ ...row, published_at: instant(row.published_at) }).toMatchObject({ published_at: '2026-11-30T16:00:00.000Z', job_category_id: 7, state_id: 9, municipality_id: 9015, modality: 'hybrid', salary_min: 20000, salary_max: 25000 });
    }
    for (const row of rows.filter((row) => row.vacancy_id === unpaid)) {
      expect({ ...row, published_at: instant(row.published_at) }).toMatchObject({ published_at: '2026-12-01T17:30:00.000Z', job_category_id: 7, state_id: 14, municipality_id: null, modality: 'hybrid', salary_min: null, salary_max: null });
    }
  });
});
