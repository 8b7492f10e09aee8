import type { RoleSlug } from './roles';

/**
 * The one permission table: which roles may perform each action. The server enforces it; the
 * client reads it only to hide what a user cannot do. Actions are `<area>.<verb>`; each area
 * adds its rows when it lands.
 *
 * Tenancy is a separate question: a role grants an action, the tenancy check (company
 * membership, 404 otherwise) decides on which records. super_admin is the only role that crosses
 * companies.
 */
export const PERMISSIONS = {
  /** Edit another user's name and profile data (a user may always edit their own). */
  'users.update': ['super_admin', 'company_admin'],
  /** Close another user's account (a user may always close their own). */
  'users.delete': ['super_admin', 'company_admin'],
  /** Toggle verified_profile (spec §4: user verification is a boolean toggle). */
  'users.verify': ['super_admin'],
  /** Replace a user's roles. company_admin is limited to ASSIGNABLE_BY_COMPANY_ADMIN. */
  'users.assign-roles': ['super_admin', 'company_admin'],
  /** Registered-users statistics: the whole platform for super_admin, own companies otherwise. */
  'statistics.read': ['super_admin', 'company_admin'],
  /** Read another user's list of companies. */
  'users.companies.read': ['super_admin', 'company_admin'],
  /** Download the report of a company's people (GET /companies/{id}/generate-url-report/members). */
  'reports.members': ['super_admin', 'company_admin'],
  /** Send a notice to the members of a company (own companies; every company for super_admin). */
  'notifications.send': ['super_admin', 'company_admin'],
  /** Upload, edit and delete the images and documents of a company's records (members read them). */
  'files.write': ['super_admin', 'company_admin'],
  /** Create companies (the new company starts neither verified nor authorized). */
  'companies.create': ['super_admin'],
  /** Edit a company's data: super admin any, company admin their own (never the flags). */
  'companies.update': ['super_admin', 'company_admin'],
  'companies.delete': ['super_admin'],
  /** Toggle verified_company and is_authorized (spec §4: boolean toggles). */
  'companies.verify': ['super_admin'],
  'companies.authorize': ['super_admin'],
  /** Add to the business-sector catalogue. Reading it needs only a session. */
  'business-sectors.create': ['super_admin'],
  /** Create, edit and delete departments of own companies (any member may read them). */
  'departments.manage': ['super_admin', 'company_admin'],
  /** Read the employees of own companies (people data: phones, licences). */
  'employees.read': ['super_admin', 'company_admin', 'technical_support', 'transport_company', 'container_admin', 'container_supervisor'],
  /** Create, edit and delete employees, one by one or by bulk import. */
  'employees.manage': ['super_admin', 'company_admin'],
} as const satisfies Record<string, readonly RoleSlug[]>;

export type Action = keyof typeof PERMISSIONS;

/** Roles a company admin may grant: never platform-wide or company-admin power. */
export const ASSIGNABLE_BY_COMPANY_ADMIN: readonly RoleSlug[] = [
  'technical_support',
  'employee',
  'transport_company',
  'container_admin',
  'container_supervisor',
  'container_receiver',
  'containers_crane_operator',
];

export function can(roles: readonly string[], action: Action): boolean {
  const allowed: readonly string[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}
