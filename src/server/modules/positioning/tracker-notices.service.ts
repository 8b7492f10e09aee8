import type { Kysely } from 'kysely';
import { DEFAULT_TRACKER_NOTICE_KINDS, TRACKER_EVENT_KINDS, type TrackerEventKind, type TrackerNoticeChoices } from '../../../shared/contracts/positioning';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Principal } from '../../principal';
import { type TenantScope, scopeOf } from '../../tenancy';
import { assertPositioningReadIn } from './positioning.service';
import * as repository from './tracker-notices.repository';

export type TrackerNoticesService = ReturnType<typeof createTrackerNoticesService>;

/** Does this stored choice (or, with none, the default) make `kind` a notice? */
export function choosesKind(choice: repository.ChoiceRow | undefined, kind: TrackerEventKind): boolean {
  return choice ? choice[kind] === 1 : DEFAULT_TRACKER_NOTICE_KINDS.includes(kind);
}

const answerOf = (choice: repository.ChoiceRow | undefined): TrackerNoticeChoices => ({
  kinds: TRACKER_EVENT_KINDS.filter((kind) => choosesKind(choice, kind)),
  is_default: choice === undefined,
});

/**
 * Which tracker events notify whom: each holder of positioning.read chooses, per company, the
 * event kinds that become notices for them (Traccar's per-user notification types). Only the
 * people who may see the map are asked, and only they are ever notified.
 */
export function createTrackerNoticesService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  return {
    /** The caller's choice in the company, or the defaults while they never chose. */
    async choices(principal: Principal, companyId: number): Promise<TrackerNoticeChoices> {
      assertPositioningReadIn(principal, companyId);
      return answerOf(await repository.choiceOf(db, scopeOf(principal), companyId, principal.userId));
    },

    /** The caller's choice in the company becomes exactly `kinds` (an empty list: no tracker notices). */
    async choose(principal: Principal, companyId: number, kinds: readonly TrackerEventKind[]): Promise<TrackerNoticeChoices> {
      assertPositioningReadIn(principal, companyId);
      const flag = (kind: TrackerEventKind) => (kinds.includes(kind) ? 1 : 0);
      const choice = { company_id: companyId, user_id: principal.userId, off_route: flag('off_route'), back_on_route: flag('back_on_route'), arrival: flag('arrival'), departure: flag('departure') };
      await repository.saveChoice(db, { ...choice, updated_at: isoNow() });
      return answerOf(choice);
    },

    /**
     * Those among `holders` (the company's holders of positioning.read) who chose `kind`. One read
     * of the company's stored choices per event: events are a few per bus and hour, not per report.
     */
    async recipientsOf(scope: TenantScope, companyId: number, kind: TrackerEventKind, holders: readonly number[]): Promise<number[]> {
      if (holders.length === 0) return [];
      const choices = new Map((await repository.choicesIn(db, scope, companyId)).map((choice) => [choice.user_id, choice]));
      return holders.filter((userId) => choosesKind(choices.get(userId), kind));
    },
  };
}
