import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../lib/file-storage';
import { createPeriodicTask } from '../../lib/periodic-task';
import { systemScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { createApplicationsService } from './applications.service';
import { createBookmarksService } from './bookmarks.service';
import { createCvService } from './cv.service';
import { createJobCataloguesService } from './job-catalogues.service';
import { createProfilesService } from './profiles.service';
import { createJobSearchService } from './search.service';
import { createVacanciesService } from './vacancies.service';

/** How often published vacancies past their closing day are closed (the day changes once a day; a late close is minutes, not hours). */
const CLOSING_SWEEP_MS = 10 * 60_000;

/**
 * Superempleos, the job board's services (issue 15), wired once: catalogues, vacancies (with the
 * review and the closing sweep), search, applications, bookmarks, candidate profiles and CVs.
 */
export function createJobsServices(deps: {
  db: Kysely<Database>;
  storage: FileStorage;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'activeMemberIdsAllowedIn'>;
  publicUrl: string;
  now: () => Date;
  onError: (error: unknown) => void;
}) {
  const { db, storage, notifications, users, publicUrl, now, onError } = deps;
  const notices = {
    // The sweep and the review act for the platform: the company's managers are read as the system.
    recipients: (companyId: number) => users.activeMemberIdsAllowedIn(systemScope(), companyId, 'vacancies.manage'),
    notify: (userIds: readonly number[], content: Parameters<NotificationsService['notify']>[1]) => notifications.notify(userIds, content),
  };
  const catalogues = createJobCataloguesService({ db });
  // The search keeps facet counts in memory; the vacancies service says when they go stale.
  const vacancies = createVacanciesService({ db, catalogues, notices, now, onPublishedChange: () => search.invalidateCounts() });
  const search = createJobSearchService({ db, vacancies, publicUrl });
  const profiles = createProfilesService({ db, catalogues, now });
  const applications = createApplicationsService({ db, profiles, notices, now });
  const bookmarks = createBookmarksService({ db, now });
  const cv = createCvService({ db, storage, profiles, now });
  // Closes published vacancies past their closing day: at start, then every ten minutes.
  const closingSweep = createPeriodicTask({ run: () => vacancies.closeExpired(), everyMs: CLOSING_SWEEP_MS, firstAfterMs: 0, onError });
  return { catalogues, vacancies, search, profiles, applications, bookmarks, cv, closingSweep };
}

export type JobsServices = ReturnType<typeof createJobsServices>;
