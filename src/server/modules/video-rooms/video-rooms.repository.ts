import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Interviews whose room exists: by video, not answered `rejected`, not cancelled nor completed. */
export const ROOM_INTERVIEW_STATUSES = ['scheduled', 'confirmed'] as const;

export interface InterviewRoomRow {
  id: number;
  company_id: number;
  company_name: string;
  vacancy_title: string;
  starts_at: string;
  duration_minutes: number;
  candidate_user_id: number;
}

export interface RoomPersonRow {
  user_id: number;
  name: string;
  surname: string | null;
  lastname: string | null;
  role: 'candidate' | 'interviewer';
}

/**
 * Read-only on the interviews' tables (the interviews module owns them). The interview is found
 * only for one of its participants — its candidate or one of its interviewers — and only while it
 * is a video interview that can still take place: the participant relation is this finder's scope
 * (the candidate belongs to no company, so a company scope could not express it), and the row of
 * anyone else's interview is never read.
 */
export async function findInterviewRoomFor(db: Kysely<Database>, interviewId: number, userId: number): Promise<InterviewRoomRow | undefined> {
  return db
    .selectFrom('interviews as i')
    .innerJoin('vacancies as v', 'v.id', 'i.vacancy_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.id', 'i.company_id', 'c.name as company_name', 'v.title as vacancy_title', 'i.starts_at', 'i.duration_minutes', 'i.candidate_user_id'])
    .where('i.id', '=', interviewId)
    .where('i.mode', '=', 'video')
    .where('i.status', 'in', ROOM_INTERVIEW_STATUSES)
    .where((eb) =>
      eb.or([
        eb('i.candidate_user_id', '=', userId),
        eb.exists(eb.selectFrom('interview_interviewers as ii').select(sql`1`.as('one')).where('ii.interview_id', '=', eb.ref('i.id')).where('ii.user_id', '=', userId)),
      ]),
    )
    .executeTakeFirst();
}

/** Who the interview expects: its candidate first, then its interviewers (accounts not deleted). */
export async function interviewRoomPeople(db: Kysely<Database>, interviewId: number): Promise<RoomPersonRow[]> {
  const rows = await db
    .selectFrom('interviews as i')
    .innerJoin('users as u', 'u.id', 'i.candidate_user_id')
    .select(['u.id as user_id', 'u.name', 'u.surname', 'u.lastname', sql<'candidate' | 'interviewer'>`'candidate'`.as('role')])
    .where('i.id', '=', interviewId)
    .where('u.deleted_at', 'is', null)
    .unionAll(
      db
        .selectFrom('interview_interviewers as ii')
        .innerJoin('users as u', 'u.id', 'ii.user_id')
        .select(['u.id as user_id', 'u.name', 'u.surname', 'u.lastname', sql<'candidate' | 'interviewer'>`'interviewer'`.as('role')])
        .where('ii.interview_id', '=', interviewId)
        .where('u.deleted_at', 'is', null),
    )
    .execute();
  return rows.sort((a, b) => (a.role === b.role ? a.user_id - b.user_id : a.role === 'candidate' ? -1 : 1));
}
