import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { NotificationsService } from '../notifications/notifications.service';
import { userContact } from './tickets.repository';
import { clip } from '../../lib/clip-text';

const mexicoCity = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'full', timeStyle: 'short' });
/** An instant as a person in the company reads it (notices and mail are read outside the app). */
export const whenInMexico = (iso: string) => mexicoCity.format(new Date(iso));

export interface Notice {
  companyId: number;
  /** "TK-000123", "OS-000123": first in the notice's title and in the mail's subject, so mail clients thread. */
  reference: string;
  title: string;
  body: string;
  /** The in-app page the notice opens. */
  route: string;
  /** The record's own name, after the reference in the mail's subject. */
  subject: string;
  /** The mail's last paragraph: where to find it in the app. */
  footer: string;
}

/**
 * One person's notice for the support module (tickets, service and revision orders): a
 * notification (socket) that opens the record's page and an e-mail whose subject is
 * `[reference] subject`. A user without a live address gets the notification only.
 */
export function createSupportNotices(deps: { db: Kysely<Database>; notifications: NotificationsService; mailer: Mailer }) {
  return async function tell(userId: number, notice: Notice) {
    const contact = await userContact(deps.db, userId);
    await deps.notifications.notify([userId], { title: clip(`${notice.reference}: ${notice.title}`, 120), body: clip(notice.body, 1000), route: notice.route, companyId: notice.companyId });
    if (contact) {
      await deps.mailer.send({ to: contact.email, subject: `[${notice.reference}] ${notice.subject}`, text: `Hola ${contact.name}:\n\n${notice.title}\n\n${notice.body}\n\n${notice.footer}` });
    }
  };
}

export type SupportNotices = ReturnType<typeof createSupportNotices>;
