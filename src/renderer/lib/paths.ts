/** URLs of the app's routes, built in one place (the route table in app/routes.tsx uses them). */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/registro',
  registerSuperempleos: '/registro/superempleos',
  verify: '/verificarme',
  recoverPassword: '/recuperar-password',
  selectCompany: '/seleccionar-empresa',
  home: '/inicio',
  dashboard: '/dashboard',
  profile: '/perfil',
  notifications: '/notificaciones',
  companies: '/empresas',
  companyBanners: '/empresas/banners',
  companyLanding: '/empresas/landing',
  companyForm: '/empresas/crear-empresa',
  companyVerification: '/empresas/verificar-empresa',
  employees: '/empleados',
  departments: '/departamentos',
  employee: '/departamentos/:departmentId/empleados/:employeeId',
  directory: '/directorio',
  company: '/empresa',
  users: '/usuarios',
  contact: '/contacto',
  about: '/nosotros',
  faq: '/preguntas-frecuentes',
  cookies: '/politicas-cookies',
  terms: '/terminos-servicio',
  privacy: '/politicas-privacidad',
  containers: '/contenedores',
  containersStock: '/contenedores/stock',
  containersEmpty: '/contenedores/vacios',
  containersExports: '/contenedores/exportaciones',
  containersImports: '/contenedores/importaciones',
  containerCalls: '/contenedores/calls',
  containersYard: '/contenedores/patio',
  containersReport: '/contenedores/reporte',
  containerUnits: '/contenedores/unidades',
  containerUnit: '/contenedores/unidades/:unitId/detalles',
  container: '/contenedores/:containerId/detalles',
  logisticsDashboard: '/logistica/dashboard',
  attendanceClock: '/control-asistencia/reloj',
  attendanceShifts: '/control-asistencia/turnos',
  attendanceSchedules: '/control-asistencia/horarios',
  attendanceRecesses: '/control-asistencia/descansos',
  attendanceMyShifts: '/control-asistencia/mis-horarios',
  attendanceMyRecords: '/control-asistencia/mis-asistencias',
  attendanceRecords: '/control-asistencia/registro-global',
  attendanceMonitoring: '/control-asistencia/monitoreo-personal',
  attendanceEmployee: '/control-asistencia/empleado/:employeeId',
  attendanceEmployeesCalendar: '/control-asistencia/calendario/empleados',
  attendanceDepartmentsCalendar: '/control-asistencia/calendario/departamentos',
  sessionRecordings: '/grabaciones-de-sesion',
  parabusMap: '/parabus/mapa',
  parabusTerminals: '/parabus/terminales',
  parabusRoutes: '/parabus/rutas',
  parabusRoute: '/parabus/rutas/:routeId/detalles',
  parabusTours: '/parabus/tours',
  parabusTour: '/parabus/tours/:tourId/detalles',
  /** Not in the spec's list: a driver's own buses, routes and tours (issue 13, "drivers see their own assignments"). */
  parabusMyTrips: '/parabus/mis-viajes',
  parabusUnits: '/parabus/unidades',
  parabusUnit: '/parabus/unidades/:unitId/detalles',
  parabusComplaints: '/parabus/quejas-y-sugerencias',
  parabusComplaint: '/parabus/quejas-y-sugerencias/:complaintId/detalles',
  tickets: '/soporte/tickets',
  ticket: '/soporte/tickets/:ticketId/detalles',
  /** The support dashboard (issue 14: "in the existing dashboard pattern"). */
  supportDashboard: '/soporte/tablero',
  /** Not in the spec's list: the company admin's SLA targets and business calendar (issue 14). */
  supportSettings: '/soporte/configuracion',
  serviceOrders: '/soporte/ordenes-servicio',
  serviceOrder: '/soporte/ordenes-servicio/:serviceOrderId/detalles',
  /** Not in the spec's list: the public page the printed QR code of a signed service order opens (issue 14). */
  serviceOrderVerification: '/verificar/orden-servicio/:token',
  revisionOrders: '/soporte/ordenes-revision',
  revisionOrder: '/soporte/ordenes-revision/:revisionOrderId/detalles',
  /** Not in the spec's list: support's checklist templates of revision orders (issue 14). */
  checklistTemplates: '/soporte/ordenes-revision/plantillas',
  /** Spec §2: an employee's letters and «Solicitar carta»; the company's requests for its admins (issue 15). */
  jobLetters: '/superempleos/carta-laboral',
  jobLetterView: '/superempleos/carta-laboral/:jobLetterId/ver',
  jobLetterDraft: '/superempleos/carta-laboral/:jobLetterId/crear',
  /** Spec §2: the super admin's review queue of vacancies. */
  vacancyReview: '/superempleos/revision-vacantes',
  /** Spec §2 (interview layout): a work interview's steps (`?id=`), then the questions one by one (issue 16). */
  workInterviewWelcome: '/superempleos/entrevistas/bienvenida',
  workInterviewCheck: '/superempleos/entrevistas/verificar-datos',
  workInterviewLoading: '/superempleos/entrevistas/cargando',
  workInterviewFarewell: '/superempleos/entrevistas/despedida',
  workInterview: '/superempleos/entrevistas/:workInterviewId',
  /** Spec §2: a work interview's results, scored by the company's evaluators (issue 16). */
  workInterviewResults: '/superempleos/resultados-evaluacion/:workInterviewId',
  /** Not in the spec's list: a vacancy's completed work interviews side by side (issue 16 "compare"). */
  workInterviewComparison: '/superempleos/vacantes/:vacancyId/comparar-entrevistas',
  /** Not in the spec's list: the public page the printed QR code of an issued employment letter opens (issue 15). */
  jobLetterVerification: '/verificar/carta-laboral/:token',
  /** Spec §2: for candidates the search; for a company its vacancies (issue 15). */
  vacancies: '/superempleos/vacantes',
  /** Spec §2: for candidates the vacancy; for its company the pipeline board (issue 15). */
  vacancy: '/superempleos/vacantes/:vacancyId',
  /** Spec §2: a vacancy's question bank for work interviews, its company's (issue 16). */
  vacancyQuestions: '/superempleos/vacantes/:vacancyId/preguntas',
  /** Spec §2: the candidate's applications and where each one stands. */
  applications: '/superempleos/postulaciones',
  /** Not in the spec's list: the candidate's saved vacancies (issue 15 "bookmarks"). */
  bookmarks: '/superempleos/guardadas',
  /** Not in the spec's list: the candidate's profile (issue 15 "the candidate's profile and CV"). */
  candidateProfile: '/superempleos/perfil',
  /** Not in the spec's list: a live interview's video room (issue 16; spec §7 `/webrtc/{x}/room/{y}`). */
  videoRoom: '/superempleos/sala/:interviewId',
  /** Not in the spec's list: a vacancy's public page, what search engines index (issue 15 "public vacancy pages"). */
  publicVacancy: '/empleos/:vacancyId',
  /** Spec §2: public; `/parabus/ruta-{number}`, and the catch route `/parabus/{route_name}` resolves the same page. */
  parabusPublicRoute: '/parabus/:routeName',
  /** Spec §2: the candidate's interviews (issue 16). */
  myInterviews: '/superempleos/entrevistas',
  /** Spec §2: the company's and the candidate's interview calendar (issue 16). */
  interviewAgenda: '/superempleos/agenda',
  /** Spec §2: a company's interviews with one applicant of a vacancy (issue 16). */
  applicantInterviews: '/superempleos/vacantes/:vacancyId/entrevistas/:userId',
  /** Not in the spec's list: the e-mail's link to confirm or reject an interview without signing in (`?token=`; issue 16). */
  interviewResponse: '/entrevista/responder',
  /** Spec §2 (wallet layout): balance, points and recharges (issue 17). */
  wallet: '/wallet',
  /** Spec §2 (wallet layout): charges to pay, the history with receipts; a company's charges for its admins (issue 17). */
  walletPayments: '/wallet/pagos',
  /** Spec §2 (wallet layout): fiscal data, invoice requests and invoices (issue 17). */
  walletBilling: '/wallet/facturacion',
  /** Not in the spec's list: the platform's queue of invoices waiting for a stamp (billing.stamp; issue 17). */
  walletBillingQueue: '/wallet/facturacion/pendientes',
  /** Digital signature (issue 17): my signature and documents; one document (the invitation e-mail's link); the public verification (`?codigo=`, the QR code). */
  digitalSignature: '/firma-digital',
  signedDocument: '/firma-digital/:documentId',
  verifyDocuments: '/verificar-documentos',
} as const;

