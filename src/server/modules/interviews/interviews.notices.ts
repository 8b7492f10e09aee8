import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { INTERVIEW_MODE_LABELS, type Interview, type InterviewPerson, interviewRoomPath } from '../../../shared/contracts/interviews';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { clip } from '../../lib/clip-text';
import type { Mailer } from '../../lib/mailer';
import type { NotificationsService } from '../notifications/notifications.service';
import { type CalendarInvite, buildInterviewIcs } from './interviews.ics';

export type InterviewEvent = 'invited' | 'rescheduled' | 'cancelled' | 'confirmed' | 'rejected' | 'reminder';

const whenFormat = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
/** «jueves, 10 de diciembre de 2026, 10:00 (hora del centro de México)». */
export const interviewWhen = (startsAt: string) => `${whenFormat.format(new Date(startsAt))} (hora del centro de México)`;

/** Where a candidate's notice opens, and an interviewer's (staff may lack the vacancy's screens). */
const CANDIDATE_ROUTE = '/superempleos/entrevistas';
const INTERVIEWER_ROUTE = '/superempleos/agenda';

/**
 * What an interview's changes tell outside the database: an in-app notification (which the
 * notifications service also pushes over the socket) and an e-mail, in Spanish with es-MX dates.
 * Invitations, reschedules and cancellations carry the `.ics` (REQUEST or CANCEL) to the candidate
 * and the interviewers; the candidate's invitation also carries the one-time answer link. All of
 * it after the reply (background tasks): SMTP must not hold a request.
 */
