import type { Generated } from 'kysely';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  legal_name: Generated<string | null>;
  rfc: Generated<string | null>;
  business_sector_id: Generated<number | null>;
  /** Ids of the states/municipalities catalogue; no foreign key (see the directory migration). */
  state_id: Generated<number | null>;
  municipality_id: Generated<number | null>;
  address: Generated<string | null>;
  phone: Generated<string | null>;
  email: Generated<string | null>;
  website: Generated<string | null>;
  logo_path: Generated<string | null>;
  /** JSON array of paths. */
  banners: Generated<string>;
  landing_text: Generated<string | null>;
  verified_at: Generated<string | null>;
  authorized_at: Generated<string | null>;
  /** Name, legal name and RFC, lower case without accents (kept by the repository). */
  search_text: Generated<string>;
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
