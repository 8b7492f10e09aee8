import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DESKTOP_APP_ORIGIN } from '../shared/ipc';
import { type AppContext, logFailure, runWhileUp } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createBackgroundTasks } from './lib/background-tasks';
import { createFileStorage } from './lib/file-storage';
import { type IdentityCache, createIdentityCache } from './lib/identity-cache';
import { type Mailer, createMailer } from './lib/mailer';
import { type PasswordHasher, createPasswordHasher } from './lib/passwords';
import { createPeriodicTask } from './lib/periodic-task';
import { type RateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import type { Realtime } from './lib/realtime';
import { createUrlSigner } from './lib/signed-url';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAntiBotService } from './modules/anti-bot/anti-bot.service';
import { createAttendance, registerAttendance } from './modules/attendance/attendance.module';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokensService } from './modules/auth/tokens.service';
import { businessSectorsRoutes, publicBusinessSectorsRoutes } from './modules/business-sectors/business-sectors.routes';
import { createBusinessSectorsService } from './modules/business-sectors/business-sectors.service';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes';
import { createCataloguesService } from './modules/catalogues/catalogues.service';
import { directoryPage } from './modules/companies/companies.page';
import { companiesRoutes, publicCompaniesRoutes } from './modules/companies/companies.routes';
import { createCompaniesService } from './modules/companies/companies.service';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintsService } from './modules/complaints/complaints.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { containerImportKind } from './modules/containers/containers.import';
import { createContainers, registerContainers } from './modules/containers/containers.module';
import { departmentsRoutes } from './modules/departments/departments.routes';
import { createDepartmentsService } from './modules/departments/departments.service';
import { employeeImportKind } from './modules/employees/employees.import-kind';
import { createPinHasher } from './modules/employees/employees.pin';
import { employeesRoutes } from './modules/employees/employees.routes';
import { createEmployeesService } from './modules/employees/employees.service';
import { filesRoutes, publicImageRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { genderRoutes } from './modules/gender/gender.routes';
import { createGenderService } from './modules/gender/gender.service';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { createGeocodingService } from './modules/geocoding/geocoding.service';
import { healthRoutes } from './modules/health/health.routes';
import { createImports, registerImports } from './modules/imports/imports.module';
import { createInterviews, registerInterviews } from './modules/interviews/interviews.module';
import { createJobLetterNotices } from './modules/job-letters/job-letters.notices';
import { jobLettersRoutes, publicJobLetterRoutes } from './modules/job-letters/job-letters.routes';
import { createJobLettersService } from './modules/job-letters/job-letters.service';
import { createJobBoard, registerJobBoard } from './modules/jobs/jobs.module';
import { publicVacancyPage } from './modules/jobs/public-vacancy.page';
import { createLogistics, registerLogistics } from './modules/logistics/logistics.module';
import { publicRoutePage } from './modules/logistics/public-routes.page';
import { notificationSettingsRoutes, notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createUnitDocuments, registerUnitDocuments } from './modules/parabus/parabus.module';
import { createPositioning, registerPositioning } from './modules/positioning/positioning.module';
import { createPageRenderer } from './modules/public-pages/page-renderer';
import { createPublicPages } from './modules/public-pages/public-pages.registry';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { routeRulesRoutes } from './modules/route-rules/route-rules.routes';
import { createRouteRulesService } from './modules/route-rules/route-rules.service';
import { sessionRecordingsRoutes } from './modules/session-recordings/session-recordings.routes';
import { createSessionRecordingsService } from './modules/session-recordings/session-recordings.service';
import { createBilling, registerBilling } from './modules/billing/billing.module';
import { createSignatures, registerSignatures } from './modules/signatures/signatures.module';
import { createSpeechService } from './modules/speech/speech.service';
import type { SpeechService } from './modules/speech/speech.types';
import { createSupport, registerSupport } from './modules/support/support.module';
import { searchTermsRoutes, tagSearchRoutes } from './modules/tags/tags.routes';
import { createTagsService } from './modules/tags/tags.service';
import { toursRoutes } from './modules/tours/tours.routes';
import { createToursService } from './modules/tours/tours.service';
import { membersReport } from './modules/users/users.report';
import { profilePhotoRoutes, registeredUsersStatisticsRoutes, usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createVideoRooms, registerVideoRooms } from './modules/video-rooms/video-rooms.module';
import { createWallet, registerWallet } from './modules/wallet/wallet.module';
import { createWalletMovements } from './modules/wallet/wallet.movements';
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
  /** The speech service (synthesis, transcription); tests pass a fake. */
  speech?: SpeechService;
}

export interface App {
  app: FastifyInstance;
  io: RealtimeServer;
  realtime: Realtime;
  services: ReturnType<typeof createServices>;
}