/** `/firma-digital/{id}`: a document to sign, its signers and its audit trail. */
export const signedDocumentPath = (documentId: number) => `/firma-digital/${documentId}`;

/** `/departamentos/{departmentId}/empleados/{employeeId}`. */
export const employeePath = (departmentId: number, employeeId: number) => `/departamentos/${departmentId}/empleados/${employeeId}`;

/** `/empresas/crear-empresa?id=` edits that company; without it the form creates one. */
export const companyFormPath = (companyId?: number) => (companyId === undefined ? paths.companyForm : `${paths.companyForm}?id=${companyId}`);

/** `/contenedores/{id}/detalles`. */
export const containerPath = (containerId: number) => `/contenedores/${containerId}/detalles`;

/** `/contenedores/unidades/{id}/detalles`. */
export const containerUnitPath = (unitId: number) => `/contenedores/unidades/${unitId}/detalles`;

/** `/control-asistencia/empleado/{id}`: one employee's attendance history. */
export const attendanceEmployeePath = (employeeId: number) => `/control-asistencia/empleado/${employeeId}`;

/** `/parabus/rutas/{id}/detalles`. */
export const parabusRoutePath = (routeId: number) => `/parabus/rutas/${routeId}/detalles`;

/** `/parabus/tours/{id}/detalles`. */
export const parabusTourPath = (tourId: number) => `/parabus/tours/${tourId}/detalles`;

