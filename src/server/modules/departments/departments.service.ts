import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Department,
  TECHNICAL_SUPPORT_DEPARTMENT_SLUG,
  type createDepartmentInputSchema,
  slugify,
  type updateDepartmentInputSchema,
} from '../../../shared/contracts/departments';
import { SEARCH_PER_PAGE } from '../../../shared/contracts/search';
import { isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import * as repository from './departments.repository';

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;

export interface DepartmentPlace {
  id: number;
  company_id: number;
  name: string;
  slug: string;
}

const NOT_FOUND = 'No encontramos ese departamento.';

const slugTaken = (slug: string) =>
  conflict('slug_taken', `Ya hay un departamento con el identificador «${slug}» en esta empresa. Elige otro.`);

const fullName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

function toDepartment(row: repository.DepartmentRow): Department {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parent_id,
    manager_employee_id: row.manager_employee_id,
    manager:
      row.manager_employee_id !== null && row.manager_name !== null
        ? { id: row.manager_employee_id, full_name: fullName(row.manager_name, row.manager_surname, row.manager_lastname), position: row.manager_position }
        : null,
    is_technical_support: row.slug === TECHNICAL_SUPPORT_DEPARTMENT_SLUG,
    employees_count: Number(row.employees_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function createDepartmentsService({ db, companies }: { db: Kysely<Database>; companies: CompaniesService }) {
  /** The department, if the caller may see its company; another tenant's reads as missing. */
  async function visiblePlace(principal: Principal, id: number): Promise<DepartmentPlace> {
    return orNotFound(await repository.findPlace(db, scopeOf(principal), id), NOT_FOUND);
  }

  async function detail(scope: TenantScope, id: number): Promise<Department> {
    return toDepartment(orNotFound(await repository.findById(db, scope, id), NOT_FOUND));
  }

  /** Parent in the same company and not the department itself or one below it; manager an employee of the company. */
  async function checkLinks(
    scope: TenantScope,
    companyId: number,
    departmentId: number | null,
    input: { parent_id?: number | null; manager_employee_id?: number | null },
  ) {
    if (input.parent_id != null) {
      const tree = await repository.treeOfCompany(db, scope, companyId);
      const parentOf = new Map(tree.map((node) => [node.id, node.parent_id]));
      if (!parentOf.has(input.parent_id)) {
        throw invalid('validation_failed', 'El departamento superior no existe en esta empresa.', { parent_id: ['El departamento superior no existe en esta empresa.'] });
      }
      // Walk up from the new parent: meeting this department means the tree would close a loop.
      const seen = new Set<number>();
      for (let node: number | null | undefined = input.parent_id; node != null && !seen.has(node); node = parentOf.get(node)) {
        if (node === departmentId) {
          const message = 'Un departamento no puede depender de sí mismo ni de uno de sus subdepartamentos.';
          throw invalid('validation_failed', message, { parent_id: [message] });
        }
        seen.add(node);
      }
    }
    if (input.manager_employee_id != null && !(await repository.employeeOfCompany(db, scope, companyId, input.manager_employee_id))) {
      const message = 'El responsable debe ser un empleado de esta empresa.';
      throw invalid('validation_failed', message, { manager_employee_id: [message] });
    }
  }

  return {
    visiblePlace,

    /** Which company a department in scope belongs to (null: none such) — for other modules. */
    companyIdOf: async (scope: TenantScope, id: number): Promise<number | null> => (await repository.findPlace(db, scope, id))?.company_id ?? null,

    /** Departments in scope by id, for other modules (the employees list names each one's department). */
    placesByIds: (scope: TenantScope, ids: readonly number[]): Promise<DepartmentPlace[]> => repository.placesByIds(db, scope, ids),

    /** Departments of a company, for other modules (the import resolves names and slugs). */
    placesOfCompany: (scope: TenantScope, companyId: number): Promise<DepartmentPlace[]> => repository.placesOfCompany(db, scope, companyId),

    /** Who belongs to a company's department by slug, for other modules (support: the `soporte-tecnico` members). */
    memberUserIdsOfSlug: (scope: TenantScope, companyId: number, slug: string): Promise<number[]> => repository.memberUserIdsOfSlug(db, scope, companyId, slug),

    async listOfCompany(principal: Principal, companyId: number): Promise<Department[]> {
      await companies.getCompany(principal, companyId);
      return (await repository.listOfCompany(db, scopeOf(principal), companyId)).map(toDepartment);
    },

    async get(principal: Principal, id: number): Promise<Department> {
      return detail(scopeOf(principal), id);
    },

    async create(principal: Principal, companyId: number, input: z.output<typeof createDepartmentInputSchema>): Promise<Department> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'departments.manage');
      const scope = scopeOf(principal);
      const slug = input.slug ?? slugify(input.name);
      if (slug.length < 2) {
        const message = 'No pudimos formar un identificador con ese nombre; escribe un slug (por ejemplo ventas-norte).';
        throw invalid('validation_failed', message, { slug: [message] });
      }
      if (await repository.slugTaken(db, companyId, slug, null)) throw slugTaken(slug);
      await checkLinks(scope, companyId, null, input);
      try {
        const id = await repository.insert(
          db,
          {
            company_id: companyId,
            name: input.name,
            slug,
            description: input.description ?? null,
            parent_id: input.parent_id ?? null,
            manager_employee_id: input.manager_employee_id ?? null,
            search_text: searchTextOf(input.name, slug),
          },
          isoNow(),
        );
        return await detail(scope, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(slug);
        throw error;
      }
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateDepartmentInputSchema>): Promise<Department> {
      const place = await visiblePlace(principal, id);
      assertCanIn(principal, place.company_id, 'departments.manage');
      const scope = scopeOf(principal);
      if (input.slug !== undefined && input.slug !== place.slug && (await repository.slugTaken(db, place.company_id, input.slug, id))) {
        throw slugTaken(input.slug);
      }
      await checkLinks(scope, place.company_id, id, input);
      const values: repository.DepartmentWrite = {};
      for (const key of ['name', 'slug', 'description', 'parent_id', 'manager_employee_id'] as const) {
        if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
      }
      values.search_text = searchTextOf(input.name ?? place.name, input.slug ?? place.slug);
      try {
        await repository.update(db, id, values, isoNow());
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(input.slug ?? place.slug);
        throw error;
      }
      return detail(scope, id);
    },

    /** Only an empty department goes: its employees and members must move first. Subdepartments move up to no parent. */
    async remove(principal: Principal, id: number): Promise<void> {
      const place = await visiblePlace(principal, id);
      assertCanIn(principal, place.company_id, 'departments.manage');
      const { employees, users } = await repository.occupancy(db, id);
      if (employees > 0 || users > 0) {
        const who = [employees ? `${employees} empleado${employees === 1 ? '' : 's'}` : '', users ? `${users} usuario${users === 1 ? '' : 's'}` : '']
          .filter(Boolean)
          .join(' y ');
        throw conflict('department_not_empty', `El departamento tiene ${who}. Cámbialos de departamento antes de eliminarlo.`);
      }
      await repository.remove(db, id);
    },

    async search(principal: Principal, q: string, page: number) {
      const { rows, total } = await repository.search(
        db,
        scopeOf(principal),
        queryWords(q),
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      );
      return pageFrom(rows.map(toDepartment), total, page, SEARCH_PER_PAGE);
    },
  };
}
