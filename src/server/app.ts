import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DESKTOP_APP_ORIGIN } from '../shared/ipc';
import { type Config, fastifyTrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { type Mailer, createMailer } from './lib/mailer';
import { type PasswordHasher, createPasswordHasher } from './lib/passwords';
import { createBackgroundTasks } from './lib/background-tasks';
import { createPeriodicTask } from './lib/periodic-task';
import { type RateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import { createFileStorage } from './lib/file-storage';
import { type IdentityCache, createIdentityCache } from './lib/identity-cache';
import type { Realtime } from './lib/realtime';
import { createUrlSigner } from './lib/signed-url';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAntiBotService } from './modules/anti-bot/anti-bot.service';
import { containerDashboardRoutes } from './modules/containers/container-dashboard.routes';
import { createContainerDashboardService } from './modules/containers/container-dashboard.service';
import { containerImportKind } from './modules/containers/containers.import';
import { departureReport, existenceReport, stockReport } from './modules/containers/containers.reports';
import { containersRoutes } from './modules/containers/containers.routes';
import { createContainersService } from './modules/containers/containers.service';
import { vesselCallsRoutes } from './modules/containers/vessel-calls.routes';
import { createVesselCallsService } from './modules/containers/vessel-calls.service';
import { yardRoutes } from './modules/containers/yard.routes';
import { createYardService } from './modules/containers/yard.service';
import { createAttendanceClockService } from './modules/attendance/attendance-clock.service';
import { attendanceReport } from './modules/attendance/attendance.report';
import { attendanceClockPairingRoutes, attendanceClockRoutes, attendanceRoutes } from './modules/attendance/attendance.routes';
import { createClockKeys } from './modules/attendance/clock-pin-proofs';
import { clockPinProofsRoutes } from './modules/attendance/clock-pin-proofs.routes';
import { createClockPinProofsService } from './modules/attendance/clock-pin-proofs.service';
import { createClockRejectionNotices } from './modules/attendance/clock-rejections';
import { createAttendanceService } from './modules/attendance/attendance.service';
import { createAttendanceSweeper } from './modules/attendance/attendance-sweeper';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokensService } from './modules/auth/tokens.service';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes';
import { createCataloguesService } from './modules/catalogues/catalogues.service';
import { businessSectorsRoutes, publicBusinessSectorsRoutes } from './modules/business-sectors/business-sectors.routes';
import { createBusinessSectorsService } from './modules/business-sectors/business-sectors.service';
import { companiesRoutes, publicCompaniesRoutes } from './modules/companies/companies.routes';
import { createCompaniesService } from './modules/companies/companies.service';
import { departmentsRoutes } from './modules/departments/departments.routes';
import { createDepartmentsService } from './modules/departments/departments.service';
import { employeeImportKind } from './modules/employees/employees.import-kind';
import { createPinHasher } from './modules/employees/employees.pin';
import { employeesRoutes } from './modules/employees/employees.routes';
import { createEmployeesService } from './modules/employees/employees.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { filesRoutes, publicImageRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { genderRoutes } from './modules/gender/gender.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { sessionRecordingsRoutes } from './modules/session-recordings/session-recordings.routes';
import { createSessionRecordingsService } from './modules/session-recordings/session-recordings.service';
import { createGeocodingService } from './modules/geocoding/geocoding.service';
import { createGenderService } from './modules/gender/gender.service';
import { healthRoutes } from './modules/health/health.routes';
import { createJobLetterNotices } from './modules/job-letters/job-letters.notices';
import { jobLettersRoutes, publicJobLetterRoutes } from './modules/job-letters/job-letters.routes';
import { createJobLettersService } from './modules/job-letters/job-letters.service';
import { createImportRegistry } from './modules/imports/imports.registry';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportsService } from './modules/imports/imports.service';
import { notificationSettingsRoutes, notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { routeRulesRoutes } from './modules/route-rules/route-rules.routes';
import { createRouteRulesService } from './modules/route-rules/route-rules.service';
import { logisticsRoutes, publicWaybillRoutes } from './modules/logistics/logistics.routes';
import { createUnitDocumentNotices } from './modules/parabus/unit-document-notices';
import { createUnitDocumentsService } from './modules/parabus/unit-documents.service';
import { unitDocumentsRoutes } from './modules/parabus/unit-documents.routes';
import { createOrdersService } from './modules/logistics/orders.service';
import { publicRouteRoutes, routePlanRoutes } from './modules/logistics/bus-routes.routes';
import { createPublicRoutesService } from './modules/logistics/public-routes.service';
import { createRoutePlanService } from './modules/logistics/route-plan.service';
import { createRoutesService } from './modules/logistics/routes.service';
import { createTerminalsService } from './modules/logistics/terminals.service';
import { createUnitAssignmentsService } from './modules/logistics/unit-assignments.service';
import { createUnitsService } from './modules/logistics/units.service';
import { createWaybillsService } from './modules/logistics/waybills.service';
import { registerPositioningLifecycle } from './modules/positioning/positioning.lifecycle';
import { osmAndRoutes, positioningRoutes } from './modules/positioning/positioning.routes';
import { createPositioningService } from './modules/positioning/positioning.service';
import { createTrackWorkers } from './modules/positioning/track-workers';
import { createPositionsRetention } from './modules/positioning/positions-retention';
import { createTrackerIngestService } from './modules/positioning/tracker-ingest.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { searchTermsRoutes, tagSearchRoutes } from './modules/tags/tags.routes';
import { createTagsService } from './modules/tags/tags.service';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintsService } from './modules/complaints/complaints.service';
import { toursRoutes } from './modules/tours/tours.routes';
import { revisionOrdersReport } from './modules/support/revision-orders.report';
import { revisionOrdersRoutes } from './modules/support/revision-orders.routes';
import { serviceOrdersReport } from './modules/support/service-orders.report';
import { publicServiceOrderRoutes, serviceOrdersRoutes } from './modules/support/service-orders.routes';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportServices } from './modules/support/support.service';
import { ticketsReport } from './modules/support/tickets.report';
import { registerTicketSockets } from './modules/support/tickets.sockets';
import { createToursService } from './modules/tours/tours.service';
import { applicationsReport } from './modules/jobs/applications.report';
import { applicationsRoutes } from './modules/jobs/applications.routes';
import { candidatesRoutes } from './modules/jobs/candidates.routes';
import { cvRoutes } from './modules/jobs/cv.routes';
import { createJobsServices } from './modules/jobs/jobs.service';
import { jobSearchRoutes, publicJobSearchRoutes, vacancySitemapRoutes } from './modules/jobs/search.routes';
import { jobCataloguesRoutes, vacanciesRoutes } from './modules/jobs/vacancies.routes';
import { membersReport } from './modules/users/users.report';
import { profilePhotoRoutes, registeredUsersStatisticsRoutes, usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { logSerializers } from './plugins/log-redaction';
import { type RealtimeServer, attachRealtime } from './plugins/realtime';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic } from './plugins/static';
import type { Principal } from './principal';

