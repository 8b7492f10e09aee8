import { describe, expect, it } from 'vitest';
import {
  addPoint,
  canAddPoint,
  changePoint,
  checkQuestionForm,
  moveQuestion,
  questionFormValues,
  removePoint,
  timeLimitLabel,
} from '../../../../src/renderer/features/hiring/components/question-form';
import { ROUTES } from '../../../../src/renderer/app/routes';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { vacancyQuestionsPath } from '../../../../src/renderer/lib/paths';

const filled = { text: '¿Cómo organizarías la salida de 40 contenedores?', expected_points: ['Prioriza por cita', 'Coordina con aduana'], time_limit_seconds: '120', weight: 3 };

describe('the question form', () => {
  it('starts a new question with one empty point, 2 minutes and weight 3; an edit with the saved values', () => {
    expect(questionFormValues()).toEqual({ text: '', expected_points: [''], time_limit_seconds: '120', weight: 3 });
    const saved = { id: 4, vacancy_id: 2, text: 'Pregunta guardada', expected_points: ['Uno', 'Dos'], time_limit_seconds: 45, weight: 5, position: 1, updated_at: '2026-12-04T10:00:00.000Z' };
    const values = questionFormValues(saved);
    expect(values).toEqual({ text: 'Pregunta guardada', expected_points: ['Uno', 'Dos'], time_limit_seconds: '45', weight: 5 });
    // Editing the form's list never touches the cached question.
    values.expected_points.push('Tres');
    expect(saved.expected_points).toEqual(['Uno', 'Dos']);
  });

  it('adds points up to 8, changes one, and keeps at least one box when removing', () => {
    let points = [''];
    for (let i = 0; i < 10; i++) points = addPoint(points);
    expect(points).toHaveLength(8);
    expect(canAddPoint(points)).toBe(false);
    expect(changePoint(['a', 'b', 'c'], 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removePoint(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removePoint(['solo'], 0)).toEqual(['']);
  });

  it('sends what the contract accepts: trimmed text and points, blank boxes dropped, whole seconds', () => {
    const checked = checkQuestionForm({ ...filled, text: `  ${filled.text}  `, expected_points: [' Prioriza por cita ', '', '  ', 'Coordina con aduana'], time_limit_seconds: ' 90 ' });
    expect(checked).toEqual({ ok: true, input: { text: filled.text, expected_points: ['Prioriza por cita', 'Coordina con aduana'], time_limit_seconds: 90, weight: 3 } });
  });

  it('puts each Spanish message beside its own field, a point’s beside its own box', () => {
    const checked = checkQuestionForm({ text: 'Corta', expected_points: ['Buen punto', '', 'x'], time_limit_seconds: '15', weight: 3 });
    expect(checked).toEqual({
      ok: false,
      errors: {
        text: 'La pregunta debe tener al menos 10 caracteres.',
        // The third box on screen, although it is the second point kept.
        'expected_points.2': 'Cada punto esperado debe tener al menos 2 caracteres.',
        time_limit_seconds: 'El tiempo límite debe estar entre 30 y 600 segundos.',
      },
    });
  });

  it('asks for at least one point and for a time limit that is a whole number', () => {
    expect(checkQuestionForm({ ...filled, expected_points: ['', ' '] })).toEqual({ ok: false, errors: { expected_points: 'Agrega al menos un punto que una buena respuesta debe cubrir.' } });
    expect(checkQuestionForm({ ...filled, time_limit_seconds: '' })).toEqual({ ok: false, errors: { time_limit_seconds: 'Escribe el tiempo límite, entre 30 y 600 segundos.' } });
    expect(checkQuestionForm({ ...filled, time_limit_seconds: 'dos' })).toEqual({ ok: false, errors: { time_limit_seconds: 'Escribe el tiempo límite, entre 30 y 600 segundos.' } });
    expect(checkQuestionForm({ ...filled, time_limit_seconds: '60.5' })).toEqual({ ok: false, errors: { time_limit_seconds: 'El tiempo límite debe ser un número entero de segundos.' } });
    expect(checkQuestionForm({ ...filled, text: 'x'.repeat(1001) })).toMatchObject({ ok: false, errors: { text: 'La pregunta admite hasta 1000 caracteres.' } });
  });

  it('moves a question one place up or down, and not past either end', () => {
    expect(moveQuestion([10, 20, 30], 1, -1)).toEqual([20, 10, 30]);
    expect(moveQuestion([10, 20, 30], 1, 1)).toEqual([10, 30, 20]);
    expect(moveQuestion([10, 20, 30], 0, -1)).toBeNull();
    expect(moveQuestion([10, 20, 30], 2, 1)).toBeNull();
  });

  it('reads time limits as people say them', () => {
    expect(timeLimitLabel(45)).toBe('45 s');
    expect(timeLimitLabel(120)).toBe('2 min');
    expect(timeLimitLabel(90)).toBe('1 min 30 s');
    expect(timeLimitLabel(600)).toBe('10 min');
  });
});

describe('the question bank route', () => {
  it('is private, in the default layout, at the spec’s path', async () => {
    const route = ROUTES.find((row) => row.path === '/superempleos/vacantes/:vacancyId/preguntas');
    expect(route).toMatchObject({ access: 'private', layout: 'default', title: 'Banco de preguntas' });
    expect(vacancyQuestionsPath(7)).toBe('/superempleos/vacantes/7/preguntas');
    expect(redirectFor(vacancyQuestionsPath(7), false, { isLogistica: false, isSuperempleos: false })).toBe('/login');
    expect((await route!.page()).default.name).toBe('VacancyQuestionsPage');
  });
});
