import { PERMISSIONS } from '../../shared/permissions';
import type { RoleSlug } from '../../shared/roles';
import { paths } from '../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Who sees it; absent means every signed-in user. The server enforces; this only hides. */
  roles?: RoleSlug[];
  /** Hidden from holders of any of these (an employee's "Mis tickets" is support's "Soporte"). */
  hiddenFor?: RoleSlug[];
}

/** The signed-in navigation. Each area adds its entries when it lands. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.dashboard, label: 'Tablero' },
  { to: paths.profile, label: 'Mi perfil' },
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
  // Drivers are plain employees; a tours manager has the whole list instead.
  { to: paths.parabusMyTrips, label: 'Mis viajes', roles: ['employee'], hiddenFor: [...PERMISSIONS['tours.read']] },
  { to: paths.parabusComplaints, label: 'Quejas y sugerencias', roles: [...PERMISSIONS['complaints.manage']] },
  { to: paths.parabusRoutes, label: 'Rutas de autobús', roles: [...PERMISSIONS['fleet.read']] },
  { to: paths.parabusTerminals, label: 'Terminales', roles: [...PERMISSIONS['fleet.read']] },
  { to: paths.parabusMap, label: 'Mapa en vivo', roles: [...PERMISSIONS['positioning.read']] },
  { to: paths.parabusUnits, label: 'Autobuses', roles: [...PERMISSIONS['unit-documents.manage']] },
  { to: paths.tickets, label: 'Soporte', roles: [...PERMISSIONS['tickets.work']] },
  { to: paths.tickets, label: 'Mis tickets', hiddenFor: [...PERMISSIONS['tickets.work']] },
  { to: paths.supportDashboard, label: 'Tablero de soporte', roles: [...PERMISSIONS['tickets.work']] },
  { to: paths.serviceOrders, label: 'Órdenes de servicio', roles: [...PERMISSIONS['service-orders.manage']] },
  { to: paths.revisionOrders, label: 'Órdenes de revisión', roles: [...PERMISSIONS['revision-orders.manage']] },
  { to: paths.supportSettings, label: 'Configuración de soporte', roles: [...PERMISSIONS['support-settings.manage']] },
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

export function navItemsFor(roles: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => (!item.roles || item.roles.some((role) => roles.includes(role))) && !item.hiddenFor?.some((role) => roles.includes(role)));
}
