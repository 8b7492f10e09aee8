import { describe, expect, it } from 'vitest';
import type { ApplicationEvent, ApplicationStatus } from '../../../../src/shared/contracts/jobs-applications';
import { applicationSteps, canWithdraw } from '../../../../src/renderer/features/jobs/components/application-steps';

const created = '2026-11-01T15:00:00.000Z';
const event = (from: ApplicationStatus | null, to: ApplicationStatus, at: string, note: string | null = null): ApplicationEvent => ({ from_status: from, to_status: to, at, note });
const summary = (steps: ReturnType<typeof applicationSteps>) => steps.map((step) => `${step.status}:${step.state}:${step.at ?? '-'}`);

describe('applicationSteps', () => {
  it('a new application: received is current, the rest to come', () => {
    const steps = applicationSteps({ status: 'received', created_at: created, history: [event(null, 'received', created)] });
    expect(summary(steps)).toEqual([`received:current:${created}`, 'reviewed:upcoming:-', 'interview:upcoming:-', 'offer:upcoming:-', 'hired:upcoming:-']);
  });

  it('each stage passed is done with the day it was reached', () => {
    const history = [event(null, 'received', created), event('received', 'reviewed', '2026-11-02T10:00:00Z'), event('reviewed', 'interview', '2026-11-05T10:00:00Z')];
    expect(summary(applicationSteps({ status: 'interview', created_at: created, history }))).toEqual([
      `received:done:${created}`,
      'reviewed:done:2026-11-02T10:00:00Z',
      'interview:current:2026-11-05T10:00:00Z',
      'offer:upcoming:-',
      'hired:upcoming:-',
    ]);
  });

  it('a stage skipped by the company (received → interview) shows done without a day', () => {
    const history = [event(null, 'received', created), event('received', 'interview', '2026-11-05T10:00:00Z')];
    const steps = applicationSteps({ status: 'interview', created_at: created, history });
    expect(steps[1]).toMatchObject({ status: 'reviewed', state: 'done', at: null });
  });

  it('moved back (interview → reviewed): the steps follow where it stands now, with the last arrival', () => {
    const history = [event(null, 'received', created), event('received', 'reviewed', '2026-11-02T10:00:00Z'), event('reviewed', 'interview', '2026-11-05T10:00:00Z'), event('interview', 'reviewed', '2026-11-06T10:00:00Z')];
    expect(summary(applicationSteps({ status: 'reviewed', created_at: created, history }))).toEqual([
      `received:done:${created}`,
      'reviewed:current:2026-11-06T10:00:00Z',
      'interview:upcoming:-',
      'offer:upcoming:-',
      'hired:upcoming:-',
    ]);
  });

  it('rejected after the interview: the stages reached, then the stop; never-reached stages are left out', () => {
    const history = [event(null, 'received', created), event('received', 'interview', '2026-11-05T10:00:00Z'), event('interview', 'rejected', '2026-11-07T10:00:00Z', 'Gracias')];
    expect(summary(applicationSteps({ status: 'rejected', created_at: created, history }))).toEqual([`received:done:${created}`, 'reviewed:done:-', 'interview:done:2026-11-05T10:00:00Z', 'rejected:stopped:2026-11-07T10:00:00Z']);
  });

  it('withdrawn while received', () => {
    const history = [event(null, 'received', created), event('received', 'withdrawn', '2026-11-03T10:00:00Z')];
    expect(summary(applicationSteps({ status: 'withdrawn', created_at: created, history }))).toEqual([`received:done:${created}`, 'withdrawn:stopped:2026-11-03T10:00:00Z']);
  });

  it('hired: every stage done, hired current', () => {
    const history = [event(null, 'received', created), event('received', 'offer', '2026-11-05T10:00:00Z'), event('offer', 'hired', '2026-11-09T10:00:00Z')];
    const steps = applicationSteps({ status: 'hired', created_at: created, history });
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });
});

describe('canWithdraw', () => {
  it.each(['received', 'reviewed', 'interview', 'offer'] as const)('%s: yes', (status) => expect(canWithdraw(status)).toBe(true));
  it.each(['hired', 'rejected', 'withdrawn'] as const)('%s: no (final)', (status) => expect(canWithdraw(status)).toBe(false));
});
