import type { AnswerMode, CompanyWorkInterview, QuestionResult, Recommendation, WorkInterviewStatus } from '../../../shared/contracts/work-interviews';
import type { Db } from '../../db/schema';
import * as repository from './work-interviews.repository';
import { overallScore, roundedMean } from './work-interviews.scoring';

/* Rows → the company's view of interviews (read in batches: the list and the comparison read many). */

export const fullNameOf = (row: { user_name: string; user_surname: string | null; user_lastname: string | null }) => [row.user_name, row.user_surname, row.user_lastname].filter(Boolean).join(' ');
const evaluatorName = (row: { evaluator_name: string; evaluator_surname: string | null }) => [row.evaluator_name, row.evaluator_surname].filter(Boolean).join(' ');
export const parsePoints = (json: string): string[] => JSON.parse(json) as string[];

/** Where a spoken answer's recording is served (company only). */
export const answerAudioUrl = (interviewId: number, position: number) => `/api/v1/work-interviews/${interviewId}/answers/${position}/audio`;

/** Each interview's questions with its answer, scores and mean, its evaluations and its overall score. */
export async function resultsOf(db: Db, interviewIds: readonly number[]) {
  const [questions, answers, scores, evaluations] = await Promise.all([
    repository.questionsOf(db, interviewIds),
    repository.answersOf(db, interviewIds),
    repository.scoresOf(db, interviewIds),
    repository.evaluationsOf(db, interviewIds),
  ]);
  const key = (id: number, position: number) => `${id}:${position}`;
  const answerBy = new Map(answers.map((answer) => [key(answer.work_interview_id, answer.position), answer]));
  const scoresBy = new Map<string, typeof scores>();
  for (const score of scores) {
    const list = scoresBy.get(key(score.work_interview_id, score.position)) ?? [];
    list.push(score);
    scoresBy.set(key(score.work_interview_id, score.position), list);
  }
  const result = new Map<number, { questions: QuestionResult[]; evaluations: CompanyWorkInterview['evaluations']; overall: number | null; answered: number }>();
  for (const id of interviewIds) result.set(id, { questions: [], evaluations: [], overall: null, answered: 0 });
  for (const question of questions) {
    const entry = result.get(question.work_interview_id)!;
    const answer = answerBy.get(key(question.work_interview_id, question.position));
    const own = scoresBy.get(key(question.work_interview_id, question.position)) ?? [];
    if (answer) entry.answered += 1;
    entry.questions.push({
      position: question.position,
      text: question.text,
      expected_points: parsePoints(question.expected_points),
      time_limit_seconds: question.time_limit_seconds,
      weight: question.weight,
      answer: answer
        ? {
            answer_mode: answer.answer_mode as AnswerMode,
            transcript: answer.transcript,
            covered_points: JSON.parse(answer.covered_points) as number[],
            answered_at: answer.answered_at,
            audio_url: answer.audio_stored_name ? answerAudioUrl(question.work_interview_id, question.position) : null,
            audio_duration_ms: answer.audio_duration_ms,
          }
        : null,
      scores: own.map((score) => ({ evaluator_user_id: score.evaluator_user_id, evaluator_name: evaluatorName(score), score: score.score, comment: score.comment, scored_at: score.scored_at })),
      mean_score: roundedMean(own.map((score) => score.score)),
    });
  }
  for (const evaluation of evaluations) {
    result.get(evaluation.work_interview_id)!.evaluations.push({
      evaluator_user_id: evaluation.evaluator_user_id,
      evaluator_name: evaluatorName(evaluation),
      recommendation: evaluation.recommendation as Recommendation,
      summary: evaluation.summary,
      updated_at: evaluation.updated_at,
    });
  }
  for (const entry of result.values()) entry.overall = overallScore(entry.questions.map((question) => ({ weight: question.weight, scores: question.scores.map((score) => score.score) })));
  return result;
}

export async function companyView(db: Db, row: repository.InterviewRow, status: WorkInterviewStatus): Promise<CompanyWorkInterview> {
  const results = (await resultsOf(db, [row.id])).get(row.id)!;
  return {
    view: 'company',
    id: row.id,
    status,
    vacancy_id: row.vacancy_id,
    vacancy_title: row.vacancy_title,
    application_id: row.application_id,
    candidate: { user_id: row.candidate_user_id, name: fullNameOf(row), email: row.user_email },
    question_count: row.question_count,
    answer_mode: row.answer_mode as AnswerMode | null,
    expires_at: row.expires_at,
    identity_confirmed_at: row.identity_confirmed_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
    created_at: row.created_at,
    questions: results.questions,
    evaluations: results.evaluations,
    overall_score: results.overall,
  };
}
