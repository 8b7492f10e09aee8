import { describe, expect, it } from 'vitest';
import { coveredPoints, meaningfulWords, overallScore, questionClock, sameWord } from '../../../../src/server/modules/interviews/work-interviews.scoring';

describe('covered points', () => {
  const points = ['Atención al cliente', 'Resolver conflictos con calma', 'Trabajo en equipo'];

  it('finds a point whatever the accents, case and word endings', () => {
    expect(coveredPoints('Siempre pongo ATENCION a los CLIENTES y trabajé en EQUIPOS grandes.', points)).toEqual([0, 2]);
  });

  it('needs at least half of a point’s meaningful words', () => {
    // "conflictos" alone is one of three words (resolver, conflictos, calma): not enough.
    expect(coveredPoints('Hubo conflictos.', points)).toEqual([]);
    expect(coveredPoints('Sé resolver conflictos.', points)).toEqual([1]);
  });

  it('ignores stop words and short words, and never covers an empty point', () => {
    expect(meaningfulWords('El trabajo de la semana para el equipo')).toEqual(['trabajo', 'semana', 'equipo']);
    expect(coveredPoints('de la para', ['de la para', ''])).toEqual([]);
  });

  it('tells words apart that only share a short beginning', () => {
    expect(sameWord('organizado', 'organizada')).toBe(true);
    expect(sameWord('comunicacion', 'comunicar')).toBe(true);
    expect(sameWord('casa', 'caso')).toBe(false);
    expect(sameWord('venta', 'ventilador')).toBe(false);
  });
});

describe('overall score', () => {
  it('is the weighted mean of the per-question means, on 0–100', () => {
    // Question 1 (weight 2): evaluators 4 and 2 → 3. Question 2 (weight 1): 1 → 1.
    // (3·2 + 1·1) / 3 = 7/3 ≈ 2.333 of 4 → 58.3.
    expect(overallScore([{ weight: 2, scores: [4, 2] }, { weight: 1, scores: [1] }])).toBe(58.3);
    expect(overallScore([{ weight: 1, scores: [4] }, { weight: 5, scores: [4, 4] }])).toBe(100);
  });

  it('leaves unscored questions out and is null before any score', () => {
    expect(overallScore([{ weight: 3, scores: [2] }, { weight: 1, scores: [] }])).toBe(50);
    expect(overallScore([{ weight: 1, scores: [] }])).toBeNull();
  });
});

describe('the question clock', () => {
  const start = new Date('2026-12-05T10:00:00Z');
  const questions = [
    { position: 1, time_limit_seconds: 60 },
    { position: 2, time_limit_seconds: 120 },
    { position: 3, time_limit_seconds: 60 },
  ];
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('opens each question when the previous one is answered', () => {
    const clock = questionClock({ startedAt: start, questions, answeredAt: new Map([[1, at(40)]]), now: at(50), graceSeconds: 30 });
    expect(clock.current).toEqual({ position: 2, openedAt: at(40), closesAt: at(40 + 120 + 30) });
    expect(clock.lost).toEqual([]);
  });

  it('loses a question whose time and grace ran out, and opens the next one then', () => {
    const clock = questionClock({ startedAt: start, questions, answeredAt: new Map(), now: at(100), graceSeconds: 30 });
    expect(clock.lost).toEqual([1]);
    expect(clock.current).toEqual({ position: 2, openedAt: at(90), closesAt: at(90 + 150) });
  });

  it('has no current question once every one is answered or lost', () => {
    const clock = questionClock({ startedAt: start, questions, answeredAt: new Map([[1, at(10)], [2, at(20)]]), now: at(10_000), graceSeconds: 30 });
    expect(clock.current).toBeNull();
    expect(clock.lost).toEqual([3]);
  });
});
