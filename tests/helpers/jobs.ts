import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A vacancy body that passes validation; Guadalajara, Jalisco (INEGI 14 / 14039). */
export const vacancyInput = (overrides: object = {}) => ({
  title: 'Ingeniero en Logística',
  job_category_id: 10,
  description: 'Planeación de rutas de distribución y control de inventarios en el centro de distribución.',
  requirements: 'Licenciatura en ingeniería industrial o logística.',
  soft_skill_ids: [1, 2, 4],
  state_id: 14,
  municipality_id: 14039,
  modality: 'on_site',
  schedule: 'Lunes a viernes de 9:00 a 18:00',
  salary_min: 18000,
  salary_max: 25000,
  benefits: 'Prestaciones de ley, vales de despensa.',
  openings: 2,
  closes_on: '2027-06-30',
  ...overrides,
});

/**
 * Creates a vacancy as `token`'s company admin and, with `publishAs`, sends it to review and has
 * the super admin publish it. Returns its id.
 */
export async function createVacancy(t: TestApp, token: string, companyId: number, overrides: object = {}, publishAs?: string): Promise<number> {
  const created = await t.app.inject({ method: 'POST', url: `/api/v1/companies/${companyId}/vacancies`, headers: t.bearer(token), payload: vacancyInput({ ...overrides, submit: Boolean(publishAs) }) });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  if (publishAs) {
    const published = await t.app.inject({ method: 'PUT', url: `/api/v1/vacancies/${id}/status`, headers: t.bearer(publishAs), payload: { status: 'published' } });
    expect(published.statusCode, published.body).toBe(200);
  }
  return id;
}
