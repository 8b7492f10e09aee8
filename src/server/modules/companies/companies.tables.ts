import type { Generated } from 'kysely';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  slug: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CompanyUsersTable {
  company_id: number;
  user_id: number;
}

export interface DepartmentUsersTable {
  department_id: number;
  user_id: number;
}