export function createInterviewNotices(deps: {
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** The organizer's address in the `.ics` (the platform's sender). */
  organizerEmail: string;
  now: () => Date;
}) {
  const { notifications, mailer, background, publicUrl, organizerEmail, now } = deps;

  function placeOf(interview: Interview) {
    return interview.mode === 'video' ? `${publicUrl}${interviewRoomPath(interview.id)}` : (interview.location ?? '');
  }

  /** The attendees default to everyone; a CANCEL to interviewers a reschedule dropped names only them. */
  function ics(interview: Interview, method: CalendarInvite['method'], sequence: number, attendees: InterviewPerson[] = [interview.candidate, ...interview.interviewers]) {
    return buildInterviewIcs({
      method,
      uid: `interview-${interview.id}@${new URL(publicUrl).hostname}`,
      sequence,
      startsAt: interview.starts_at,
      endsAt: interview.ends_at,
      stampedAt: now().toISOString(),
      summary: `Entrevista: ${interview.vacancy_title} (${interview.company_name})`,
      description: [`Entrevista ${INTERVIEW_MODE_LABELS[interview.mode].toLowerCase()} para «${interview.vacancy_title}» con ${interview.company_name}.`, interview.notes ?? ''].filter(Boolean).join('\n\n'),
      location: placeOf(interview) || null,
      url: interview.mode === 'video' ? placeOf(interview) : null,
      organizer: { name: interview.company_name, email: organizerEmail },
      attendees: attendees.map((person) => ({ name: person.name, email: person.email })),
    });
  }

  function details(interview: Interview) {
    const place = interview.mode === 'video' ? `Videollamada en Plataforma: ${placeOf(interview)}` : `Lugar: ${interview.location ?? ''}`;
    return [`Vacante: ${interview.vacancy_title} (${interview.company_name})`, `Cuándo: ${interviewWhen(interview.starts_at)}, ${interview.duration_minutes} minutos`, place, ...(interview.notes ? [`Notas: ${interview.notes}`] : [])].join('\n');
  }

  const titles: Record<InterviewEvent, string> = {
    invited: 'Tienes una entrevista',
    rescheduled: 'Tu entrevista cambió de horario',
    cancelled: 'Entrevista cancelada',
    confirmed: 'El candidato confirmó la entrevista',
    rejected: 'El candidato no asistirá a la entrevista',
    reminder: 'Recordatorio de entrevista',
  };

  function candidateText(event: InterviewEvent, interview: Interview, answerUrl: string | null) {
    const lead: Partial<Record<InterviewEvent, string>> = {
      invited: `${interview.company_name} te invita a una entrevista.`,
      rescheduled: `${interview.company_name} cambió tu entrevista. Este es el nuevo horario.`,
      cancelled: `${interview.company_name} canceló tu entrevista.${interview.response_reason ? ` Motivo: ${interview.response_reason}` : ''}`,
      reminder: 'Te recordamos tu entrevista.',
    };
    const answer = answerUrl ? `\n\nConfirma tu asistencia o avisa que no puedes asistir aquí (sin iniciar sesión): ${answerUrl}\nTambién puedes hacerlo en Plataforma, en Superempleos › Mis entrevistas.` : '';
    return `Hola ${interview.candidate.name}:\n\n${lead[event] ?? ''}\n\n${details(interview)}${answer}\n`;
  }

  function staffText(event: InterviewEvent, interview: Interview) {
    const lead: Record<InterviewEvent, string> = {
      invited: `Se agendó una entrevista con ${interview.candidate.name}.`,
      rescheduled: `La entrevista con ${interview.candidate.name} cambió de horario.`,
      cancelled: `Se canceló la entrevista con ${interview.candidate.name}.${interview.response_reason ? ` Motivo: ${interview.response_reason}` : ''}`,
      confirmed: `${interview.candidate.name} confirmó que asistirá.`,
      rejected: `${interview.candidate.name} avisó que no podrá asistir. Motivo: ${interview.response_reason ?? '—'}`,
      reminder: `Te recordamos la entrevista con ${interview.candidate.name}.`,
    };
    return `${lead[event]}\n\n${details(interview)}\n`;
  }

  /**
   * Interviewers a reschedule took off the interview: the same UID with the new SEQUENCE and
   * METHOD:CANCEL, so their calendars drop the event, and a notice saying so.
   */
  async function tellDropped(interview: Interview, dropped: InterviewPerson[], sequence: number) {
    const title = 'Ya no participas en una entrevista';
    await notifications.notify(
      dropped.map((person) => person.user_id),
      { title, body: clip(`${interview.candidate.name}: «${interview.vacancy_title}». Te quitaron de quienes entrevistan.`, 1000), route: INTERVIEWER_ROUTE, companyId: interview.company_id },
    );
    await mailer.send({
      to: dropped.map((person) => person.email),
      subject: `${title}: ${interview.vacancy_title}`,
      text: `Ya no participas en la entrevista con ${interview.candidate.name}: se reprogramó sin ti. Si la tenías en tu calendario, este aviso la quita.\n\nVacante: ${interview.vacancy_title} (${interview.company_name})\n`,
      icalEvent: { method: 'CANCEL', filename: 'entrevista.ics', content: ics(interview, 'CANCEL', sequence, dropped) },
    });
  }

  return {
    /**
     * Tells the candidate and the interviewers (only the interviewers for the candidate's own
     * answers). `answerToken` is the candidate's one-time link token, on invitations; `dropped`,
     * on a reschedule, the interviewers it removed (they get a CANCEL instead of the new REQUEST).
     */
    tell(event: InterviewEvent, interview: Interview, options: { answerToken?: string | null; sequence?: number; dropped?: InterviewPerson[] } = {}) {
      background.later(`aviso de entrevista (${event})`, async () => {
        const toCandidate = event !== 'confirmed' && event !== 'rejected';
        const calendar = event === 'invited' || event === 'rescheduled' || event === 'cancelled';
        const invite = calendar ? { method: event === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const), filename: 'entrevista.ics', content: ics(interview, event === 'cancelled' ? 'CANCEL' : 'REQUEST', options.sequence ?? 0) } : undefined;
        const subject = `${titles[event]}: ${interview.vacancy_title}`;
        const short = `«${interview.vacancy_title}», ${interviewWhen(interview.starts_at)}.`;
        if (toCandidate) {
          await notifications.notify([interview.candidate.user_id], { title: clip(titles[event], 120), body: clip(short, 1000), route: CANDIDATE_ROUTE, companyId: interview.company_id });
          const answerUrl = options.answerToken ? `${publicUrl}/entrevista/responder?token=${encodeURIComponent(options.answerToken)}` : null;
          await mailer.send({ to: interview.candidate.email, subject, text: candidateText(event, interview, answerUrl), ...(invite ? { icalEvent: invite } : {}) });
        }
        const staff = interview.interviewers;
        if (staff.length) {
          await notifications.notify(
            staff.map((person) => person.user_id),
            { title: clip(titles[event], 120), body: clip(`${interview.candidate.name}: ${short}`, 1000), route: INTERVIEWER_ROUTE, companyId: interview.company_id },
          );
          await mailer.send({ to: staff.map((person) => person.email), subject, text: staffText(event, interview), ...(invite ? { icalEvent: invite } : {}) });
        }
        if (options.dropped?.length) await tellDropped(interview, options.dropped, options.sequence ?? 0);
      });
    },
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}

export type InterviewNotices = ReturnType<typeof createInterviewNotices>;
