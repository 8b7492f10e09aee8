import { PERMISSIONS } from '../../shared/permissions';
import { type RoleSlug, TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../../shared/roles';
import { paths } from '../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Who sees it; absent means every signed-in user. The server enforces; this only hides. */
  roles?: RoleSlug[];
  /** Hidden from holders of any of these (an employee's "Mis tickets" is support's "Soporte"). */
  hiddenFor?: RoleSlug[];
  /** Only for users who drive in the selected company (the profile's `driver_company_ids`). */
  driversOnly?: boolean;
  /**
   * Members of this department (slug) of the selected company count as holders of `roles` and of
   * `hiddenFor`, whatever their roles: a department is not a role, yet the server treats the
   * `soporte-tecnico` members as support (spec §6).
   */
  department?: string;
}

/** Support's entries: the server's rule is a `tickets.work` role or the company's `soporte-tecnico` department. */
const support = (roles: readonly RoleSlug[]) => ({ roles: [...roles], department: TECHNICAL_SUPPORT_DEPARTMENT_SLUG });

/** The signed-in navigation. Each area adds its entries when it lands. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.dashboard, label: 'Tablero' },
  // A candidate's «Mi perfil» is the job board's; their account (password, photo) stays under «Mi cuenta».
  { to: paths.profile, label: 'Mi perfil', hiddenFor: ['final_user'] },
  { to: paths.profile, label: 'Mi cuenta', roles: ['final_user'] },
  { to: paths.companies, label: 'Empresas', roles: [...PERMISSIONS['companies.update']] },
  { to: paths.sessionRecordings, label: 'Grabaciones de sesión', roles: [...PERMISSIONS['session-recordings.read']] },
  { to: paths.companyVerification, label: 'Verificación de empresas', roles: [...PERMISSIONS['companies.update']] },
  { to: paths.companyLanding, label: 'Página pública', roles: [...PERMISSIONS['companies.update']] },
  { to: paths.companyBanners, label: 'Banners', roles: [...PERMISSIONS['companies.update']] },
  { to: paths.departments, label: 'Departamentos' },
  { to: paths.employees, label: 'Empleados', roles: [...PERMISSIONS['employees.read']] },
  { to: paths.directory, label: 'Directorio' },
  { to: paths.containers, label: 'Contenedores', roles: [...PERMISSIONS['containers.read']] },
  { to: paths.containerCalls, label: 'Arribos de buques', roles: [...PERMISSIONS['containers.read']] },
  { to: paths.containersYard, label: 'Patio', roles: [...PERMISSIONS['containers.read']] },
  { to: paths.containerUnits, label: 'Unidades', roles: [...PERMISSIONS['fleet.read']] },
  { to: paths.containersReport, label: 'Reportes de contenedores', roles: [...PERMISSIONS['reports.containers']] },
  { to: paths.logisticsDashboard, label: 'Tablero de logística', roles: [...PERMISSIONS['containers.read']] },
  { to: paths.parabusTours, label: 'Tours', roles: [...PERMISSIONS['tours.read']] },
  // Drivers (employees with a licence) only; a tours manager has the whole list instead.
  { to: paths.parabusMyTrips, label: 'Mis viajes', driversOnly: true, hiddenFor: [...PERMISSIONS['tours.read']] },
  { to: paths.parabusComplaints, label: 'Quejas y sugerencias', roles: [...PERMISSIONS['complaints.manage']] },
  { to: paths.parabusRoutes, label: 'Rutas de autobús', roles: [...PERMISSIONS['fleet.read']] },
  { to: paths.parabusTerminals, label: 'Terminales', roles: [...PERMISSIONS['fleet.read']] },
  { to: paths.parabusMap, label: 'Mapa en vivo', roles: [...PERMISSIONS['positioning.read']] },
  { to: paths.parabusUnits, label: 'Autobuses', roles: [...PERMISSIONS['unit-documents.manage']] },
  { to: paths.tickets, label: 'Soporte', ...support(PERMISSIONS['tickets.work']) },
  { to: paths.tickets, label: 'Mis tickets', hiddenFor: [...PERMISSIONS['tickets.work']], department: TECHNICAL_SUPPORT_DEPARTMENT_SLUG },
  { to: paths.supportDashboard, label: 'Tablero de soporte', ...support(PERMISSIONS['tickets.work']) },
  { to: paths.serviceOrders, label: 'Órdenes de servicio', ...support(PERMISSIONS['service-orders.manage']) },
  { to: paths.revisionOrders, label: 'Órdenes de revisión', ...support(PERMISSIONS['revision-orders.manage']) },
  { to: paths.supportSettings, label: 'Configuración de soporte', roles: [...PERMISSIONS['support-settings.manage']] },
  // The job board's hiring side: a company's vacancies (company admins), the review queue (the super admin).
  { to: paths.vacancies, label: 'Vacantes', roles: [...PERMISSIONS['vacancies.manage']] },
  { to: paths.vacancyReview, label: 'Revisión de vacantes', roles: [...PERMISSIONS['vacancies.review']] },
  // Live interviews (issue 16): the company's agenda; a candidate's list and agenda are below.
  { to: paths.interviewAgenda, label: 'Agenda de entrevistas', roles: [...PERMISSIONS['vacancies.manage']] },
  // Employment letters: every employee asks for theirs; the company's admins work the requests there too.
  { to: paths.jobLetters, label: 'Carta laboral', roles: ['employee'], hiddenFor: [...PERMISSIONS['job-letters.manage']] },
  { to: paths.jobLetters, label: 'Cartas laborales', roles: [...PERMISSIONS['job-letters.manage']] },
  // Billing (issue 17): anyone invoices their wallet movements; the platform stamps.
  { to: paths.walletBilling, label: 'Facturación' },
  { to: paths.walletBillingQueue, label: 'Facturas por timbrar', roles: [...PERMISSIONS['billing.stamp']] },
  // The job board for candidates (final_user, a platform-wide role).
  { to: paths.vacancies, label: 'Vacantes', roles: ['final_user'] },
  { to: paths.applications, label: 'Postulaciones', roles: ['final_user'] },
  { to: paths.bookmarks, label: 'Guardadas', roles: ['final_user'] },
  { to: paths.myInterviews, label: 'Entrevistas', roles: ['final_user'] },
  { to: paths.interviewAgenda, label: 'Agenda', roles: ['final_user'] },
  { to: paths.candidateProfile, label: 'Mi perfil', roles: ['final_user'] },
  // The wallet (issue 17): every signed-in person has one; a company's charges are inside for its admins.
  { to: paths.wallet, label: 'Wallet' },
  { to: paths.digitalSignature, label: 'Firma digital' },
  { to: paths.attendanceMyShifts, label: 'Mis horarios' },
  { to: paths.attendanceMyRecords, label: 'Mis asistencias' },
  { to: paths.attendanceMonitoring, label: 'Monitoreo de personal', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceRecords, label: 'Registro de asistencia', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceShifts, label: 'Turnos', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceRecesses, label: 'Descansos', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceSchedules, label: 'Horarios (días no laborables)', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceEmployeesCalendar, label: 'Calendario de empleados', roles: [...PERMISSIONS['attendance.read']] },
  { to: paths.attendanceDepartmentsCalendar, label: 'Calendario de departamentos', roles: [...PERMISSIONS['attendance.read']] },
];

/** The entries for these roles and department slugs, both of the selected company, and whether the user drives there. */
export function navItemsFor(roles: readonly string[], departments: readonly string[] = [], drives = false): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    const member = item.department !== undefined && departments.includes(item.department);
    const shown = !item.roles || member || item.roles.some((role) => roles.includes(role));
    const hidden = (member && item.hiddenFor !== undefined) || Boolean(item.hiddenFor?.some((role) => roles.includes(role)));
    return shown && !hidden && (!item.driversOnly || drives);
  });
}
