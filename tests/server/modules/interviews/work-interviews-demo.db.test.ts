import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/** The work interviews' demo: what the screens show on first start (issue 16). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('work interviews demo', () => {
  it('sends the demo candidate three questions from a bank of six', async () => {
    const bank = await t.database.db.selectFrom('vacancy_questions as q').innerJoin('vacancies as v', 'v.id', 'q.vacancy_id').select('q.id').where('v.title', '=', 'Coordinador de tráfico').execute();
    expect(bank).toHaveLength(6);
    const session = await t.login('candidato@demo.mx');
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/work-interviews', headers: t.bearer(session.access_token) });
    const sent = mine.json().data.find((each: { status: string }) => each.status === 'sent');
    expect(sent).toMatchObject({ question_count: 3, vacancy_title: 'Coordinador de tráfico', company_name: 'Logística Portuaria del Pacífico' });
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/work-interviews/${sent.id}`, headers: t.bearer(session.access_token) });
    expect(view.json()).toMatchObject({ view: 'candidate', status: 'sent', time_limits_seconds: [120, 90, 90], current: null });
  });

  it('shows the company a completed, scored interview of another applicant in the comparison', async () => {
    const session = await t.login('admin@logistica.demo.mx');
    const vacancy = await t.database.db.selectFrom('vacancies').select('id').where('title', '=', 'Coordinador de tráfico').executeTakeFirstOrThrow();
    const compared = await t.app.inject({ method: 'GET', url: `/api/v1/vacancies/${vacancy.id}/work-interview-results`, headers: t.bearer(session.access_token) });
    expect(compared.json().data).toHaveLength(1);
    const [row] = compared.json().data;
    expect(row.candidate.name).toBe('Lucía Ramírez Ortega');
    expect(row.question_scores.map((question: { mean_score: number }) => question.mean_score)).toEqual([4, 4, 3, 2]);
    // Weights 2, 3, 2, 1: (8 + 12 + 6 + 2) / 8 = 3.5 of 4.
    expect(row.overall_score).toBe(87.5);
    expect(row.recommendations.map((each: { recommendation: string }) => each.recommendation)).toEqual(['advance']);
    const summary = await t.app.inject({ method: 'GET', url: `/api/v1/work-interviews/${row.id}/results/summary`, headers: t.bearer(session.access_token) });
    expect(summary.json().questions[0].answer.covered_points).toEqual([0, 1, 2]);
    // Lucía signs in with the demo password.
    await expect(t.login('lucia.ramirez@demo.mx')).resolves.toHaveProperty('access_token');
  });
});