// Messages zod writes itself (types, formats) in Spanish; contracts override the important ones.
z.config(z.locales.es());

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Two connections (publish, subscribe) when REDIS_URL is set: socket.io adapter and rate limits. */
  redis?: { pub: Redis; sub: Redis };
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** argon2 behind the per-process gate of PASSWORD_HASH_CONCURRENCY; tests may count its calls. */
  passwords?: PasswordHasher;
  /** `false` for none; tests may pass a stream to read what is logged. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The time rules run on (attendance); tests move it. */
  clock?: () => Date;
}

export interface App {
  app: FastifyInstance;
  io: RealtimeServer;
  realtime: Realtime;
  services: ReturnType<typeof createServices>;
}

function createServices(deps: Required<Pick<AppDependencies, 'config' | 'database' | 'mailer' | 'limiter' | 'passwords' | 'clock'>> & {
  realtime: Realtime;
  identity: IdentityCache<Principal>;
  logger: FastifyInstance['log'];
}) {
  const { config, database, mailer, limiter, passwords, realtime, identity, logger, clock } = deps;
  const { db, dialect } = database;
  const businessSectors = createBusinessSectorsService({ db });
  const companies = createCompaniesService({ db, sectors: businessSectors });
  const tokens = createTokensService({ db, config, realtime, identity });
  const storage = createFileStorage(`${config.dataDir}/storage`);
  const users = createUsersService({ db, dialect, realtime, tokens, companies, identity, storage });
  const accounts = createAccountsService({ db, config, mailer, limiter, passwords, users, logger });
  const auth = createAuthService({ config, limiter, passwords, tokens, users, companies, identity, registrationToResume: accounts.registrationToResume });
  const antiBot = createAntiBotService({ db, appKey: config.appKey, cost: config.antiBotCost });
  const contact = createContactService({ db, mailer, antiBot, limiter, contactEmail: config.contactEmail, logger, now: clock });
  const routeRules = createRouteRulesService({ file: `${config.dataDir}/route-rules.json`, logger });
  const notifications = createNotificationsService({ db, dialect, realtime, companies, users });
  const reports = createReportsService({ companies, signer: createUrlSigner(config.appKey) });
  // Report kinds, one per area (see src/server/README.md, "Adding a report kind").
  reports.register(membersReport(db));
  const catalogues = createCataloguesService({ db, dialect });
  companies.useLocationCatalogue(catalogues);
  // Images and documents; each area registers how its records find their company and which
  // action reads their files (files.registerOwner).
  const files = createFilesService({ db, storage });
  const tags = createTagsService({ db, appKey: config.appKey, limiter });
  const gender = createGenderService();
  const geocoding = createGeocodingService({ baseUrl: config.geocoderUrl, userAgent: `Plataforma (${config.publicUrl}; ${config.contactEmail})`, limiter });
  const departments = createDepartmentsService({ db, companies });
  // A company's and a department's own files are for every member of the company.
  for (const type of ['company', 'company_logo', 'company_banner'] as const) {
    files.registerOwner(type, { companyOf: (scope, id) => companies.companyIdOf(scope, id), read: 'members' });
  }
  files.registerOwner('department', { companyOf: (scope, id) => departments.companyIdOf(scope, id), read: 'members' });
  // Attendance PINs: a keyed hash (APP_KEY); the clock checks them inside its punch transaction.
  const pins = createPinHasher(config.appKey);
  const employees = createEmployeesService({ db, companies, departments, pins, now: clock });
  // An employee's files are people data: read like the employee, written by who manages employees.
  files.registerOwner('employee', { companyOf: (scope, id) => employees.companyIdOf(scope, id), read: 'employees.read', write: 'employees.manage' });
  // Container logistics core: containers, movements, calls.
  const containers = createContainersService({ db, dialect, realtime });
  const vesselCalls = createVesselCallsService({ db });
  const containerDashboard = createContainerDashboardService({ db });
  const yard = createYardService({ db });
  // Bulk imports: one engine, a kind per area (see src/server/README.md, "Adding an import kind").
  const importKinds = createImportRegistry();
  importKinds.register(employeeImportKind({ departments, employees }));
  importKinds.register(containerImportKind({ containers }));
  const imports = createImportsService({ db, dialect, storage, companies, registry: importKinds, resumeAfterSeconds: config.importResumeAfterSeconds, logger });
  reports.register(stockReport(db));
  reports.register(existenceReport(db));
  reports.register(departureReport(db));
  // Around the containers: terminals, routes, units and drivers; orders and waybills (carta porte).
  const terminals = createTerminalsService({ db, companies });
  const routes = createRoutesService({ db, companies, terminals });
  // Bus routes: stops and timetable, and the public route page.
  const routePlan = createRoutePlanService({ db, routes, terminals });
  const publicRoutes = createPublicRoutesService({ db, limiter });
  const units = createUnitsService({ db, companies, employees, routes });
  const unitAssignments = createUnitAssignmentsService({ db, units, routes });
  const orders = createOrdersService({ db, containers, terminals, routes, units, realtime });
  units.useMovements((principal, unitId) => orders.movementsOfUnit(principal, unitId));
  // A unit's scanned papers are the fleet's: read like the unit, written by who manages its documents.
  files.registerOwner('unit', { companyOf: (scope, id) => units.companyIdOf(scope, id), read: 'fleet.read', write: 'unit-documents.manage' });
  const unitDocuments = createUnitDocumentsService({ db, units, companies, files, now: clock });
  // Once per document and expiry date: entering the 30-day window, and expired.
  const unitDocumentNotices = createUnitDocumentNotices({
    db,
    recipients: (scope, companyId) => users.activeMemberIdsAllowedIn(scope, companyId, 'unit-documents.manage'),
    notify: (userIds, content) => notifications.notify(userIds, content),
    now: clock,
    onError: (error) => logger.error({ err: error }, 'fallaron los avisos de documentos de unidades'),
  });
  const waybills = createWaybillsService({ db, appKey: config.appKey, publicUrl: config.publicUrl, orders, terminals, routes, units, containers, companies });
  // Parabus tours: passengers, tickets and boarding on the fleet's buses and drivers.
  const tours = createToursService({ db, companies, units, employees, now: clock });
  // Complaints and suggestions (panel service): filed from the public route page or signed in.
  const complaints = createComplaintsService({ db, appKey: config.appKey, antiBot, limiter, mailer, notifications, companies, routes, units, logger, now: clock });
  // A complaint's photo is read by the company's managers (the author reads it through the complaint).
  files.registerOwner('complaint', { companyOf: (scope, id) => complaints.companyIdOf(scope, id), read: 'complaints.manage', write: 'complaints.manage' });
  // Support tickets (issue 14): related assets are the company's employees, units and containers.
  const support = createSupportServices({
    db,
    realtime,
    mailer,
    notifications,
    departments,
    users,
    files,
    related: { employee: (scope, id) => employees.companyIdOf(scope, id), unit: (scope, id) => units.companyIdOf(scope, id), container: async (scope, id) => (await containers.companyIdOf(scope, id)) ?? null },
    // Revision orders inspect the fleet's buses and trucks and the company's containers.
    revisionAssets: {
      unit: async (scope, id) => {
        const [unit] = await units.byIds(scope, [id]);
        return unit ? { company_id: unit.company_id, kind: unit.kind, label: unit.number } : null;
      },
      container: (scope, id) => containers.labelOf(scope, id),
    },
    logger,
    appKey: config.appKey,
    publicUrl: config.publicUrl,
    now: clock,
  });
  // Support's three report kinds share the screens' rule: a support role or the `soporte-tecnico` department.
  const isSupportAgent = (principal: Principal, companyId: number) => support.tickets.isAgent(principal, companyId);
  reports.register(serviceOrdersReport(db, isSupportAgent));
  reports.register(ticketsReport(db, support.sla, isSupportAgent, clock));
  // Employment letters (issue 15): the requester hears of the decision, the company's admins of a request.
  const jobLetters = createJobLettersService({
    db,
    notices: createJobLetterNotices({ db, notifications, mailer, background: createBackgroundTasks(logger), managersOf: (scope, companyId) => users.activeMemberIdsAllowedIn(scope, companyId, 'job-letters.manage') }),
    companyIdsOfUser: (userId) => companies.companyIdsOfUser(userId),
    appKey: config.appKey,
    publicUrl: config.publicUrl,
    now: clock,
  });
  const attendance = createAttendanceService({ db, realtime, now: clock, departmentCompanyOf: (scope, id) => departments.companyIdOf(scope, id) });
  // The clock's punch fingerprints and offline PIN proofs: keys derived from APP_KEY (clock-pin-proofs.ts).
  const clockKeys = createClockKeys(config.appKey);
  const pinOffline = (hash: string | null) => pins.offlineMaterial(hash);
  const attendanceClock = createAttendanceClockService({
    db,
    attendance,
    companies,
    limiter,
    verifyPin: (pin, hash) => pins.verify(pin, hash),
    pinOffline,
    keys: clockKeys,
    onRejected: createClockRejectionNotices({ db, notifications, users }),
    now: clock,
  });
  const clockPinProofs = createClockPinProofsService({ db, keys: clockKeys, pinOffline });
  reports.register(attendanceReport(db));
  reports.register(revisionOrdersReport(db, isSupportAgent));
  const attendanceSweeper = createAttendanceSweeper({ sweeps: attendance.sweeps, onError: (error) => logger.error({ err: error }, 'falló el barrido de asistencia') });
  const sessionRecordings = createSessionRecordingsService({ db, limiter, retentionDays: config.sessionRecordingRetentionDays, now: clock });
  // Expired recordings never wait long: at start, then hourly.
  const sessionRecordingsSweeper = createPeriodicTask({ run: sessionRecordings.purgeExpired, everyMs: 3_600_000, firstAfterMs: 0, onError: (error) => logger.error({ err: error }, 'falló la limpieza de grabaciones de sesión') });
  // Positioning: tracker reports in (OsmAnd), positions, tracks and events out.
  // Replays read and thin tracks on worker threads (TRACK_THREADS), off the event loop.
  const trackWorkers = createTrackWorkers({ db, databaseUrl: config.databaseUrl, threads: config.positioning.trackThreads, logger });
  const positioning = createPositioningService({ db, settings: config.positioning, logger, now: clock, ...(trackWorkers ? { thinner: trackWorkers } : {}) });
  const trackerIngest = createTrackerIngestService({ db, realtime, limiter, notifications, users, logger, settings: config.positioning, now: clock });
  const positionsRetention = createPositionsRetention({ db, retentionDays: config.positioning.retentionDays, onError: (error) => logger.error({ err: error }, 'falló la depuración de posiciones antiguas') });
  // Superempleos, the job board (issue 15): vacancies with review, search, applications, profiles.
  const jobs = createJobsServices({ db, storage, notifications, users, publicUrl: config.publicUrl, now: clock, onError: (error) => logger.error({ err: error }, 'falló el cierre de vacantes vencidas') });
  reports.register(applicationsReport(db));
  return { jobs, positioning, trackerIngest, positionsRetention, companies, tokens, users, auth, accounts, antiBot, contact, routeRules, notifications, reports, catalogues, files, tags, gender, geocoding, routePlan, publicRoutes, sessionRecordings, sessionRecordingsSweeper, unitDocuments, unitDocumentNotices, support, jobLetters, businessSectors, departments, employees, imports, containers, vesselCalls, containerDashboard, yard, terminals, routes, units, unitAssignments, orders, waybills, tours, complaints, attendance, attendanceClock, clockPinProofs, attendanceSweeper };
}

