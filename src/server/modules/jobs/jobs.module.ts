import type { FastifyInstance } from 'fastify';
import { type AppContext, logFailure, runWhileUp } from '../../app-context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReportsService } from '../reports/reports.service';
import type { UsersService } from '../users/users.service';
import { applicationsReport } from './applications.report';
import { applicationsRoutes } from './applications.routes';
import { candidatesRoutes } from './candidates.routes';
import { cvRoutes } from './cv.routes';
import { createJobsServices } from './jobs.service';
import { jobSearchRoutes, publicJobSearchRoutes, vacancySitemapRoutes } from './search.routes';
import { jobCataloguesRoutes, vacanciesRoutes } from './vacancies.routes';

/** Superempleos, the job board (issue 15): vacancies with review, search, applications, profiles. */
export function createJobBoard(context: AppContext, deps: { notifications: NotificationsService; users: UsersService; reports: ReportsService }) {
  const { db, storage, config, clock, logger } = context;
  const jobs = createJobsServices({ db, storage, notifications: deps.notifications, users: deps.users, publicUrl: config.publicUrl, now: clock, onError: logFailure(logger, 'falló el cierre de vacantes vencidas') });
  deps.reports.register(applicationsReport(db));
  return jobs;
}
export type JobBoard = ReturnType<typeof createJobBoard>;

export async function registerJobBoard(app: FastifyInstance, jobs: JobBoard) {
  await app.register(jobCataloguesRoutes(jobs.catalogues), { prefix: '/api/v1' });
  await app.register(vacanciesRoutes(jobs.vacancies), { prefix: '/api/v1' });
  await app.register(publicJobSearchRoutes(jobs.search), { prefix: '/api/v1' });
  await app.register(jobSearchRoutes(jobs.search), { prefix: '/api/v1' });
  await app.register(applicationsRoutes(jobs.applications), { prefix: '/api/v1' });
  await app.register(candidatesRoutes(jobs.profiles, jobs.bookmarks), { prefix: '/api/v1' });
  await app.register(cvRoutes(jobs.cv), { prefix: '/api/v1' });
  await app.register(vacancySitemapRoutes(jobs.search));
  // Published vacancies close themselves after their closing day.
  runWhileUp(app, jobs.closingSweep);
}
