import { describe, expect, it } from 'vitest';
import { recessProblems } from '../../../../src/renderer/features/attendance/components/recess-rules';

const day = { name: 'Matutino', start_time: '08:00', end_time: '17:00' };
const night = { name: 'Nocturno', start_time: '22:00', end_time: '06:00' };

describe('recessProblems', () => {
  it('accepts a recess inside its shift that overlaps nothing', () => {
    expect(recessProblems({ start_time: '13:00', end_time: '14:00' }, day, [{ id: 1, name: 'Café', start_time: '10:00', end_time: '10:15' }])).toEqual({});
  });

  it('says the end is before the start', () => {
    expect(recessProblems({ start_time: '14:00', end_time: '13:00' }, day, [])).toEqual({ end_time: 'La hora de fin es anterior a la de inicio.' });
    expect(recessProblems({ start_time: '14:00', end_time: '14:00' }, day, [])).toEqual({ end_time: 'La hora de fin no puede ser igual a la de inicio.' });
  });

  it('says which end falls outside the shift, naming the shift and its hours', () => {
    expect(recessProblems({ start_time: '16:30', end_time: '17:30' }, day, []).end_time).toBe('El fin queda fuera del turno «Matutino» (08:00–17:00).');
    expect(recessProblems({ start_time: '07:00', end_time: '07:30' }, day, []).start_time).toMatch(/^El inicio queda fuera del turno «Matutino»/);
  });

  it('allows a recess that ends exactly when the shift ends', () => {
    expect(recessProblems({ start_time: '16:30', end_time: '17:00' }, day, [])).toEqual({});
  });

  it('names the recess it overlaps', () => {
    const others = [{ id: 7, name: 'Comida', start_time: '13:00', end_time: '14:00' }];
    expect(recessProblems({ start_time: '13:30', end_time: '14:30' }, day, others)).toEqual({
      start_time: 'Se traslapa con el descanso «Comida» (13:00–14:00) del mismo turno.',
    });
    // Touching is not overlapping.
    expect(recessProblems({ start_time: '14:00', end_time: '14:30' }, day, others)).toEqual({});
    // Editing a recess does not compare it with itself.
    expect(recessProblems({ id: 7, start_time: '13:00', end_time: '14:30' }, day, others)).toEqual({});
  });

  it('measures a night shift from its start, across midnight', () => {
    expect(recessProblems({ start_time: '02:00', end_time: '02:30' }, night, [])).toEqual({});
    expect(recessProblems({ start_time: '23:30', end_time: '00:30' }, night, [])).toEqual({});
    expect(recessProblems({ start_time: '05:30', end_time: '06:30' }, night, []).end_time).toBe('El fin queda fuera del turno «Nocturno» (22:00–06:00 (cruza la medianoche)).');
    expect(recessProblems({ start_time: '03:00', end_time: '02:00' }, night, []).end_time).toBe('La hora de fin es anterior a la de inicio.');
    expect(recessProblems({ start_time: '23:50', end_time: '00:20' }, night, [{ id: 2, name: 'Cena', start_time: '00:00', end_time: '00:30' }]).start_time).toMatch(/Cena/);
  });

  it('asks for HH:MM before anything else', () => {
    expect(recessProblems({ start_time: '9:00', end_time: '' }, day, [])).toEqual({
      start_time: 'Escribe la hora de inicio en formato HH:MM (24 horas).',
      end_time: 'Escribe la hora de fin en formato HH:MM (24 horas).',
    });
  });
});
