import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import { systemScope } from '../../tenancy';
import type { TenantScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import { contactsOf } from './work-interviews.repository';

interface Notice {
  companyId: number;
  title: string;
  body: string;
  /** The in-app page the notification opens. */
  route: string;
  /** The link the e-mail carries (the public URL of the same page). */
  link: string;
}

/**
 * What a work interview tells outside the database, after the reply (background tasks): the
 * candidate hears that one was sent and, later, that it was reviewed — only that: the scores and
 * the evaluators' words are the company's; the company's managers hear that one was completed.
 * Each is a notification (socket) and an e-mail with the same words and the link.
 */
export function createWorkInterviewNotices(deps: {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Who manages the company's vacancies. */
  managersOf: (scope: TenantScope, companyId: number) => Promise<number[]>;
}) {
  const { db, notifications, mailer, background } = deps;

  async function tell(userIds: readonly number[], notice: Notice) {
    if (userIds.length === 0) return;
    await notifications.notify(userIds, { title: notice.title, body: notice.body, route: notice.route, companyId: notice.companyId });
    for (const contact of await contactsOf(db, userIds)) {
      await mailer.send({ to: contact.email, subject: notice.title, text: `Hola ${contact.name}:\n\n${notice.body}\n\n${notice.link}` });
    }
  }

  return {
    tellCandidate(userId: number, notice: Notice) {
      background.later('aviso de una entrevista de trabajo', () => tell([userId], notice));
    },
    tellManagers(notice: Notice) {
      // The candidate's action reaches the company's people: read as the system, not as the candidate.
      background.later('aviso de una entrevista completada', async () => tell(await deps.managersOf(systemScope(), notice.companyId), notice));
    },
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}

export type WorkInterviewNotices = ReturnType<typeof createWorkInterviewNotices>;