/**
 * Imports cut short by a stopped process go on once the app is up, and then whenever a batch has
 * made no progress for `resumeAfterSeconds` (another process that died). Shutdown lets the chunk
 * in flight commit and leaves the batch for the next start.
 */
function startImportResumer(app: FastifyInstance, imports: ReturnType<typeof createImportsService>, resumeAfterSeconds: number) {
  let timer: NodeJS.Timeout | undefined;
  const resume = () =>
    imports.resumeUnfinished().catch((error: unknown) => app.log.error({ err: error }, 'no se pudieron reanudar las cargas pendientes'));
  app.addHook('onReady', async () => {
    await resume();
    timer = setInterval(() => void resume(), Math.max(1, resumeAfterSeconds / 2) * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', () => imports.close());
}

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const logger = deps.logger ?? { level: config.logLevel };
  const app = Fastify({
    // Request lines carry the URL: credentials in its query (reset tokens, signatures) are masked.
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: logSerializers },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep-alive sockets that carry no request are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
  });
  // Graceful shutdown: once close() starts, every response ends its connection, so keep-alive
  // clients cannot hold the process open after their in-flight requests are answered.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  // The desktop console's renderer (app://plataforma) calls the API cross-origin; everything else
  // is same-origin (the server serves the PWA) unless CORS_ORIGINS adds more.
  const corsOrigins = [DESKTOP_APP_ORIGIN, ...config.corsOrigins];

  // The services need the socket layer and the socket handshake needs the auth service: the
  // closure is only called once a socket connects, when `services` exists.
  const { io, realtime, refreshIdentities } = attachRealtime(app, {
    authenticate: (token) => services.auth.authenticate(token),
    corsOrigins,
    redis: deps.redis,
    redisPrefix: config.redisPrefix,
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  const identity = createIdentityCache<Principal>();
  // A socket's rooms follow its user's roles, companies and sessions as they change.
  identity.onInvalidate((message) => void refreshIdentities(message));
  // Other processes hear about identity changes over the socket.io Redis adapter; a single
  // process (no Redis) has nobody to tell.
  if (deps.redis) {
    identity.setRemote((message) => io.serverSideEmit('identity.invalidate', message));
    io.on('identity.invalidate', (message) => identity.receive(message));
  }

  const services = createServices({
    config,
    database,
    realtime,
    identity,
    logger: app.log,
    mailer:
      deps.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: `${config.dataDir}/outbox`, from: config.mailFrom, logger: app.log }),
    clock: deps.clock ?? (() => new Date()),
    passwords: deps.passwords ?? createPasswordHasher(config.passwordHashing),
    limiter: deps.limiter ?? (deps.redis ? createRedisRateLimiter(deps.redis.pub, `${config.redisPrefix}rl:`) : createMemoryRateLimiter()),
  });

  // Account mail goes out after the reply; shutdown waits for it before the database closes.
  app.addHook('onClose', () => services.accounts.idle());

  // The municipalities of the INEGI catalogue file; idempotent, nothing to do once loaded.
  await services.catalogues.loadCatalogue();
  // Contact e-mails are sent after the answer; let those under way finish before closing.
  app.addHook('onClose', () => services.contact.settled());
  app.addHook('onClose', () => services.complaints.settled());
  app.addHook('onClose', () => services.support.tickets.settled());
  app.addHook('onClose', () => services.jobLetters.settled());
  registerTicketSockets(io, services.support.tickets, app.log);

  await registerSecurityHeaders(app, { mapsProvider: config.mapsProvider });
  // Bearer tokens, never cookies: no credentials mode. Preflights are cached for 10 minutes.
  await app.register(fastifyCors, { origin: corsOrigins, credentials: false, maxAge: 600, exposedHeaders: ['content-disposition', 'retry-after'] });
  await app.register(fastifyFormbody);
  // Uploads: one file per request, 2 MiB at most (a 413 beyond); sizes per route are smaller.
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 }, throwFileSizeLimit: true });
  await registerDocs(app);
  await app.register(authPlugin, { auth: services.auth });

  // The API, area by area.
  await app.register(healthRoutes(database.db));
  await app.register(authRoutes(services.auth));
  await app.register(accountsRoutes(services.accounts), { prefix: '/api/v1' });
  await app.register(usersRoutes(services.users), { prefix: '/api/v1' });
  await app.register(registeredUsersStatisticsRoutes(services.users), { prefix: '/api/v1' });
  await app.register(profilePhotoRoutes(services.users));
  await app.register(companiesRoutes(services.companies), { prefix: '/api/v1' });
  await app.register(publicCompaniesRoutes(services.companies), { prefix: '/api/v1' });
  await app.register(businessSectorsRoutes(services.businessSectors), { prefix: '/api/v1' });
  await app.register(publicBusinessSectorsRoutes(services.businessSectors), { prefix: '/api/v1' });
  await app.register(departmentsRoutes(services.departments), { prefix: '/api/v1' });
  await app.register(employeesRoutes(services.employees), { prefix: '/api/v1' });
  await app.register(importsRoutes(services.imports, { containers: (principal, requested) => services.containers.companyFor(principal, requested) }), { prefix: '/api/v1' });
  await app.register(containersRoutes(services.containers, services.reports), { prefix: '/api/v1' });
  await app.register(vesselCallsRoutes(services.vesselCalls), { prefix: '/api/v1' });
  await app.register(containerDashboardRoutes(services.containerDashboard), { prefix: '/api/v1' });
  await app.register(yardRoutes(services.yard), { prefix: '/api/v1' });
  await app.register(logisticsRoutes({ ...services, assignments: services.unitAssignments }), { prefix: '/api/v1' });
  await app.register(publicWaybillRoutes(services.waybills), { prefix: '/api/v1' });
  await app.register(toursRoutes(services.tours), { prefix: '/api/v1' });
  await app.register(complaintsRoutes(services.complaints, services.files), { prefix: '/panel-api/v1' });
  await app.register(revisionOrdersRoutes(services.support.revisionOrders, services.support.checklistTemplates), { prefix: '/api/v1' });
  await app.register(serviceOrdersRoutes(services.support.serviceOrders), { prefix: '/api/v1' });
  await app.register(publicServiceOrderRoutes(services.support.serviceOrders), { prefix: '/api/v1' });
  await app.register(supportRoutes(services.support.tickets, services.support.settings, services.support.dashboard), { prefix: '/api/v1' });
  await app.register(jobLettersRoutes(services.jobLetters), { prefix: '/api/v1' });
  await app.register(publicJobLetterRoutes(services.jobLetters), { prefix: '/api/v1' });
  await app.register(routePlanRoutes(services.routePlan), { prefix: '/api/v1' });
  await app.register(publicRouteRoutes(services.publicRoutes), { prefix: '/api/v1' });
  await app.register(unitDocumentsRoutes(services.unitDocuments), { prefix: '/api/v1' });
  await app.register(contactRoutes(services.contact, services.antiBot), { prefix: '/api/v1' });
  await app.register(routeRulesRoutes(services.routeRules), { prefix: '/api/v1' });
  await app.register(notificationsRoutes(services.notifications), { prefix: '/notifications-api/v1' });
  await app.register(notificationSettingsRoutes(services.notifications), { prefix: '/api/v1' });
  await app.register(reportsRoutes(services.reports), { prefix: '/api/v1' });
  await app.register(cataloguesRoutes(services.catalogues), { prefix: '/api/v1' });
  await app.register(jobCataloguesRoutes(services.jobs.catalogues), { prefix: '/api/v1' });
  await app.register(vacanciesRoutes(services.jobs.vacancies), { prefix: '/api/v1' });
  await app.register(publicJobSearchRoutes(services.jobs.search), { prefix: '/api/v1' });
  await app.register(jobSearchRoutes(services.jobs.search), { prefix: '/api/v1' });
  await app.register(applicationsRoutes(services.jobs.applications), { prefix: '/api/v1' });
  await app.register(candidatesRoutes(services.jobs.profiles, services.jobs.bookmarks), { prefix: '/api/v1' });
  await app.register(cvRoutes(services.jobs.cv), { prefix: '/api/v1' });
  await app.register(vacancySitemapRoutes(services.jobs.search));
  await app.register(filesRoutes(services.files), { prefix: '/api/v1' });
  await app.register(publicImageRoutes(services.files));
  await app.register(tagSearchRoutes(services.tags), { prefix: '/tags-api/v1' });
  await app.register(tagSearchRoutes(services.tags), { prefix: '/api/v1' });
  await app.register(searchTermsRoutes(services.tags), { prefix: '/api/v1' });
  await app.register(genderRoutes(services.gender), { prefix: '/api/v1' });
  await app.register(geocodingRoutes(services.geocoding), { prefix: '/api/v1' });
  await app.register(sessionRecordingsRoutes(services.sessionRecordings), { prefix: '/api/v1' });
  await app.register(attendanceRoutes(services.attendance, services.attendanceClock, services.reports), { prefix: '/attendance-api/v1' });
  await app.register(attendanceClockRoutes(services.attendanceClock), { prefix: '/attendance-api/v1' });
  await app.register(attendanceClockPairingRoutes(services.attendanceClock), { prefix: '/attendance-api/v1' });
  await app.register(clockPinProofsRoutes(services.attendanceClock, services.clockPinProofs), { prefix: '/attendance-api/v1' });
  // Absences and forgotten check-outs are marked once a minute while the server runs.
  app.addHook('onReady', async () => services.attendanceSweeper.start());
  app.addHook('onClose', async () => services.attendanceSweeper.stop());
  app.addHook('onReady', async () => services.sessionRecordingsSweeper.start());
  app.addHook('onClose', async () => services.sessionRecordingsSweeper.stop());
  app.addHook('onReady', async () => services.unitDocumentNotices.start());
  app.addHook('onClose', async () => services.unitDocumentNotices.stop());
  // Support's SLA notices (80 % and breach), once a minute.
  app.addHook('onReady', async () => services.support.slaSweep.start());
  app.addHook('onClose', async () => services.support.slaSweep.stop());
  // Published vacancies close themselves after their closing day.
  app.addHook('onReady', async () => services.jobs.closingSweep.start());
  app.addHook('onClose', async () => services.jobs.closingSweep.stop());
  startImportResumer(app, services.imports, config.importResumeAfterSeconds);
  await app.register(positioningRoutes(services.positioning), { prefix: '/positioning-api/v1' });
  await app.register(osmAndRoutes(services.trackerIngest, '/osmand'), { prefix: '/positioning-api/v1' });
  registerPositioningLifecycle(app, { ingest: services.trackerIngest, positioning: services.positioning, retention: services.positionsRetention, config });

  // Last: the PWA and the fallbacks for every other path.
  await registerStatic(app, config.webDir);
  return { app, io, realtime, services };
}
