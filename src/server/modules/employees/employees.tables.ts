import type { Generated } from 'kysely';

export interface EmployeesTable {
  id: Generated<number>;
  company_id: number;
  department_id: number;
  user_id: number | null;
  name: string;
  surname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  position: string | null;
  employee_number: string | null;
  /** 0/1 on both dialects. */
  is_driver: number;
  license_number: string | null;
  license_expires_on: string | null;
  pin_hash: string | null;
  badge_code: string | null;
  /** YYYY-MM-DD; null only for rows written before hire dates existed (their creation day counts). */
  hire_date: string | null;
  rfc: string | null;
  curp: string | null;
  nss: string | null;
  /** Names, e-mail, number, badge and position, lower case without accents. */
  search_text: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One row per distinct word of an employee's search_text (word-prefix search by index). */
export interface EmployeeSearchTermsTable {
  company_id: number;
  term: string;
  /** The employee's search_text (first 400 characters): results come in this order, and further query words are matched on it. */
  sort_key: string;
  employee_id: number;
}
