import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Principal } from '../../principal';
import type { VideoRoomKind } from './video-rooms.registry';
import { findInterviewRoomFor, interviewRoomPeople } from './video-rooms.repository';

/** The room opens this long before the interview starts… */
export const INTERVIEW_ROOM_OPENS_BEFORE_MS = 15 * 60_000;
/** …and closes this long after its planned end, for an interview that runs over. */
export const INTERVIEW_ROOM_CLOSES_AFTER_MS = 30 * 60_000;

const fullName = (person: { name: string; surname: string | null; lastname: string | null }) => [person.name, person.surname, person.lastname].filter(Boolean).join(' ');

/**
 * `interviews`: the room of a live video interview (modules/interviews). Its candidate and its
 * interviewers get in while the interview is scheduled or confirmed; an interviewer must still
 * belong to the interview's company (someone who left it is an interviewer no more). Everyone
 * else — the company's other admins included — finds no room (404).
 */
export function interviewRoomKind(db: Kysely<Database>): VideoRoomKind {
  return {
    kind: 'interviews',
    async find(principal: Principal, id: number) {
      const interview = await findInterviewRoomFor(db, id, principal.userId);
      if (!interview) return null;
      const isCandidate = interview.candidate_user_id === principal.userId;
      if (!isCandidate && !principal.companyIds.includes(interview.company_id)) return null;
      const startsAt = new Date(interview.starts_at);
      const endsAt = new Date(startsAt.getTime() + interview.duration_minutes * 60_000);
      const people = await interviewRoomPeople(db, id);
      return {
        title: `Entrevista: ${interview.vacancy_title}`,
        subtitle: interview.company_name,
        startsAt,
        endsAt,
        opensAt: new Date(startsAt.getTime() - INTERVIEW_ROOM_OPENS_BEFORE_MS),
        closesAt: new Date(endsAt.getTime() + INTERVIEW_ROOM_CLOSES_AFTER_MS),
        participants: people.map((person) => ({ user_id: person.user_id, name: fullName(person), role: person.role })),
      };
    },
  };
}