/**
 * Every service, built once, area by area: the platform's core first (companies, users, auth),
 * then each area's `create…` from its `modules/<area>/<area>.module.ts`, which also registers its
 * report kinds and file owners. The keys of the result are what tests and `main.ts` reach for.
 */
function createServices(deps: Required<Pick<AppDependencies, 'config' | 'database' | 'mailer' | 'limiter' | 'passwords' | 'clock'>> & Pick<AppDependencies, 'speech'> & {
  realtime: Realtime;
  identity: IdentityCache<Principal>;
  logger: FastifyInstance['log'];
}) {
  const { config, database, mailer, limiter, passwords, realtime, identity, logger, clock } = deps;
  const { db, dialect } = database;
  const storage = createFileStorage(`${config.dataDir}/storage`);
  const context: AppContext = { config, db, dialect, mailer, limiter, realtime, logger, clock, storage };
  const businessSectors = createBusinessSectorsService({ db });
  const companies = createCompaniesService({ db, sectors: businessSectors });
  const tokens = createTokensService({ db, config, realtime, identity });
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
  const containerParts = createContainers(context, { reports });
  const { containers } = containerParts;
  const imports = createImports(context, { companies, kinds: [employeeImportKind({ departments, employees }), containerImportKind({ containers })] });
  const logistics = createLogistics(context, { companies, employees, containers, files });
  const { units, routes } = logistics;
  const unitDocuments = createUnitDocuments(context, { units, companies, files, users, notifications });
  // Parabus tours: passengers, tickets and boarding on the fleet's buses and drivers.
  const tours = createToursService({ db, companies, units, employees, now: clock });
  // Complaints and suggestions (panel service): filed from the public route page or signed in.
  const complaints = createComplaintsService({ db, appKey: config.appKey, antiBot, limiter, mailer, notifications, companies, routes, units, logger, now: clock });
  // A complaint's photo is read by the company's managers (the author reads it through the complaint).
  files.registerOwner('complaint', { companyOf: (scope, id) => complaints.companyIdOf(scope, id), read: 'complaints.manage', write: 'complaints.manage' });
  const support = createSupport(context, { notifications, departments, users, files, employees, units, containers, reports });
  // Employment letters (issue 15): the requester hears of the decision, the company's admins of a request.
  const jobLetters = createJobLettersService({
    db,
    notices: createJobLetterNotices({ db, notifications, mailer, background: createBackgroundTasks(logger), managersOf: (scope, companyId) => users.activeMemberIdsAllowedIn(scope, companyId, 'job-letters.manage') }),
    companyIdsOfUser: (userId) => companies.companyIdsOfUser(userId),
    appKey: config.appKey,
    publicUrl: config.publicUrl,
    now: clock,
  });
  const attendance = createAttendance(context, { companies, departments, users, notifications, pins, reports });
  const sessionRecordings = createSessionRecordingsService({ db, limiter, retentionDays: config.sessionRecordingRetentionDays, now: clock });
  // Expired recordings never wait long: at start, then hourly.
  const sessionRecordingsSweeper = createPeriodicTask({ run: sessionRecordings.purgeExpired, everyMs: 3_600_000, firstAfterMs: 0, onError: logFailure(logger, 'falló la limpieza de grabaciones de sesión') });
  const positioning = createPositioning(context, { notifications, users });
  const jobs = createJobBoard(context, { notifications, users, reports });
  // Speech (issue 16): questions spoken (local voice without a key), answers transcribed when a service is configured.
  const speech = deps.speech ?? createSpeechService({ config: config.speech, logger });
  const interviews = createInterviews(context, { jobs, users, notifications, speech });
  const videoRooms = createVideoRooms(context);
  // The wallet (issue 17): a double-entry ledger, recharges through a payment provider, charges, points.
  const wallet = createWallet({ db, appKey: config.appKey, config: config.wallet, publicUrl: config.publicUrl, now: clock, onError: logFailure(logger, 'falló el vencimiento de puntos'), warn: (details, message) => logger.warn(details, message) });
  // Billing (issue 17): CFDI 4.0 invoices of wallet movements, stamped by a PAC (none configured yet) or an administrator's upload.
  const billing = createBilling({
    db,
    issuer: config.billing.issuer,
    movements: createWalletMovements(db),
    storage,
    pac: null,
    notify: (userId, content) => notifications.notify([userId], content),
    now: clock,
    onError: logFailure(logger, 'falló el timbrado con el PAC'),
  });
  const signatures = createSignatures(context, { notifications });
  // Public pages with data (issue 18): the HTML the server sends carries their title, Open Graph
  // tags and JSON-LD. A lookup that fails is logged and the plain shell served.
  const publicPages = createPublicPages({
    publicUrl: config.publicUrl,
    onError: (error, pathname) => logger.error({ err: error, pathname }, 'falló la cabecera de una página pública; se sirve la aplicación sin ella'),
  });
  publicPages.register(directoryPage(companies));
  publicPages.register(publicRoutePage(logistics.publicRoutes));
  publicPages.register(publicVacancyPage(jobs.search));
  return {
    companies, businessSectors, tokens, users, accounts, auth, antiBot, contact, routeRules, notifications, reports, catalogues, files, tags, gender, geocoding,
    departments, employees, imports, ...containerParts, ...logistics, ...unitDocuments, tours, complaints, support, jobLetters,
    ...attendance, sessionRecordings, sessionRecordingsSweeper, ...positioning, jobs, speech, ...interviews, videoRooms, wallet, billing, signatures, publicPages,
  };
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
    speech: deps.speech,
    passwords: deps.passwords ?? createPasswordHasher(config.passwordHashing),
    limiter: deps.limiter ?? (deps.redis ? createRedisRateLimiter(deps.redis.pub, `${config.redisPrefix}rl:`) : createMemoryRateLimiter()),
  });

  // Account mail goes out after the reply; shutdown waits for it before the database closes.
  app.addHook('onClose', () => services.accounts.idle());

  // The municipalities of the INEGI catalogue file; idempotent, nothing to do once loaded.
  await services.catalogues.loadCatalogue();
  // Mail sent after the answer (contact, complaints, letters): let what is under way finish before closing.
  app.addHook('onClose', () => services.contact.settled());
  app.addHook('onClose', () => services.complaints.settled());
  app.addHook('onClose', () => services.jobLetters.settled());

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
  await registerImports(app, services.imports, {
    containersCompanyFor: (principal, requested) => services.containers.companyFor(principal, requested),
    resumeAfterSeconds: config.importResumeAfterSeconds,
  });
  await registerContainers(app, services, services.reports);
  await registerLogistics(app, services);
  await registerUnitDocuments(app, services);
  await app.register(toursRoutes(services.tours), { prefix: '/api/v1' });
  await app.register(complaintsRoutes(services.complaints, services.files), { prefix: '/panel-api/v1' });
  await registerSupport(app, io, services.support);
  await app.register(jobLettersRoutes(services.jobLetters), { prefix: '/api/v1' });
  await app.register(publicJobLetterRoutes(services.jobLetters), { prefix: '/api/v1' });
  await registerSignatures(app, services.signatures);
  await app.register(contactRoutes(services.contact, services.antiBot), { prefix: '/api/v1' });
  await app.register(routeRulesRoutes(services.routeRules), { prefix: '/api/v1' });
  await app.register(notificationsRoutes(services.notifications), { prefix: '/notifications-api/v1' });
  await app.register(notificationSettingsRoutes(services.notifications), { prefix: '/api/v1' });
  await app.register(reportsRoutes(services.reports), { prefix: '/api/v1' });
  await app.register(cataloguesRoutes(services.catalogues), { prefix: '/api/v1' });
  await registerJobBoard(app, services.jobs);
  await registerInterviews(app, services);
  await registerVideoRooms(app, io, services.videoRooms);
  await app.register(filesRoutes(services.files), { prefix: '/api/v1' });
  await app.register(publicImageRoutes(services.files));
  await app.register(tagSearchRoutes(services.tags), { prefix: '/tags-api/v1' });
  await app.register(tagSearchRoutes(services.tags), { prefix: '/api/v1' });
  await app.register(searchTermsRoutes(services.tags), { prefix: '/api/v1' });
  await app.register(genderRoutes(services.gender), { prefix: '/api/v1' });
  await app.register(geocodingRoutes(services.geocoding), { prefix: '/api/v1' });
  await app.register(sessionRecordingsRoutes(services.sessionRecordings), { prefix: '/api/v1' });
  runWhileUp(app, services.sessionRecordingsSweeper);
  await registerAttendance(app, services, services.reports);
  await registerWallet(app, services.wallet);
  await registerBilling(app, services.billing);
  await registerPositioning(app, services, config);

  // Last: the PWA and the fallbacks for every other path.
  // Public pages with data rendered into their HTML by the web build's server bundle, their
  // queries answered by these routes in-process.
  const pageRenderer = createPageRenderer({
    bundleDir: `${config.webDir}-ssr`,
    async request({ method, url, headers, payload, address }) {
      const response = await app.inject({ method: method as 'GET', url, headers, payload: payload as string | undefined, remoteAddress: address });
      return { status: response.statusCode, headers: response.headers as Record<string, string>, body: response.body };
    },
    onError: (error, pathname) => app.log.error({ err: error, pathname }, 'falló el render con datos de una página pública; se sirve la página sin ellos'),
  });
  await registerStatic(app, config.webDir, {
    prerendered: config.webPrerender,
    dataPage: services.publicPages.render,
    renderData: config.webPrerender ? pageRenderer.render : undefined,
  });
  return { app, io, realtime, services };
}
