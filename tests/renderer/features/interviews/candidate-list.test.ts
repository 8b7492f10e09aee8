import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Interview } from '../../../../src/shared/contracts/interviews';
import { InterviewDetails } from '../../../../src/renderer/features/interviews/components/interview-details';
import { formatInterviewWhen, upcomingFirst } from '../../../../src/renderer/features/interviews/components/interview-when';

const interview = (overrides: Partial<Interview>): Interview => ({
  id: 1,
  company_id: 1,
  company_name: 'Logística Portuaria del Pacífico',
  vacancy_id: 5,
  vacancy_title: 'Coordinador de patio',
  application_id: 9,
  candidate: { user_id: 11, name: 'Olga De Prueba', email: 'olga@demo.mx' },
  interviewers: [{ user_id: 3, name: 'Jorge Hernández', email: 'operador@demo.mx' }],
  starts_at: '2026-12-10T16:00:00.000Z',
  ends_at: '2026-12-10T17:00:00.000Z',
  duration_minutes: 60,
  mode: 'video',
  location: null,
  notes: null,
  status: 'scheduled',
  response_reason: null,
  responded_at: null,
  room_path: '/superempleos/sala/1',
  my_role: 'candidate',
  ...overrides,
});

const render = (props: Parameters<typeof InterviewDetails>[0]) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MantineProvider, null, createElement(InterviewDetails, props))));

describe("the candidate's interview list", () => {
  it('puts upcoming interviews first (soonest first), then past ones (latest first)', () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    const at = (id: number, startsAt: string) => interview({ id, starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + 3_600_000).toISOString() });
    const ordered = upcomingFirst([at(1, '2026-12-01T16:00:00.000Z'), at(2, '2026-12-20T16:00:00.000Z'), at(3, '2026-12-04T16:00:00.000Z'), at(4, '2026-12-06T16:00:00.000Z'), at(5, '2026-12-05T11:30:00.000Z')], now);
    // 5 is under way (ends 12:30): still upcoming.
    expect(ordered.map((item) => item.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('writes the date in es-MX, Mexico City time', () => {
    expect(formatInterviewWhen('2026-12-10T16:00:00.000Z')).toBe('jueves, 10 de diciembre de 2026, 10:00');
  });

  it('shows a video interview with «Entrar a la sala» to its room, the status and who interviews', () => {
    const html = render({ interview: interview({}) });
    expect(html).toContain('Coordinador de patio');
    expect(html).toContain('jueves, 10 de diciembre de 2026, 10:00');
    expect(html).toContain('href="/superempleos/sala/1"');
    expect(html).toContain('Entrar a la sala');
    expect(html).toContain('Por confirmar');
    expect(html).toContain('Jorge Hernández');
    expect(html).not.toContain('Olga De Prueba');
  });

  it('shows the address of an in-person interview and no room; a cancelled one with its reason and no room', () => {
    const inPerson = render({ interview: interview({ mode: 'in_person', location: 'Av. del Puerto 100, Manzanillo', room_path: null, status: 'confirmed' }) });
    expect(inPerson).toContain('Presencial: Av. del Puerto 100, Manzanillo');
    expect(inPerson).not.toContain('Entrar a la sala');
    expect(inPerson).toContain('Confirmada');
    const cancelled = render({ interview: interview({ status: 'cancelled', response_reason: 'La vacante se pausó.' }) });
    expect(cancelled).toContain('Motivo de la cancelación: La vacante se pausó.');
    expect(cancelled).not.toContain('Entrar a la sala');
  });

  it('shows the candidate to the company and the interviewers', () => {
    expect(render({ interview: interview({ my_role: 'company' }), showCandidate: true })).toContain('Candidato: Olga De Prueba');
  });
});
