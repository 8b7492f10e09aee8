import type { Kysely } from 'kysely';
import {
  ANSWER_GRACE_SECONDS,
  OPEN_WORK_INTERVIEW_STATUSES,
  WORK_INTERVIEW_STATUS_LABELS,
  type AnswerMode,
  type CandidateStepInput,
  type CandidateWorkInterview,
  type MyWorkInterview,
  type WorkInterviewStatus,
} from '../../../shared/contracts/work-interviews';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import type { Principal } from '../../principal';
import { orNotFound } from '../../tenancy';
import type { SpeechAudio, SpeechService } from '../speech/speech.types';
import type { WorkInterviewNotices } from './work-interviews.notices';
import * as repository from './work-interviews.repository';
import { coveredPoints, questionClock } from './work-interviews.scoring';
import { fullNameOf, parsePoints } from './work-interviews.view';

export const NOT_FOUND = 'No encontramos esa entrevista.';
/** Spoken answers' recordings, under DATA_DIR/storage/. */
export const ANSWER_AUDIO_FOLDER = 'work-interview-answers';

/** What the speech service's checks say of an upload's bytes (they throw the 4xx when it may not be kept). */
export interface CheckedAudio {
  contentType: string;
  extension: string;
  durationMs: number | null;
}

/** An open interview past its date is expired even before the sweep writes it. */
export function effectiveStatus(row: { status: string; expires_at: string }, now: Date): WorkInterviewStatus {
  const status = row.status as WorkInterviewStatus;
  if (OPEN_WORK_INTERVIEW_STATUSES.includes(status) && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return status;
}

export function closedError(status: WorkInterviewStatus) {
  const why: Partial<Record<WorkInterviewStatus, string>> = {
    completed: 'Esta entrevista ya terminó: tus respuestas se enviaron a la empresa.',
    expired: 'Esta entrevista venció: ya no recibe respuestas.',
    cancelled: 'La empresa canceló esta entrevista.',
  };
  return conflict('work_interview_closed', why[status] ?? `La entrevista está ${WORK_INTERVIEW_STATUS_LABELS[status].toLowerCase()}.`);
}

export type AnswerPayload = { kind: 'typed'; text: string } | { kind: 'voice'; audio: SpeechAudio };

/**
 * The candidate's side of a work interview: what they were sent, the steps (confirm their data,
 * start, finish), the answers one by one against each question's clock (work-interviews.scoring),
 * and each question spoken aloud.
 */
export function createCandidateWorkInterviews(deps: {
  db: Kysely<Database>;
  speech: SpeechService;
  /**
   * The speech service's checks of an upload (type, size, empty, length): 4xx before anything is
   * stored. `maxDurationMs` is the question's time and grace: a longer recording is not an answer to it.
   */
  checkAudio: (bytes: Buffer, maxDurationMs: number) => CheckedAudio;
  storage: FileStorage;
  notices: WorkInterviewNotices;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, speech, storage, notices, now } = deps;

  async function own(principal: Principal, id: number) {
    return orNotFound(await repository.findOwnInterview(db, principal.userId, id), NOT_FOUND);
  }

  async function clockOf(row: repository.InterviewRow, at: Date) {
    const [questions, answers] = await Promise.all([repository.questionsOf(db, [row.id]), repository.answersOf(db, [row.id])]);
    const answeredAt = new Map(answers.map((answer) => [answer.position, new Date(answer.answered_at)]));
    const clock = row.started_at ? questionClock({ startedAt: new Date(row.started_at), questions, answeredAt, now: at, graceSeconds: ANSWER_GRACE_SECONDS }) : null;
    return { questions, answers, answeredAt, clock };
  }

  async function view(row: repository.InterviewRow): Promise<CandidateWorkInterview> {
    const at = now();
    const status = effectiveStatus(row, at);
    const { questions, answers, clock } = await clockOf(row, at);
    const window = status === 'in_progress' ? clock?.current : null;
    const question = window ? questions.find((each) => each.position === window.position)! : null;
    return {
      view: 'candidate',
      id: row.id,
      status,
      company_name: row.company_name,
      vacancy_title: row.vacancy_title,
      question_count: row.question_count,
      time_limits_seconds: questions.map((each) => each.time_limit_seconds),
      grace_seconds: ANSWER_GRACE_SECONDS,
      expires_at: row.expires_at,
      identity: { name: fullNameOf(row), email: row.user_email, confirmed_at: row.identity_confirmed_at },
      answer_mode: row.answer_mode as AnswerMode | null,
      voice_available: speech.canTranscribe,
      voice_unavailable_reason: speech.canTranscribe ? null : speech.transcriptionUnavailableReason,
      started_at: row.started_at,
      completed_at: row.completed_at,
      answered_positions: answers.map((answer) => answer.position),
      current:
        window && question
          ? {
              position: question.position,
              text: question.text,
              time_limit_seconds: question.time_limit_seconds,
              opened_at: window.openedAt.toISOString(),
              deadline_at: new Date(window.openedAt.getTime() + question.time_limit_seconds * 1000).toISOString(),
            }
          : null,
    };
  }

  async function fresh(principal: Principal, id: number) {
    return view(await own(principal, id));
  }

  /** The interview in progress, or the Spanish 409 saying why not. */
  function assertInProgress(row: repository.InterviewRow) {
    const status = effectiveStatus(row, now());
    if (status === 'sent') throw conflict('work_interview_invalid_step', 'Primero inicia la entrevista.');
    if (status !== 'in_progress') throw closedError(status);
  }

  async function complete(row: repository.InterviewRow, at: string) {
    if (!(await repository.updateInterview(db, row.id, ['in_progress'], { status: 'completed', completed_at: at }, at))) return;
    notices.tellManagers({
      companyId: row.company_id,
      title: 'Entrevista de trabajo completada',
      body: `${fullNameOf(row)} respondió la entrevista de «${row.vacancy_title}». Ya puedes evaluarla.`,
      route: `/superempleos/resultados-evaluacion/${row.id}`,
      link: `${deps.publicUrl}/superempleos/resultados-evaluacion/${row.id}`,
    });
  }

  return {
    view,
    own,

    /** `GET /work-interviews`: what the candidate was sent, newest first. */
    async mine(principal: Principal): Promise<{ data: MyWorkInterview[] }> {
      const rows = await repository.interviewsOfCandidate(db, principal.userId);
      const at = now();
      return {
        data: rows.map((row) => ({
          id: row.id,
          status: effectiveStatus(row, at),
          company_name: row.company_name,
          vacancy_title: row.vacancy_title,
          question_count: row.question_count,
          expires_at: row.expires_at,
          created_at: row.created_at,
          completed_at: row.completed_at,
        })),
      };
    },

    /** `PUT /work-interviews/{id}`: confirm identity → start (the answer mode) → finish. */
    async step(principal: Principal, id: number, input: CandidateStepInput): Promise<CandidateWorkInterview & { answer_mode_reason: string | null }> {
      const row = await own(principal, id);
      const status = effectiveStatus(row, now());
      const at = now().toISOString();
      if (input.action === 'finish' && status === 'completed') return { ...(await view(row)), answer_mode_reason: null };
      if (!OPEN_WORK_INTERVIEW_STATUSES.includes(status)) throw closedError(status);
      if (input.action === 'confirm_identity') {
        if (!row.identity_confirmed_at) await repository.updateInterview(db, id, ['sent', 'in_progress'], { identity_confirmed_at: at }, at);
        return { ...(await fresh(principal, id)), answer_mode_reason: null };
      }
      if (input.action === 'start') {
        // Starting again (a reload) resumes: the clock is never reset.
        if (status === 'in_progress') return { ...(await view(row)), answer_mode_reason: null };
        if (!row.identity_confirmed_at) throw invalid('work_interview_invalid_step', 'Confirma tus datos antes de empezar la entrevista.');
        const voice = input.answer_mode !== 'typed' && speech.canTranscribe;
        const reason = voice || input.answer_mode === 'typed' ? null : `Responderás por escrito: ${speech.transcriptionUnavailableReason ?? 'la transcripción de voz no está disponible.'}`;
        if (!(await repository.updateInterview(db, id, ['sent'], { status: 'in_progress', answer_mode: voice ? 'voice' : 'typed', started_at: at }, at))) throw conflict('work_interview_invalid_step', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
        return { ...(await fresh(principal, id)), answer_mode_reason: reason };
      }
      assertInProgress(row);
      const { clock } = await clockOf(row, now());
      if (clock?.current) throw invalid('work_interview_invalid_step', `Aún puedes responder la pregunta ${clock.current.position}.`);
      await complete(row, at);
      return { ...(await fresh(principal, id)), answer_mode_reason: null };
    },

    /**
     * `POST /work-interviews/{id}/answers/{position}`: the current question's answer, stored once.
     * Every refusal happens before anything is written: the position against the clock, then the
     * audio's checks, then the transcription; the recording is saved last and removed again if the
     * row cannot be written (a second answer racing this one).
     */
    async answer(principal: Principal, id: number, position: number, payload: AnswerPayload): Promise<CandidateWorkInterview> {
      const row = await own(principal, id);
      assertInProgress(row);
      const received = now();
      const { questions, answeredAt, clock } = await clockOf(row, received);
      const question = questions.find((each) => each.position === position);
      if (!question) throw invalid('validation_failed', `Esta entrevista tiene ${questions.length} preguntas.`);
      const alreadyAnswered = () => conflict('already_answered', 'Ya respondiste esta pregunta.');
      if (answeredAt.has(position)) throw alreadyAnswered();
      const current = clock?.current;
      if (!current || position < current.position) throw invalid('answer_time_up', 'Se acabó el tiempo de esta pregunta: ya no recibe respuesta.');
      if (position > current.position) throw conflict('answer_out_of_order', `Responde primero la pregunta ${current.position}.`);
      if (payload.kind === 'voice' && row.answer_mode !== 'voice') throw invalid('answer_mode_mismatch', 'Esta entrevista se responde por escrito.');

      let transcript: string;
      let audio: { stored: string; contentType: string; size: number; durationMs: number | null; provider: string } | null = null;
      if (payload.kind === 'voice') {
        const checked = deps.checkAudio(payload.audio.bytes, (question.time_limit_seconds + ANSWER_GRACE_SECONDS) * 1000);
        const result = await speech.transcribe({ ...payload.audio, contentType: checked.contentType });
        transcript = result.text.trim();
        if (!transcript) throw invalid('validation_failed', 'No se entendió nada en la grabación. Vuelve a grabar tu respuesta hablando cerca del micrófono.');
        const stored = await storage.save(ANSWER_AUDIO_FOLDER, payload.audio.bytes, checked.extension);
        audio = { stored, contentType: checked.contentType, size: payload.audio.bytes.length, durationMs: result.durationMs ?? checked.durationMs, provider: result.provider };
      } else {
        transcript = payload.text;
      }
      try {
        await repository.insertAnswer(db, {
          work_interview_id: id,
          position,
          answer_mode: payload.kind,
          transcript,
          audio_stored_name: audio?.stored ?? null,
          audio_content_type: audio?.contentType ?? null,
          audio_size: audio?.size ?? null,
          audio_duration_ms: audio?.durationMs ?? null,
          transcription_provider: audio?.provider ?? null,
          covered_points: JSON.stringify(coveredPoints(transcript, parsePoints(question.expected_points))),
          answered_at: received.toISOString(),
        });
      } catch (error) {
        if (audio) await storage.remove(ANSWER_AUDIO_FOLDER, audio.stored);
        if (isUniqueViolation(error)) throw alreadyAnswered();
        throw error;
      }
      // The last question left (answered or lost) completes the interview; the candidate need not say so.
      if (!(await clockOf(row, received)).clock?.current) await complete(row, now().toISOString());
      return fresh(principal, id);
    },

    /** `GET /work-interviews/{id}/questions/{position}/audio` for the candidate: a question they have reached. */
    async reachedQuestionText(row: repository.InterviewRow, position: number): Promise<string> {
      assertInProgress(row);
      const { questions, clock } = await clockOf(row, now());
      const reached = clock?.windows.some((window) => window.position === position);
      const question = questions.find((each) => each.position === position);
      if (!reached || !question) throw conflict('answer_out_of_order', 'Aún no llegas a esa pregunta.');
      return question.text;
    },
  };
}

export type CandidateWorkInterviews = ReturnType<typeof createCandidateWorkInterviews>;
