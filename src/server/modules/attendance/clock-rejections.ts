import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deviceScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { REJECTED_PUNCH_NOTICE_TITLE } from '../../../shared/contracts/attendance-clock-proofs';
import { employeeNamesIn } from './clock-pin-proofs.repository';
import { businessShortDateTimeOf } from '../../../shared/business-time';

/**
 * A punch the server refuses when the clock syncs its outbox was taken minutes or hours ago:
 * the person has left the clock. So besides the clock's own list, the company's attendance
 * managers (and company admins) are told who and when, to record it by hand (issue 19.4).
 */

export interface RejectedPunch {
  employee_id: number | null;
  badge_code: string | null;
  punched_at: string;
  message: string;
}

/** How many punches one notice lists; a clock syncing a long refused backlog sends one notice, not hundreds. */
const LISTED_PER_NOTICE = 10;


export function createClockRejectionNotices(deps: {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'activeMemberIdsAllowedIn'>;
}) {
  const { db, notifications, users } = deps;
  return async function notifyRejected(companyId: number, rejected: RejectedPunch[]): Promise<void> {
    if (rejected.length === 0) return;
    const scope = deviceScope(companyId);
    const recipients = await users.activeMemberIdsAllowedIn(scope, companyId, 'attendance.manage');
    if (recipients.length === 0) return;
    const rows = await employeeNamesIn(
      db,
      scope,
      companyId,
      [...new Set(rejected.flatMap((punch) => (punch.employee_id === null ? [] : [punch.employee_id])))],
      [...new Set(rejected.flatMap((punch) => (punch.badge_code === null ? [] : [punch.badge_code])))],
    );
    const nameOf = (punch: RejectedPunch) => {
      const row = rows.find((candidate) => (punch.employee_id !== null ? candidate.id === punch.employee_id : candidate.badge_code === punch.badge_code));
      if (row) return [row.name, row.surname, row.lastname].filter(Boolean).join(' ');
      return punch.badge_code !== null ? `Gafete ${punch.badge_code}` : `Empleado ${punch.employee_id}`;
    };
    const lines = rejected.slice(0, LISTED_PER_NOTICE).map((punch) => `${nameOf(punch)}, ${businessShortDateTimeOf(punch.punched_at)}: ${punch.message}`);
    const more = rejected.length - lines.length;
    if (more > 0) lines.push(more === 1 ? 'y 1 más.' : `y ${more} más.`);
    const head = rejected.length === 1 ? 'El reloj checador no pudo registrar 1 checada; regístrala a mano:' : `El reloj checador no pudo registrar ${rejected.length} checadas; regístralas a mano:`;
    await notifications.notify(recipients, {
      title: REJECTED_PUNCH_NOTICE_TITLE,
      body: `${head}\n${lines.join('\n')}`.slice(0, 1000),
      route: '/control-asistencia/registro-global',
      companyId,
    });
  };
}
