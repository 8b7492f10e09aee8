import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  type Interview,
  type InterviewMode,
  type ScheduleInterviewInput,
  scheduleInterviewInputSchema,
} from '../../../../shared/contracts/interviews';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-input';

/** What the form holds: the date and time as the `datetime-local` field speaks them (Mexico City wall time). */
export interface InterviewFormValues {
  startsAt: string;
  durationMinutes: string;
  interviewerIds: string[];
  mode: InterviewMode;
  location: string;
  notes: string;
}

/** The durations offered (the server takes any whole number of minutes between the limits). */
export const DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180, 240].filter((minutes) => minutes >= INTERVIEW_MIN_MINUTES && minutes <= INTERVIEW_MAX_MINUTES);

/** A new interview: one hour, by video, from the next whole hour of tomorrow. */
export function emptyInterviewForm(now: Date): InterviewFormValues {
  const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
  tomorrow.setUTCMinutes(0, 0, 0);
  return { startsAt: toLocalInput(tomorrow.toISOString()), durationMinutes: '60', interviewerIds: [], mode: 'video', location: '', notes: '' };
}

export function interviewFormOf(interview: Interview): InterviewFormValues {
  return {
    startsAt: toLocalInput(interview.starts_at),
    durationMinutes: String(interview.duration_minutes),
    interviewerIds: interview.interviewers.map((person) => String(person.user_id)),
    mode: interview.mode,
    location: interview.location ?? '',
    notes: interview.notes ?? '',
  };
}

export type InterviewFormResult = { ok: true; input: ScheduleInterviewInput } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the server's own schema, plus what only the clock knows (in the future),
 * and answers the request body or the field errors in Spanish.
 */
export function validateInterviewForm(values: InterviewFormValues, applicationId: number, now: Date): InterviewFormResult {
  const startsAt = fromLocalInput(values.startsAt);
  const errors: Record<string, string> = {};
  if (!startsAt) errors.starts_at = 'Elige la fecha y la hora.';
  else if (Date.parse(startsAt) <= now.getTime()) errors.starts_at = 'La entrevista debe ser en el futuro.';
  const input = {
    application_id: applicationId,
    starts_at: startsAt ?? '',
    duration_minutes: Number(values.durationMinutes),
    interviewer_ids: values.interviewerIds.map(Number),
    mode: values.mode,
    location: values.mode === 'in_person' ? values.location.trim() || null : null,
    notes: values.notes.trim() || null,
  };
  const parsed = scheduleInterviewInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input };
}
