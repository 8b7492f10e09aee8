import { z } from 'zod';
import { idSchema } from './common';

/**
 * A vacancy's question bank (issue 16; spec §2 `/superempleos/vacantes/{vacancyId}/preguntas`):
 * the questions a work interview draws from, each with the points a good answer covers, its time
 * limit and its weight in the overall score. Only the vacancy's company (`vacancies.manage`) sees
 * or changes them.
 */

export const QUESTION_TEXT_MIN = 10;
export const QUESTION_TEXT_MAX = 1000;
export const EXPECTED_POINTS_MIN = 1;
export const EXPECTED_POINTS_MAX = 8;
export const EXPECTED_POINT_MIN = 2;
export const EXPECTED_POINT_MAX = 200;
export const TIME_LIMIT_MIN_SECONDS = 30;
export const TIME_LIMIT_MAX_SECONDS = 600;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;
/** A bank larger than this is not a bank but a dump; the order call carries every id. */
export const QUESTIONS_PER_VACANCY_MAX = 100;

const questionTextSchema = z
  .string({ error: 'Escribe la pregunta.' })
  .trim()
  .min(QUESTION_TEXT_MIN, `La pregunta debe tener al menos ${QUESTION_TEXT_MIN} caracteres.`)
  .max(QUESTION_TEXT_MAX, `La pregunta admite hasta ${QUESTION_TEXT_MAX} caracteres.`);

const expectedPointSchema = z
  .string({ error: 'Escribe el punto esperado.' })
  .trim()
  .min(EXPECTED_POINT_MIN, `Cada punto esperado debe tener al menos ${EXPECTED_POINT_MIN} caracteres.`)
  .max(EXPECTED_POINT_MAX, `Cada punto esperado admite hasta ${EXPECTED_POINT_MAX} caracteres.`);

export const questionInputSchema = z.object({
  text: questionTextSchema,
  expected_points: z
    .array(expectedPointSchema, { error: 'Los puntos esperados deben ser una lista.' })
    .min(EXPECTED_POINTS_MIN, 'Agrega al menos un punto que una buena respuesta debe cubrir.')
    .max(EXPECTED_POINTS_MAX, `Agrega hasta ${EXPECTED_POINTS_MAX} puntos esperados.`),
  time_limit_seconds: z
    .number({ error: 'El tiempo límite debe ser un número de segundos.' })
    .int('El tiempo límite debe ser un número entero de segundos.')
    .min(TIME_LIMIT_MIN_SECONDS, `El tiempo límite debe estar entre ${TIME_LIMIT_MIN_SECONDS} y ${TIME_LIMIT_MAX_SECONDS} segundos.`)
    .max(TIME_LIMIT_MAX_SECONDS, `El tiempo límite debe estar entre ${TIME_LIMIT_MIN_SECONDS} y ${TIME_LIMIT_MAX_SECONDS} segundos.`),
  weight: z
    .number({ error: 'El peso debe ser un número.' })
    .int('El peso debe ser un número entero.')
    .min(WEIGHT_MIN, `El peso debe estar entre ${WEIGHT_MIN} y ${WEIGHT_MAX}.`)
    .max(WEIGHT_MAX, `El peso debe estar entre ${WEIGHT_MIN} y ${WEIGHT_MAX}.`),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const vacancyQuestionSchema = z.object({
  id: z.number().int(),
  vacancy_id: z.number().int(),
  text: z.string(),
  expected_points: z.array(z.string()),
  time_limit_seconds: z.number().int(),
  weight: z.number().int(),
  /** 1-based place in the bank's order. */
  position: z.number().int(),
  updated_at: z.string(),
});
export type VacancyQuestion = z.infer<typeof vacancyQuestionSchema>;

export const vacancyQuestionListSchema = z.object({ data: z.array(vacancyQuestionSchema) });
export type VacancyQuestionList = z.infer<typeof vacancyQuestionListSchema>;

/** Every question of the vacancy, each once, in the new order. */
export const questionOrderInputSchema = z.object({
  ids: z
    .array(idSchema, { error: 'Envía la lista de preguntas en su nuevo orden.' })
    .min(1, 'Envía la lista de preguntas en su nuevo orden.')
    .max(QUESTIONS_PER_VACANCY_MAX, `Una vacante admite hasta ${QUESTIONS_PER_VACANCY_MAX} preguntas.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Cada pregunta debe aparecer una sola vez.'),
});
export type QuestionOrderInput = z.infer<typeof questionOrderInputSchema>;
