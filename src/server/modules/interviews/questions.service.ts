import type { Kysely } from 'kysely';
import {
  QUESTIONS_PER_VACANCY_MAX,
  type QuestionInput,
  type QuestionOrderInput,
  type VacancyQuestion,
  type VacancyQuestionList,
} from '../../../shared/contracts/work-interview-questions';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import type { Principal } from '../../principal';
import { orNotFound, scopeFor } from '../../tenancy';
import type { SpeechService, SynthesizedSpeech } from '../speech/speech.types';
import * as repository from './questions.repository';

export type QuestionsService = ReturnType<typeof createQuestionsService>;

const VACANCY_NOT_FOUND = 'No encontramos esa vacante.';
const QUESTION_NOT_FOUND = 'No encontramos esa pregunta.';

/**
 * A vacancy's question bank: the company that owns the vacancy, through members who may manage
 * its vacancies, lists, writes, orders and listens to its questions. Work interviews copy the
 * questions they draw, so editing or deleting one here never changes an interview already sent.
 */
export function createQuestionsService(deps: { db: Kysely<Database>; speech: Pick<SpeechService, 'synthesize'>; now: () => Date }) {
  const { db, speech, now } = deps;

  // Another company's vacancy, or one of the caller's company without `vacancies.manage`, does
  // not exist for this caller: 404, never 403 (the bank is the company's hiring strategy).
  const scope = (principal: Principal) => scopeFor(principal, 'vacancies.manage');

  async function vacancyOf(principal: Principal, vacancyId: number) {
    return orNotFound(await repository.findVacancyCompany(db, scope(principal), vacancyId), VACANCY_NOT_FOUND);
  }

  async function questionOf(principal: Principal, id: number) {
    return orNotFound(await repository.findQuestion(db, scope(principal), id), QUESTION_NOT_FOUND);
  }

  async function list(principal: Principal, vacancyId: number): Promise<VacancyQuestionList> {
    await vacancyOf(principal, vacancyId);
    return { data: (await repository.listOfVacancy(db, scope(principal), vacancyId)).map(toQuestion) };
  }

  return {
    list,

    async create(principal: Principal, vacancyId: number, input: QuestionInput): Promise<VacancyQuestion> {
      const vacancy = await vacancyOf(principal, vacancyId);
      const row = await db.transaction().execute(async (trx) => {
        const { count, maxPosition } = await repository.countOfVacancy(trx, vacancy.id);
        if (count >= QUESTIONS_PER_VACANCY_MAX) {
          throw invalid('validation_failed', `Una vacante admite hasta ${QUESTIONS_PER_VACANCY_MAX} preguntas; borra alguna antes de agregar otra.`);
        }
        return repository.insertQuestion(trx, {
          ...valuesOf(input),
          company_id: vacancy.company_id,
          vacancy_id: vacancy.id,
          position: maxPosition + 1,
          created_by: principal.userId,
        }, now().toISOString());
      });
      return toQuestion(row);
    },

    async update(principal: Principal, id: number, input: QuestionInput): Promise<VacancyQuestion> {
      const question = await questionOf(principal, id);
      await repository.updateQuestion(db, question.id, valuesOf(input), now().toISOString());
      return toQuestion(orNotFound(await repository.findQuestion(db, scope(principal), id), QUESTION_NOT_FOUND));
    },

    async remove(principal: Principal, id: number): Promise<{ message: string }> {
      const question = await questionOf(principal, id);
      await db.transaction().execute(async (trx) => {
        await repository.deleteQuestion(trx, question.id);
        await repository.compactPositions(trx, question.vacancy_id);
      });
      return { message: 'Pregunta eliminada.' };
    },

    async reorder(principal: Principal, vacancyId: number, input: QuestionOrderInput): Promise<VacancyQuestionList> {
      const vacancy = await vacancyOf(principal, vacancyId);
      await db.transaction().execute(async (trx) => {
        const current = await repository.listOfVacancy(trx, scope(principal), vacancy.id);
        const currentIds = new Set(current.map((row) => row.id));
        // The whole bank, each once: an order sent from a stale screen must not lose questions.
        if (input.ids.length !== currentIds.size || input.ids.some((id) => !currentIds.has(id))) {
          throw invalid('validation_failed', 'La lista debe traer cada pregunta de la vacante una sola vez; recarga la página e inténtalo de nuevo.', {
            ids: ['No coincide con las preguntas de la vacante.'],
          });
        }
        await repository.setPositions(trx, vacancy.id, input.ids);
      });
      return list(principal, vacancy.id);
    },

    /** The question read aloud, as the candidate will hear it. */
    async audio(principal: Principal, id: number): Promise<SynthesizedSpeech> {
      const question = await questionOf(principal, id);
      return speech.synthesize(question.text);
    },
  };
}

function valuesOf(input: QuestionInput): repository.QuestionValues {
  return { text: input.text, expected_points: JSON.stringify(input.expected_points), time_limit_seconds: input.time_limit_seconds, weight: input.weight };
}

function toQuestion(row: repository.QuestionRow): VacancyQuestion {
  return {
    id: row.id,
    vacancy_id: row.vacancy_id,
    text: row.text,
    expected_points: parsePoints(row.expected_points),
    time_limit_seconds: row.time_limit_seconds,
    weight: row.weight,
    position: row.position,
    updated_at: row.updated_at,
  };
}

function parsePoints(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
