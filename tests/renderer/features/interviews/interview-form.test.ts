import { describe, expect, it } from 'vitest';
import { emptyInterviewForm, validateInterviewForm } from '../../../../src/renderer/features/interviews/components/interview-form';

/** 1 Dec 2026, 09:00 in Mexico City (UTC−6). */
const now = new Date('2026-12-01T15:00:00.000Z');
const valid = { startsAt: '2026-12-03T10:30', durationMinutes: '60', interviewerIds: ['7', '9'], mode: 'video' as const, location: '', notes: '  Trae tu INE.  ' };

describe('the interview form', () => {
  it('turns the fields into the request: Mexico City wall time to an instant, numbers, trimmed text, no place for video', () => {
    const result = validateInterviewForm(valid, 42, now);
    expect(result).toEqual({
      ok: true,
      input: { application_id: 42, starts_at: '2026-12-03T16:30:00.000Z', duration_minutes: 60, interviewer_ids: [7, 9], mode: 'video', location: null, notes: 'Trae tu INE.' },
    });
  });

  it('refuses, in Spanish and per field, a past time, no interviewer, a bad duration and an in-person interview without an address', () => {
    const past = validateInterviewForm({ ...valid, startsAt: '2026-12-01T08:00' }, 42, now);
    expect(past).toEqual({ ok: false, errors: { starts_at: 'La entrevista debe ser en el futuro.' } });
    const blank = validateInterviewForm({ ...valid, startsAt: '' }, 42, now);
    expect(blank.ok === false && blank.errors.starts_at).toBe('Elige la fecha y la hora.');
    const nobody = validateInterviewForm({ ...valid, interviewerIds: [] }, 42, now);
    expect(nobody.ok === false && nobody.errors.interviewer_ids).toBe('Indica al menos una persona que entreviste.');
    const short = validateInterviewForm({ ...valid, durationMinutes: '5' }, 42, now);
    expect(short.ok === false && short.errors.duration_minutes).toBe('La duración mínima es de 15 minutos.');
    const long = validateInterviewForm({ ...valid, durationMinutes: '300' }, 42, now);
    expect(long.ok === false && long.errors.duration_minutes).toBe('La duración máxima es de 240 minutos.');
    const nowhere = validateInterviewForm({ ...valid, mode: 'in_person', location: '   ' }, 42, now);
    expect(nowhere.ok === false && nowhere.errors.location).toBe('Una entrevista presencial necesita la dirección.');
  });

  it('keeps the address of an in-person interview', () => {
    const result = validateInterviewForm({ ...valid, mode: 'in_person', location: 'Av. Juárez 10, Guadalajara' }, 42, now);
    expect(result.ok && result.input.location).toBe('Av. Juárez 10, Guadalajara');
  });

  it('starts a new interview tomorrow on the hour, an hour long, by video, with nobody chosen', () => {
    const empty = emptyInterviewForm(new Date('2026-12-01T15:27:00.000Z'));
    expect(empty).toEqual({ startsAt: '2026-12-02T09:00', durationMinutes: '60', interviewerIds: [], mode: 'video', location: '', notes: '' });
    expect(validateInterviewForm({ ...empty, interviewerIds: ['3'] }, 1, new Date('2026-12-01T15:27:00.000Z')).ok).toBe(true);
  });
});
