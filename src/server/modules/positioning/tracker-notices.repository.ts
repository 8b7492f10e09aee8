import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { TrackerNoticeChoicesTable } from './tracker-notices.tables';

export type ChoiceRow = Omit<Selectable<TrackerNoticeChoicesTable>, 'updated_at'>;
export type ChoiceValues = Insertable<TrackerNoticeChoicesTable> & { updated_at: string };

const choiceColumns = ['company_id', 'user_id', 'off_route', 'back_on_route', 'arrival', 'departure'] as const;

/** One user's choice in one company; undefined if they never chose. */
export function choiceOf(db: Db, scope: TenantScope, companyId: number, userId: number) {
  return db
    .selectFrom('tracker_notice_choices')
    .select(choiceColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where(inScope(scope, 'company_id'))
    .executeTakeFirst();
}

/**
 * Every choice made in one company (only users who chose have a row: a few per company), on the
 * primary key's leading column; the caller keeps those of the users it asks about.
 */
export function choicesIn(db: Db, scope: TenantScope, companyId: number): Promise<ChoiceRow[]> {
  return db.selectFrom('tracker_notice_choices').select(choiceColumns).where('company_id', '=', companyId).where(inScope(scope, 'company_id')).execute();
}

/** The user's choice in the company becomes `values` (a first choice inserts the row). */
export async function saveChoice(db: Db, values: ChoiceValues): Promise<void> {
  const { off_route, back_on_route, arrival, departure, updated_at } = values;
  await db
    .insertInto('tracker_notice_choices')
    .values(values)
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ off_route, back_on_route, arrival, departure, updated_at }))
    .execute();
}
