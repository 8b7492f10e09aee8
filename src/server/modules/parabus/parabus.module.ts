import type { FastifyInstance } from 'fastify';
import { type AppContext, logFailure, runWhileUp } from '../../app-context';
import type { CompaniesService } from '../companies/companies.service';
import type { FilesService } from '../files/files.service';
import type { UnitsService } from '../logistics/units.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { createUnitDocumentNotices } from './unit-document-notices';
import { unitDocumentsRoutes } from './unit-documents.routes';
import { createUnitDocumentsService } from './unit-documents.service';

/** The fleet's papers (unit documents) and their expiry notices. */
export function createUnitDocuments(
  context: AppContext,
  deps: { units: UnitsService; companies: CompaniesService; files: FilesService; users: UsersService; notifications: NotificationsService },
) {
  const { db, clock, logger } = context;
  const { units, companies, files, users, notifications } = deps;
  const unitDocuments = createUnitDocumentsService({ db, units, companies, files, now: clock });
  // Once per document and expiry date: entering the 30-day window, and expired.
  const unitDocumentNotices = createUnitDocumentNotices({
    db,
    recipients: (scope, companyId) => users.activeMemberIdsAllowedIn(scope, companyId, 'unit-documents.manage'),
    notify: (userIds, content) => notifications.notify(userIds, content),
    now: clock,
    onError: logFailure(logger, 'fallaron los avisos de documentos de unidades'),
  });
  return { unitDocuments, unitDocumentNotices };
}
export type UnitDocuments = ReturnType<typeof createUnitDocuments>;

export async function registerUnitDocuments(app: FastifyInstance, parts: UnitDocuments) {
  await app.register(unitDocumentsRoutes(parts.unitDocuments), { prefix: '/api/v1' });
  runWhileUp(app, parts.unitDocumentNotices);
}
