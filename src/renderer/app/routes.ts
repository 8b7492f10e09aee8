import { buildFlags } from '../lib/flags';
import { paths } from '../lib/paths';
import type { AppRoute } from './routes-types';
import { landingRouteFor } from './superempleos-variant';

export type { AppRoute, LayoutName } from './routes-types';

/**
 * The one route table of the app. Each area adds its rows when it lands; a route with no screen
 * does not exist (the 404 page answers it). Every page is its own lazy chunk.
 */
export const ROUTES: AppRoute[] = [
  // Public site (loggedout layout)
  // `/`: the public site's landing, or the job board's in the superempleos build (superempleos-variant.ts).
  landingRouteFor(buildFlags),
  { path: paths.company, layout: 'loggedout', access: 'public', title: 'Para empresas', page: () => import('../features/public-site/pages/companies-page') },
  { path: paths.users, layout: 'loggedout', access: 'public', title: 'Para personas', page: () => import('../features/public-site/pages/people-page') },
  { path: paths.contact, layout: 'loggedout', access: 'public', title: 'Contacto', page: () => import('../features/public-site/pages/contact-page') },
  { path: paths.about, layout: 'loggedout', access: 'public', title: 'Nosotros', page: () => import('../features/public-site/pages/about-page') },
  { path: paths.faq, layout: 'loggedout', access: 'public', title: 'Preguntas frecuentes', page: () => import('../features/public-site/pages/faq-page') },
  { path: paths.cookies, layout: 'loggedout', access: 'public', title: 'Política de cookies', page: () => import('../features/public-site/pages/cookies-page') },
  { path: paths.terms, layout: 'loggedout', access: 'public', title: 'Términos y condiciones', page: () => import('../features/public-site/pages/terms-page') },
  { path: paths.privacy, layout: 'loggedout', access: 'public', title: 'Aviso de privacidad', page: () => import('../features/public-site/pages/privacy-page') },

  // Access (no layout)
  { path: paths.login, layout: 'none', access: 'public', title: 'Iniciar sesión', page: () => import('../features/auth/pages/login-page') },
  { path: paths.register, layout: 'none', access: 'public', title: 'Crear cuenta', page: () => import('../features/auth/pages/register-page') },
  { path: paths.registerSuperempleos, layout: 'none', access: 'public', title: 'Crear cuenta en Superempleos', page: () => import('../features/auth/pages/register-superempleos-page') },
  { path: paths.verify, layout: 'none', access: 'public', title: 'Confirma tu correo', page: () => import('../features/auth/pages/verify-page') },
  { path: paths.recoverPassword, layout: 'none', access: 'public', title: 'Recuperar contraseña', page: () => import('../features/auth/pages/recover-password-page') },
  { path: paths.selectCompany, layout: 'none', access: 'private', title: 'Selecciona tu empresa', page: () => import('../features/companies/pages/select-company-page') },

  // Signed in (default layout)
  { path: paths.home, layout: 'default', access: 'private', title: 'Inicio', page: () => import('../features/home/pages/home-page') },
  { path: paths.dashboard, layout: 'default', access: 'private', title: 'Tablero', page: () => import('../features/home/pages/dashboard-page') },
  { path: paths.profile, layout: 'default', access: 'private', title: 'Mi perfil', page: () => import('../features/profile/pages/profile-page') },
  { path: paths.notifications, layout: 'default', access: 'private', title: 'Notificaciones', page: () => import('../features/notifications/pages/notifications-page') },
  { path: paths.sessionRecordings, layout: 'default', access: 'private', title: 'Grabaciones de sesión', page: () => import('../features/session-recordings/pages/session-recordings-page') },

  // Directory: companies, departments, employees (default layout), public directory
  { path: paths.companies, layout: 'default', access: 'private', title: 'Empresas', page: () => import('../features/directory/pages/companies-page') },
  { path: paths.companyForm, layout: 'default', access: 'private', title: 'Datos de la empresa', page: () => import('../features/directory/pages/company-form-page') },
  { path: paths.companyVerification, layout: 'default', access: 'private', title: 'Verificación de empresas', page: () => import('../features/directory/pages/company-verification-page') },
  { path: paths.companyBanners, layout: 'default', access: 'private', title: 'Banners de la empresa', page: () => import('../features/directory/pages/company-banners-page') },
  { path: paths.companyLanding, layout: 'default', access: 'private', title: 'Página pública de la empresa', page: () => import('../features/directory/pages/company-landing-page') },
  { path: paths.departments, layout: 'default', access: 'private', title: 'Departamentos', page: () => import('../features/directory/pages/departments-page') },
  { path: paths.employees, layout: 'default', access: 'private', title: 'Empleados', page: () => import('../features/directory/pages/employees-page') },
  { path: paths.employee, layout: 'default', access: 'private', title: 'Empleado', page: () => import('../features/directory/pages/employee-page') },
  { path: paths.directory, layout: 'directory', access: 'public', title: 'Directorio de empresas', page: () => import('../features/directory/pages/directory-page') },

  // Container logistics (default layout; private, so the logistics build's rules send signed-out users to /login)
  { path: paths.containers, layout: 'default', access: 'private', title: 'Contenedores', page: () => import('../features/containers/pages/containers-page') },
  { path: paths.containersStock, layout: 'default', access: 'private', title: 'Stock en patio', page: () => import('../features/containers/pages/containers-stock-page') },
  { path: paths.containersEmpty, layout: 'default', access: 'private', title: 'Contenedores vacíos', page: () => import('../features/containers/pages/containers-empty-page') },
  { path: paths.containersExports, layout: 'default', access: 'private', title: 'Exportaciones', page: () => import('../features/containers/pages/containers-exports-page') },
  { path: paths.containersImports, layout: 'default', access: 'private', title: 'Importaciones', page: () => import('../features/containers/pages/containers-imports-page') },
  { path: paths.containerCalls, layout: 'default', access: 'private', title: 'Arribos de buques', page: () => import('../features/containers/pages/vessel-calls-page') },
  { path: paths.containersYard, layout: 'default', access: 'private', title: 'Patio', page: () => import('../features/containers/pages/yard-page') },
  { path: paths.containersReport, layout: 'default', access: 'private', title: 'Reportes de contenedores', page: () => import('../features/containers/pages/containers-report-page') },
  { path: paths.containerUnits, layout: 'default', access: 'private', title: 'Unidades', page: () => import('../features/logistics/pages/units-page') },
  { path: paths.containerUnit, layout: 'default', access: 'private', title: 'Unidad', page: () => import('../features/logistics/pages/unit-detail-page') },
  { path: paths.container, layout: 'default', access: 'private', title: 'Contenedor', page: () => import('./container-detail-with-orders') },
  { path: paths.logisticsDashboard, layout: 'default', access: 'private', title: 'Tablero de logística', page: () => import('../features/logistics/pages/logistics-dashboard-page') },

  // Support (issue 14): the queue (or an employee's own tickets), a ticket, the SLA settings.
  { path: paths.tickets, layout: 'default', access: 'private', title: 'Tickets de soporte', page: () => import('../features/support/pages/tickets-page') },
  { path: paths.ticket, layout: 'default', access: 'private', title: 'Ticket', page: () => import('../features/support/pages/ticket-detail-page') },
  { path: paths.supportDashboard, layout: 'default', access: 'private', title: 'Tablero de soporte', page: () => import('../features/support/pages/support-dashboard-page') },
  { path: paths.supportSettings, layout: 'default', access: 'private', title: 'Configuración de soporte', page: () => import('../features/support/pages/support-settings-page') },
  { path: paths.serviceOrders, layout: 'default', access: 'private', title: 'Órdenes de servicio', page: () => import('../features/support/pages/service-orders-page') },
  { path: paths.serviceOrder, layout: 'default', access: 'private', title: 'Orden de servicio', page: () => import('../features/support/pages/service-order-detail-page') },
  // Public: whoever holds a printed service order checks its signature (the token is the capability).
  { path: paths.serviceOrderVerification, layout: 'loggedout', access: 'public', title: 'Verificación de orden de servicio', page: () => import('../features/support/pages/service-order-verification-page') },
  { path: paths.revisionOrders, layout: 'default', access: 'private', title: 'Órdenes de revisión', page: () => import('../features/support/pages/revision-orders-page') },
  { path: paths.revisionOrder, layout: 'default', access: 'private', title: 'Orden de revisión', page: () => import('../features/support/pages/revision-order-detail-page') },
  { path: paths.checklistTemplates, layout: 'default', access: 'private', title: 'Plantillas de revisión', page: () => import('../features/support/pages/checklist-templates-page') },
  // Superempleos, hiring (issue 15): a company's vacancies and each one's pipeline board; the super admin's review queue.
  // The two /superempleos/vacantes paths are shared with the candidate's side below: app/job-board-pages.tsx picks by role.
  { path: paths.vacancyReview, layout: 'default', access: 'private', title: 'Revisión de vacantes', page: () => import('../features/hiring/pages/vacancy-review-page') },
  // Work interviews (issue 16): a vacancy's question bank, its company's.
  { path: paths.vacancyQuestions, layout: 'default', access: 'private', title: 'Banco de preguntas', page: () => import('../features/hiring/pages/vacancy-questions-page') },
  // Superempleos, employment letters (issue 15): an employee's letters or the company's requests, the admin's draft, the letter.
  { path: paths.jobLetters, layout: 'default', access: 'private', title: 'Carta laboral', page: () => import('../features/job-letters/pages/job-letters-page') },
  { path: paths.jobLetterDraft, layout: 'default', access: 'private', title: 'Redactar carta laboral', page: () => import('../features/job-letters/pages/job-letter-draft-page') },
  // Billing (issue 17): CFDI invoices of wallet movements; the platform's stamping queue.
  { path: paths.walletBilling, layout: 'wallet', access: 'private', title: 'Facturación', page: () => import('../features/billing/pages/billing-page') },
  { path: paths.walletBillingQueue, layout: 'wallet', access: 'private', title: 'Facturas por timbrar', page: () => import('../features/billing/pages/stamping-queue-page') },
  { path: paths.jobLetterView, layout: 'default', access: 'private', title: 'Carta laboral', page: () => import('../features/job-letters/pages/job-letter-page') },
  // Public: whoever holds a printed letter checks that it is genuine and still valid.
  { path: paths.jobLetterVerification, layout: 'loggedout', access: 'public', title: 'Verificación de carta laboral', page: () => import('../features/job-letters/pages/job-letter-verification-page') },
  // Superempleos, the candidate's side (issue 15): search, a vacancy, applications, bookmarks, profile.
  // The two shared paths: the search and the vacancy for candidates, the company's list and board for its managers.
  { path: paths.vacancies, layout: 'default', access: 'private', title: 'Vacantes', page: () => import('./job-board-pages').then((pages) => ({ default: pages.VacanciesByRole })) },
  { path: paths.vacancy, layout: 'default', access: 'private', title: 'Vacante', page: () => import('./job-board-pages').then((pages) => ({ default: pages.VacancyByRole })) },
  { path: paths.applications, layout: 'default', access: 'private', title: 'Postulaciones', page: () => import('../features/jobs/pages/applications-page') },
  { path: paths.bookmarks, layout: 'default', access: 'private', title: 'Vacantes guardadas', page: () => import('../features/jobs/pages/bookmarks-page') },
  { path: paths.candidateProfile, layout: 'default', access: 'private', title: 'Mi perfil de candidato', page: () => import('../features/jobs/pages/candidate-profile-page') },
  // Superempleos, work interviews (issue 16): the candidate's steps and questions (interview layout), the company's results and comparison.
  { path: paths.workInterviewWelcome, layout: 'interview', access: 'private', title: 'Tu entrevista de trabajo', page: () => import('../features/work-interviews/pages/welcome-page') },
  { path: paths.workInterviewCheck, layout: 'interview', access: 'private', title: 'Verifica tus datos', page: () => import('../features/work-interviews/pages/verify-page') },
  { path: paths.workInterviewLoading, layout: 'interview', access: 'private', title: 'Preparando tu entrevista', page: () => import('../features/work-interviews/pages/loading-page') },
  { path: paths.workInterviewFarewell, layout: 'interview', access: 'private', title: 'Gracias por tus respuestas', page: () => import('../features/work-interviews/pages/farewell-page') },
  { path: paths.workInterview, layout: 'interview', access: 'private', title: 'Entrevista de trabajo', page: () => import('../features/work-interviews/pages/interview-page') },
  { path: paths.workInterviewResults, layout: 'default', access: 'private', title: 'Resultados de la entrevista', page: () => import('../features/work-interviews/pages/results-page') },
  { path: paths.workInterviewComparison, layout: 'default', access: 'private', title: 'Comparativo de entrevistas', page: () => import('../features/work-interviews/pages/comparison-page') },
  // Live interviews (issue 16): the candidate's list, the agenda, the company's interviews with one applicant.
  { path: paths.myInterviews, layout: 'default', access: 'private', title: 'Mis entrevistas', page: () => import('./my-interviews-page') },
  { path: paths.interviewAgenda, layout: 'default', access: 'private', title: 'Agenda', page: () => import('../features/interviews/pages/agenda-page') },
  { path: paths.applicantInterviews, layout: 'default', access: 'private', title: 'Entrevistas del postulante', page: () => import('./applicant-interviews-page') },
  // Public: the e-mail's link to confirm or reject an interview without signing in (the token is the capability).
  { path: paths.interviewResponse, layout: 'loggedout', access: 'public', title: 'Responder a una entrevista', page: () => import('../features/interviews/pages/interview-response-page') },

  // The wallet (issue 17; wallet layout). `/wallet/facturacion` is the billing feature's row.
  { path: paths.wallet, layout: 'wallet', access: 'private', title: 'Mi wallet', page: () => import('../features/wallet/pages/wallet-page') },
  { path: paths.walletPayments, layout: 'wallet', access: 'private', title: 'Pagos', page: () => import('../features/wallet/pages/wallet-payments-page') },
  // Live interviews' video rooms (issue 16): the pre-join check, then the call.
  { path: paths.videoRoom, layout: 'default', access: 'private', title: 'Sala de entrevista', page: () => import('../features/video-rooms/pages/video-room-page') },
  // Public: a published vacancy as search engines index it (JSON-LD), with sign in / create account.
  { path: paths.publicVacancy, layout: 'loggedout', access: 'public', title: 'Vacante', page: () => import('../features/jobs/pages/public-vacancy-page') },
  // Parabus: tours (passengers, tickets, boarding) and complaints and suggestions.
  { path: paths.parabusTours, layout: 'default', access: 'private', title: 'Tours', page: () => import('../features/parabus/pages/tours-page') },
  { path: paths.parabusTour, layout: 'default', access: 'private', title: 'Tour', page: () => import('../features/parabus/pages/tour-detail-page') },
  { path: paths.parabusMyTrips, layout: 'default', access: 'private', title: 'Mis viajes', page: () => import('../features/parabus/pages/my-trips-page') },
  { path: paths.parabusComplaints, layout: 'default', access: 'private', title: 'Quejas y sugerencias', page: () => import('../features/parabus/pages/complaints-page') },
  { path: paths.parabusComplaint, layout: 'default', access: 'private', title: 'Queja o sugerencia', page: () => import('../features/parabus/pages/complaint-detail-page') },
  // Parabus: terminals, routes and the route editor (default layout). The public route page answers
  // both /parabus/ruta-{number} (public, spec §2) and the catch route /parabus/{route_name} with one
  // row: React Router matches whole segments only, so `ruta-:number` cannot be a route of its own.
  // Static paths (/parabus/rutas, /parabus/mapa…) outrank the dynamic segment.
  { path: paths.parabusTerminals, layout: 'default', access: 'private', title: 'Terminales', page: () => import('../features/parabus/pages/terminals-page') },
  { path: paths.parabusRoutes, layout: 'default', access: 'private', title: 'Rutas', page: () => import('../features/parabus/pages/routes-page') },
  { path: paths.parabusRoute, layout: 'default', access: 'private', title: 'Ruta', page: () => import('../features/parabus/pages/route-editor-page') },
  { path: paths.parabusPublicRoute, layout: 'loggedout', access: 'public', title: 'Ruta de autobús', page: () => import('../features/parabus/pages/public-route-page') },
  // Parabus: buses, their trackers and papers, and the live map (private; the positioning service feeds the map)
  { path: paths.parabusMap, layout: 'default', access: 'private', title: 'Mapa en vivo', page: () => import('../features/parabus/pages/live-map-page') },
  { path: paths.parabusUnits, layout: 'default', access: 'private', title: 'Autobuses', page: () => import('../features/parabus/pages/buses-page') },
  { path: paths.parabusUnit, layout: 'default', access: 'private', title: 'Autobús', page: () => import('../features/parabus/pages/bus-detail-page') },

  // Digital signature (issue 17): my signature and documents, one document (the invitation's link); the public verification (the QR's link).
  { path: paths.digitalSignature, layout: 'default', access: 'private', title: 'Firma digital', page: () => import('../features/signatures/pages/digital-signature-page') },
  { path: paths.signedDocument, layout: 'default', access: 'private', title: 'Documento a firmar', page: () => import('../features/signatures/pages/signed-document-page') },
  { path: paths.verifyDocuments, layout: 'loggedout', access: 'public', title: 'Verificar documentos', page: () => import('../features/signatures/pages/verify-documents-page') },

  // Attendance control: the wall clock (no layout, a device's session, see route-rules.ts DEVICE_PATHS), then the default layout.
  { path: paths.attendanceClock, layout: 'none', access: 'device', title: 'Reloj checador', page: () => import('../features/attendance/pages/clock-page') },
  { path: paths.attendanceShifts, layout: 'default', access: 'private', title: 'Turnos', page: () => import('../features/attendance/pages/shifts-page') },
  { path: paths.attendanceSchedules, layout: 'default', access: 'private', title: 'Horarios', page: () => import('../features/attendance/pages/schedules-page') },
  { path: paths.attendanceRecesses, layout: 'default', access: 'private', title: 'Descansos', page: () => import('../features/attendance/pages/recesses-page') },
  { path: paths.attendanceMyShifts, layout: 'default', access: 'private', title: 'Mis horarios', page: () => import('../features/attendance/pages/my-shifts-page') },
  { path: paths.attendanceMyRecords, layout: 'default', access: 'private', title: 'Mis asistencias', page: () => import('../features/attendance/pages/my-attendances-page') },
  { path: paths.attendanceRecords, layout: 'default', access: 'private', title: 'Registro global de asistencia', page: () => import('../features/attendance/pages/records-page') },
  { path: paths.attendanceMonitoring, layout: 'default', access: 'private', title: 'Monitoreo de personal', page: () => import('../features/attendance/pages/monitoring-page') },
  { path: paths.attendanceEmployee, layout: 'default', access: 'private', title: 'Asistencia del empleado', page: () => import('../features/attendance/pages/employee-attendance-page') },
  { path: paths.attendanceEmployeesCalendar, layout: 'default', access: 'private', title: 'Calendario de empleados', page: () => import('../features/attendance/pages/employees-calendar-page') },
  { path: paths.attendanceDepartmentsCalendar, layout: 'default', access: 'private', title: 'Calendario de departamentos', page: () => import('../features/attendance/pages/departments-calendar-page') },
];
