import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { TenantScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import { contactOf } from './job-letters.repository';
import { clip } from '../../lib/clip-text';

export interface JobLetterNotice {
  companyId: number;
  title: string;
  body: string;
  /** The in-app page the notice opens. */
  route: string;
}

/**
 * What a letter's decision tells outside the database: the requester gets a notification (socket)
 * that opens the letter and an e-mail with the same words; a new request tells the company's
 * admins (notification only: they work from the list). All after the reply (background tasks).
 */
export function createJobLetterNotices(deps: {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Who manages a company's letters (the admins to tell of a new request). */
  managersOf: (scope: TenantScope, companyId: number) => Promise<number[]>;
}) {
  const { db, notifications, mailer, background } = deps;
  const content = (notice: JobLetterNotice) => ({ title: clip(notice.title, 120), body: clip(notice.body, 1000), route: notice.route, companyId: notice.companyId });

  return {
    /** The requester: a notification and an e-mail (none once their account is closed). */
    tellRequester(userId: number, notice: JobLetterNotice) {
      background.later('aviso de una carta laboral', async () => {
        await notifications.notify([userId], content(notice));
        const contact = await contactOf(db, userId);
        if (contact) {
          await mailer.send({ to: contact.email, subject: notice.title, text: `Hola ${contact.name}:\n\n${notice.body}\n\nLa encuentras en Plataforma, en Superempleos › Carta laboral.` });
        }
      });
    },
    /** The company's admins, but not whoever asked (an admin asking for their own letter). */
    tellManagers(scope: TenantScope, exceptUserId: number, notice: JobLetterNotice) {
      background.later('aviso de una solicitud de carta laboral', async () => {
        const managers = (await deps.managersOf(scope, notice.companyId)).filter((id) => id !== exceptUserId);
        if (managers.length) await notifications.notify(managers, content(notice));
      });
    },
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}

export type JobLetterNotices = ReturnType<typeof createJobLetterNotices>;
