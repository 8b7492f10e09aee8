import type { Kysely } from 'kysely';
import {
  type MarkAllReadResult,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type SendCompanyNoticeResult,
  type UnreadCount,
  isInAppRoute,
  type sendCompanyNoticeInputSchema,
} from '../../../shared/contracts/notifications';
import type { z } from 'zod';
import { type Dialect, isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { Realtime } from '../../lib/realtime';
import { type Principal, assertCanIn } from '../../principal';
import { scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { UsersService } from '../users/users.service';
import * as repository from './notifications.repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What another module sends: the same limits as a company notice. */
export interface NoticeContent {
  title: string;
  body: string;
  /** In-app path the click opens; null or absent: the notifications list. */
  route?: string | null;
  /** The company it comes from, when one sends it. */
  companyId?: number | null;
}

const notFoundNotification = () => notFound('No encontramos esa notificación.');

export function createNotificationsService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  realtime: Realtime;
  companies: CompaniesService;
  users: Pick<UsersService, 'activeMemberIdsOf'>;
}) {
  const { db, dialect, realtime, companies, users } = deps;

  async function pushCount(userId: number) {
    realtime.emitToUser(userId, 'notification.count', { unread_count: await repository.unreadCount(db, userId) });
  }

  /**
   * Stores one notification per recipient, then tells each one: `notification.created` (with the
   * count after it) to those with real-time notices on; only the new count to those who turned
   * them off, so their bell stays right without a toast or a desktop notification.
   */
  async function notify(userIds: readonly number[], content: NoticeContent): Promise<number> {
    const recipients = [...new Set(userIds)];
    const route = content.route ?? null;
    // Callers are code, not people: content outside the contract is a bug, not a 4xx.
    if (!content.title.trim() || content.title.length > 120 || !content.body.trim() || content.body.length > 1000 || (route !== null && !isInAppRoute(route))) {
      throw new Error('notify(): title 1..120, body 1..1000 and an in-app route are required');
    }
    const createdAt = isoNow();
    const created = await db.transaction().execute((trx) =>
      repository.insertNotifications(
        trx,
        recipients.map((user_id) => ({ user_id, company_id: content.companyId ?? null, title: content.title, body: content.body, route })),
        createdAt,
      ),
    );
    if (created.length === 0) return 0;
    const [counts, inactive] = await Promise.all([repository.unreadCounts(db, recipients), repository.inactiveAmong(db, recipients)]);
    for (const row of created) {
      const unread_count = counts.get(row.user_id) ?? 0;
      if (inactive.has(row.user_id)) {
        realtime.emitToUser(row.user_id, 'notification.count', { unread_count });
      } else {
        realtime.emitToUser(row.user_id, 'notification.created', {
          id: row.id,
          title: content.title,
          body: content.body,
          route,
          created_at: row.created_at,
          unread_count,
        });
      }
    }
    return created.length;
  }

  return {
    notify,

    /** The caller's own notifications, newest first. */
    async list(principal: Principal, query: { page: number; only_unread: boolean }): Promise<NotificationPage> {
      const { rows, total } = await repository.pageOfUser(db, principal.userId, {
        onlyUnread: query.only_unread,
        limit: NOTIFICATIONS_PER_PAGE,
        offset: (query.page - 1) * NOTIFICATIONS_PER_PAGE,
      });
      return {
        data: rows,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
        per_page: NOTIFICATIONS_PER_PAGE,
        total,
      };
    },

    async unreadCount(principal: Principal): Promise<UnreadCount> {
      return { unread_count: await repository.unreadCount(db, principal.userId) };
    },

    async get(principal: Principal, id: number): Promise<Notification> {
      const row = await repository.findOfUser(db, principal.userId, id);
      if (!row) throw notFoundNotification();
      return row;
    },

    /** Read or unread again; the count is pushed to the user's other screens when it changed. */
    async mark(principal: Principal, id: number, read: boolean): Promise<Notification> {
      const changed = await repository.setRead(db, principal.userId, id, read ? isoNow() : null);
      const row = await repository.findOfUser(db, principal.userId, id);
      if (!row) throw notFoundNotification();
      if (changed) await pushCount(principal.userId);
      return row;
    },

    async markAllRead(principal: Principal): Promise<MarkAllReadResult> {
      const updated = await repository.markAllRead(db, principal.userId, isoNow());
      const unread_count = await repository.unreadCount(db, principal.userId);
      if (updated > 0) realtime.emitToUser(principal.userId, 'notification.count', { unread_count });
      return { updated, unread_count };
    },

    async settings(principal: Principal): Promise<NotificationSettings> {
      return { active: await repository.isActive(db, principal.userId) };
    },

    async saveSettings(principal: Principal, active: boolean): Promise<NotificationSettings> {
      await repository.saveActive(db, dialect, principal.userId, active, isoNow());
      return { active };
    },

    /**
     * A company admin (or a super admin) writes to the members of a company: all of them, or
     * the ones listed, each of whom must be a member. Another tenant's company does not exist
     * for the caller (404); a member without the power in THAT company gets 403, whatever they
     * are elsewhere.
     */
    async sendCompanyNotice(
      principal: Principal,
      companyId: number,
      input: z.output<typeof sendCompanyNoticeInputSchema>,
    ): Promise<SendCompanyNoticeResult> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'notifications.send');
      const members = await users.activeMemberIdsOf(scopeOf(principal), companyId);
      let recipients = members;
      if (input.user_ids) {
        const memberSet = new Set(members);
        const strangers = [...new Set(input.user_ids)].filter((id) => !memberSet.has(id));
        if (strangers.length > 0) {
          const list = strangers.join(', ');
          const message =
            strangers.length === 1 ? `El usuario ${list} no pertenece a esta empresa.` : `Los usuarios ${list} no pertenecen a esta empresa.`;
          throw invalid('validation_failed', message, { user_ids: [message] });
        }
        recipients = input.user_ids;
      }
      const sent = await notify(recipients, { title: input.title, body: input.body, route: input.route, companyId });
      return { sent };
    },
  };
}
