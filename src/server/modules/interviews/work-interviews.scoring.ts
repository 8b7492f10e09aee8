import { normalizeForSearch } from '../../../shared/contracts/search';

/*
 * The arithmetic of work interviews, kept pure so that tests can drive it: which expected points
 * an answer covers, the clock of each question, and the overall score.
 */

/** Words that carry no meaning of their own in a point ("el", "de", "para"…). */
const STOP_WORDS = new Set(
  'ante bajo con contra desde durante entre hacia hasta mediante para por segun sin sobre tras los las del una uno unos unas que como cual cuando donde mas muy pero sus tus mis esta este esto estos estas ese esa eso esos esas ser son fue era hay sea tiene tener hace hacer otro otra otros otras todo toda todos todas'.split(' '),
);

/** The words of a text that say something: normalized (no accents, lower case), 3+ letters, no stop words. */
export function meaningfulWords(text: string): string[] {
  return normalizeForSearch(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/**
 * Two words are the same word give or take an ending (cliente/clientes, organizado/organizada,
 * comunicación/comunicar): they share a beginning as long as the shorter one less two letters,
 * and at least four letters, and differ in length by three letters at most (venta ≠ ventilador). Spanish inflects at the end; this avoids a stemmer's dependency for
 * a hint that an evaluator always reviews.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 3) return false;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= Math.max(4, shorter - 2);
}

/**
 * The indexes of the expected points an answer covers: a point is covered when at least half of
 * its meaningful words (rounded up) appear in the answer. Case and accents never matter.
 */
export function coveredPoints(answer: string, expectedPoints: readonly string[]): number[] {
  const said = [...new Set(meaningfulWords(answer))];
  const covered: number[] = [];
  expectedPoints.forEach((point, index) => {
    const wanted = [...new Set(meaningfulWords(point))];
    if (wanted.length === 0) return;
    const found = wanted.filter((word) => said.some((other) => sameWord(word, other))).length;
    if (found >= Math.ceil(wanted.length / 2)) covered.push(index);
  });
  return covered;
}

export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Overall score, 0–100: each question's mean of its evaluators' scores (0–4), weighted by the
 * question's weight, over the questions someone scored; null before any score. An unscored
 * question does not pull the score down: evaluators may still be working.
 */
export function overallScore(questions: readonly { weight: number; scores: readonly number[] }[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const question of questions) {
    const mean = meanOf(question.scores);
    if (mean === null || question.weight <= 0) continue;
    weighted += mean * question.weight;
    weights += question.weight;
  }
  return weights === 0 ? null : round1(((weighted / weights) / 4) * 100);
}

export function roundedMean(values: readonly number[]): number | null {
  const mean = meanOf(values);
  return mean === null ? null : Math.round(mean * 100) / 100;
}

export interface ClockQuestion {
  position: number;
  time_limit_seconds: number;
}

export interface QuestionWindow {
  position: number;
  openedAt: Date;
  /** The time limit plus the grace: an answer received after this is refused. */
  closesAt: Date;
}

/**
 * Where the candidate is. The first question opens when the interview starts; each next one when
 * the previous was answered or, if it never was, when its window closed. The current question is
 * the first unanswered one whose window is still open; questions whose window closed unanswered
 * are lost (the clock is the point of the exercise). A dropped connection therefore resumes at the
 * first unanswered question still in time. Nothing is stored for this: it follows from the start
 * and the answers' times.
 */
export function questionClock(input: {
  startedAt: Date;
  questions: readonly ClockQuestion[];
  answeredAt: ReadonlyMap<number, Date>;
  now: Date;
  graceSeconds: number;
}): { current: QuestionWindow | null; windows: QuestionWindow[]; lost: number[] } {
  const ordered = [...input.questions].sort((a, b) => a.position - b.position);
  const windows: QuestionWindow[] = [];
  const lost: number[] = [];
  let current: QuestionWindow | null = null;
  let opensAt = input.startedAt;
  for (const question of ordered) {
    const window = { position: question.position, openedAt: opensAt, closesAt: new Date(opensAt.getTime() + (question.time_limit_seconds + input.graceSeconds) * 1000) };
    windows.push(window);
    const answered = input.answeredAt.get(question.position);
    if (answered) {
      opensAt = answered;
      continue;
    }
    if (window.closesAt.getTime() >= input.now.getTime()) {
      current = window;
      break;
    }
    lost.push(question.position);
    opensAt = window.closesAt;
  }
  return { current, windows, lost };
}
