/** Role slugs of spec §6, in the order an administrator reads them. */
export const ROLE_SLUGS = [
  'super_admin',
  'company_admin',
  'technical_support',
  'employee',
  'transport_company',
  'container_admin',
  'container_supervisor',
  'container_receiver',
  'containers_crane_operator',
  'final_user',
] as const;

export type RoleSlug = (typeof ROLE_SLUGS)[number];

/** Spanish names shown to people; the slug is what the API speaks. */
export const ROLE_LABELS: Record<RoleSlug, string> = {
  super_admin: 'Superadministrador',
  company_admin: 'Administrador de empresa',
  technical_support: 'Soporte técnico',
  employee: 'Empleado',
  transport_company: 'Empresa transportista',
  container_admin: 'Administrador de contenedores',
  container_supervisor: 'Supervisor de patio',
  container_receiver: 'Receptor de contenedores',
  containers_crane_operator: 'Operador de grúa',
  final_user: 'Usuario final',
};

/**
 * Roles held across the platform rather than in one company: the super admin acts everywhere and
 * a job seeker's account belongs to no company. Every other role is granted in one company (a
 * user may be an admin in one company and a plain employee in another).
 */
export const GLOBAL_ROLE_SLUGS = ['super_admin', 'final_user'] as const satisfies readonly RoleSlug[];

export function isGlobalRole(slug: RoleSlug): boolean {
  return (GLOBAL_ROLE_SLUGS as readonly RoleSlug[]).includes(slug);
}

/** Spec §6: a logistics employee holds any of these roles. */
export const LOGISTICS_ROLE_SLUGS: readonly RoleSlug[] = [
  'container_admin',
  'container_supervisor',
  'container_receiver',
  'containers_crane_operator',
];

/** Spec §6: the technical-support department is identified by this slug. */
export const TECHNICAL_SUPPORT_DEPARTMENT_SLUG = 'soporte-tecnico';

/** Spec §6 fixed identifiers: the logistics company and the other named (transport) company. */
export const LOGISTICS_COMPANY_ID = 1;
export const TRANSPORT_COMPANY_ID = 2;

export function isLogisticsEmployee(roles: readonly { slug: string }[]): boolean {
  return roles.some((role) => (LOGISTICS_ROLE_SLUGS as readonly string[]).includes(role.slug));
}
