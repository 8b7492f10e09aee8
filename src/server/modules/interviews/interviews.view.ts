import { type Interview, type InterviewMode, type InterviewStatus, interviewRoomPath } from '../../../shared/contracts/interviews';
import type { InterviewRow, interviewersOf } from './interviews.repository';

type Named = { name: string; surname: string | null; lastname: string | null };
export const fullName = (person: Named) => [person.name, person.surname, person.lastname].filter(Boolean).join(' ');
export const endOf = (startsAt: string, minutes: number) => new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

/** A stored interview as the contract shows it, for one caller's role in it. */
export function interviewView(row: InterviewRow, interviewers: Awaited<ReturnType<typeof interviewersOf>>, myRole: Interview['my_role']): Interview {
  const startsAt = new Date(row.starts_at).toISOString();
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    vacancy_id: row.vacancy_id,
    vacancy_title: row.vacancy_title,
    application_id: row.application_id,
    candidate: { user_id: row.candidate_user_id, name: fullName({ name: row.user_name, surname: row.user_surname, lastname: row.user_lastname }), email: row.user_email },
    interviewers: (interviewers.get(row.id) ?? []).map((person) => ({ user_id: person.user_id, name: fullName(person), email: person.email })),
    starts_at: startsAt,
    ends_at: endOf(startsAt, row.duration_minutes),
    duration_minutes: row.duration_minutes,
    mode: row.mode as InterviewMode,
    location: row.location,
    notes: row.notes,
    status: row.status as InterviewStatus,
    response_reason: row.response_reason,
    responded_at: row.responded_at,
    room_path: row.mode === 'video' ? interviewRoomPath(row.id) : null,
    my_role: myRole,
  };
}