/** `/parabus/unidades/{id}/detalles`. */
export const parabusUnitPath = (unitId: number) => `/parabus/unidades/${unitId}/detalles`;

/** `/soporte/ordenes-revision/{id}/detalles`. */
export const revisionOrderPath = (orderId: number) => `/soporte/ordenes-revision/${orderId}/detalles`;

/** `/soporte/tickets/{id}/detalles`. */
export const ticketPath = (ticketId: number) => `/soporte/tickets/${ticketId}/detalles`;

/** `/soporte/ordenes-servicio/{id}/detalles`. */
export const serviceOrderPath = (serviceOrderId: number) => `/soporte/ordenes-servicio/${serviceOrderId}/detalles`;

/** `/parabus/quejas-y-sugerencias/{id}/detalles`. */
export const parabusComplaintPath = (complaintId: number) => `/parabus/quejas-y-sugerencias/${complaintId}/detalles`;

/** The public page of a route: `/parabus/ruta-{number}`. */
export const parabusPublicRoutePath = (publicNumber: number) => `/parabus/ruta-${publicNumber}`;

/** `/superempleos/carta-laboral/{id}/ver`: the letter, its status and its PDF. */
export const jobLetterViewPath = (jobLetterId: number) => `/superempleos/carta-laboral/${jobLetterId}/ver`;

/** `/superempleos/carta-laboral/{id}/crear`: the admin drafts it and issues or rejects it. */
export const jobLetterDraftPath = (jobLetterId: number) => `/superempleos/carta-laboral/${jobLetterId}/crear`;

/** `/superempleos/vacantes/{id}`: the vacancy (candidates) or its pipeline board (its company). */
export const vacancyPath = (vacancyId: number) => `/superempleos/vacantes/${vacancyId}`;

/** `/superempleos/vacantes/{id}/preguntas`: the vacancy's question bank (its company). */
export const vacancyQuestionsPath = (vacancyId: number) => `/superempleos/vacantes/${vacancyId}/preguntas`;
/** `/superempleos/sala/{id}`: the video room of a live interview (its candidate and interviewers). */
export const videoRoomPath = (interviewId: number) => `/superempleos/sala/${interviewId}`;

/** `/empleos/{id}`: a published vacancy's public page (no session; the sitemap and JSON-LD point here). */
export const publicVacancyPath = (vacancyId: number) => `/empleos/${vacancyId}`;

/** A step of a work interview before or after its questions: `/superempleos/entrevistas/{step}?id={id}`. */
export const workInterviewStepPath = (step: 'bienvenida' | 'verificar-datos' | 'cargando' | 'despedida', workInterviewId: number, query: Record<string, string> = {}) =>
  `/superempleos/entrevistas/${step}?${new URLSearchParams({ id: String(workInterviewId), ...query }).toString()}`;

/** `/superempleos/entrevistas/{id}`: the questions, one by one. */
export const workInterviewPath = (workInterviewId: number) => `/superempleos/entrevistas/${workInterviewId}`;

/** `/superempleos/resultados-evaluacion/{id}`: the company's results and scoring of one work interview. */
export const workInterviewResultsPath = (workInterviewId: number) => `/superempleos/resultados-evaluacion/${workInterviewId}`;

/** `/superempleos/vacantes/{id}/comparar-entrevistas`: the vacancy's work interviews side by side. */
export const workInterviewComparisonPath = (vacancyId: number) => `/superempleos/vacantes/${vacancyId}/comparar-entrevistas`;
/** `/superempleos/vacantes/{id}/entrevistas/{userId}`: the company's interviews with one applicant; `?agendar={applicationId}` opens «Agendar entrevista». */
export const applicantInterviewsPath = (vacancyId: number, userId: number, scheduleApplicationId?: number) =>
  `/superempleos/vacantes/${vacancyId}/entrevistas/${userId}${scheduleApplicationId ? `?agendar=${scheduleApplicationId}` : ''}`;
