import type { Generated } from 'kysely';

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  slug: string;
  description: Generated<string | null>;
  parent_id: Generated<number | null>;
  manager_employee_id: Generated<number | null>;
  /** Name and slug, lower case without accents (kept by the repository). */
  search_text: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
