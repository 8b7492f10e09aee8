import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/** The job board's demo: what the screens show on first start (docs: shared demo-data.md, issue 15). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job board demo', () => {
  it('has 30 vacancies of companies 1 and 3: some in review, one rejected, one without salary', async () => {
    const rows = await t.database.db.selectFrom('vacancies').select(['company_id', 'status', 'salary_min', 'salary_max', 'job_category_id', 'state_id']).execute();
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.company_id))).toEqual(new Set([1, 3]));
    expect(rows.filter((row) => row.status === 'in_review').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'published' && row.salary_min === null && row.salary_max === null)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.job_category_id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.state_id)).size).toBeGreaterThanOrEqual(10);
  });

  it('finds its published vacancies through the public search and flags the near copy in review', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/search/vacancies?q=ingeniero%20logistica' });
    expect(found.json().data.map((vacancy: { title: string }) => vacancy.title)).toContain('Ingeniero en Logística');
    const session = await t.login('super@demo.mx');
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/vacancies/to-revision', headers: t.bearer(session.access_token) });
    const copy = queue.json().data.find((item: { title: string }) => item.title === 'Ingeniero de Logística');
    expect(copy.possible_duplicate).toBe(true);
  });

  it('gives the candidate a complete profile, four applications at different stages and bookmarks', async () => {
    const session = await t.login('candidato@demo.mx');
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: t.bearer(session.access_token) });
    expect(profile.json().completeness).toBe(100);
    const applications = await t.app.inject({ method: 'GET', url: '/api/v1/applications', headers: t.bearer(session.access_token) });
    expect(applications.json().data.map((application: { status: string }) => application.status).sort()).toEqual(['interview', 'offer', 'received', 'reviewed']);
    const bookmarks = await t.app.inject({ method: 'GET', url: '/api/v1/bookmarks', headers: t.bearer(session.access_token) });
    expect(bookmarks.json().total).toBe(3);
  });
});
