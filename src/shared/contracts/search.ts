import { z } from 'zod';
import { businessSectorSchema } from './business-sectors';
import { booleanQuerySchema, idQueryFilterSchema, pageOf, pageQuerySchema, searchTextQuerySchema } from './common';
import { companyDetailSchema, publicCompanySchema } from './companies';
import { departmentSchema } from './departments';
import { employeeSchema } from './employees';

/**
 * `GET /api/v1/search/{kind}?q&page`. Case and accents do not matter ("perez" finds "Pérez");
 * every word of `q` must begin a word of the record (name, surnames, e-mail, employee number,
 * badge, slug, RFC...), so "jo her" finds "Jorge Hernández". An empty `q` lists everything the
 * caller may see. `companies-directory` is public (no bearer) and lists only authorized
 * companies; the other kinds see only the caller's companies (every company for a super admin).
 */
export const searchQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** `GET /api/v1/search/companies-directory?q&page&business_sector_id&state_id` (public). */
export const companiesDirectoryQuerySchema = searchQuerySchema.extend({
  business_sector_id: idQueryFilterSchema('El sector'),
  state_id: idQueryFilterSchema('El estado'),
});
export type CompaniesDirectoryQuery = z.input<typeof companiesDirectoryQuerySchema>;

/**
 * `GET /api/v1/search/employees?q&page&company_id&department_id&only_drivers`. `company_id` must
 * be one of the caller's companies (404 otherwise, as for one that does not exist); the
 * department and the driver flag narrow the list further.
 */
export const employeeSearchQuerySchema = searchQuerySchema.extend({
  company_id: idQueryFilterSchema('La empresa'),
  department_id: idQueryFilterSchema('El departamento'),
  only_drivers: booleanQuerySchema.default(false),
});
export type EmployeeSearchQuery = z.input<typeof employeeSearchQuerySchema>;

export const SEARCH_PER_PAGE = 20;

export const companySearchPageSchema = pageOf(companyDetailSchema);
export const departmentSearchPageSchema = pageOf(departmentSchema);
export const employeeSearchPageSchema = pageOf(employeeSchema);
export const businessSectorSearchPageSchema = pageOf(businessSectorSchema);
export const companiesDirectoryPageSchema = pageOf(publicCompanySchema);
export type CompaniesDirectoryPage = z.infer<typeof companiesDirectoryPageSchema>;

/**
 * Lower case, accents and marks removed, every run of other characters one space: the form
 * names are stored in for searching, and the form a query is put in before it is compared.
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim();
}
