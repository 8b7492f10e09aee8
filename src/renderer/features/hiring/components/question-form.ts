import {
  EXPECTED_POINTS_MAX,
  type QuestionInput,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  type VacancyQuestion,
  questionInputSchema,
} from '../../../../shared/contracts/work-interview-questions';
import { moveItem } from '../../../lib/move-item';

/**
 * The question form's rules, apart from its markup so they can be tested: the values as typed,
 * the list of expected points (add, change, remove — never fewer than one box), the check against
 * the contract with each message beside its own box, and the bank's up/down moves.
 */

export interface QuestionFormValues {
  text: string;
  expected_points: string[];
  /** As typed; the contract wants whole seconds. */
  time_limit_seconds: string;
  weight: number;
}

export const DEFAULT_TIME_LIMIT_SECONDS = 120;
export const DEFAULT_WEIGHT = 3;

export function questionFormValues(question?: VacancyQuestion): QuestionFormValues {
  return {
    text: question?.text ?? '',
    expected_points: question ? [...question.expected_points] : [''],
    time_limit_seconds: String(question?.time_limit_seconds ?? DEFAULT_TIME_LIMIT_SECONDS),
    weight: question?.weight ?? DEFAULT_WEIGHT,
  };
}

export const canAddPoint = (points: readonly string[]) => points.length < EXPECTED_POINTS_MAX;

export function addPoint(points: readonly string[]): string[] {
  return canAddPoint(points) ? [...points, ''] : [...points];
}

export function changePoint(points: readonly string[], index: number, text: string): string[] {
  return points.map((point, at) => (at === index ? text : point));
}

/** The last box stays (emptied): a question needs at least one point. */
export function removePoint(points: readonly string[], index: number): string[] {
  if (points.length <= 1) return [''];
  return points.filter((_, at) => at !== index);
}

export type QuestionFormCheck = { ok: true; input: QuestionInput } | { ok: false; errors: Record<string, string> };

/**
 * The values checked against the contract the server uses. Error keys are the server's too
 * (`text`, `expected_points`, `expected_points.2`, …) so its 422s land in the same places.
 * Blank point boxes are dropped first: an extra empty box is not a mistake worth a message.
 */
export function checkQuestionForm(values: QuestionFormValues): QuestionFormCheck {
  const typed = values.time_limit_seconds.trim();
  const seconds = typed === '' ? Number.NaN : Number(typed);
  const candidate = {
    text: values.text,
    expected_points: values.expected_points.filter((point) => point.trim() !== ''),
    time_limit_seconds: Number.isFinite(seconds) ? seconds : undefined,
    weight: values.weight,
  };
  const parsed = questionInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    let key = issue.path.map(String).join('.');
    // Indexes of the kept points → indexes of the boxes on screen.
    if (issue.path[0] === 'expected_points' && typeof issue.path[1] === 'number') key = `expected_points.${boxIndex(values.expected_points, issue.path[1])}`;
    if (issue.path[0] === 'time_limit_seconds' && !Number.isFinite(seconds)) {
      errors.time_limit_seconds ??= `Escribe el tiempo límite, entre ${TIME_LIMIT_MIN_SECONDS} y ${TIME_LIMIT_MAX_SECONDS} segundos.`;
      continue;
    }
    errors[key || '_'] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The box that holds the `kept`-th non-blank point. */
function boxIndex(points: readonly string[], kept: number): number {
  let seen = -1;
  for (let index = 0; index < points.length; index++) {
    if ((points[index] ?? '').trim() !== '') seen += 1;
    if (seen === kept) return index;
  }
  return kept;
}

/** The bank's order after moving the question at `index` one place up (-1) or down (+1); null at an end (nothing to send). */
export function moveQuestion(ids: readonly number[], index: number, delta: -1 | 1): number[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  return moveItem(ids, index, delta);
}

/** 45 → «45 s», 120 → «2 min», 90 → «1 min 30 s». */
export function timeLimitLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
