import { APPLICATION_STATUS_LABELS, type ApplicationStatus, FINAL_APPLICATION_STATUSES, type MyApplication } from '../../../../shared/contracts/jobs-applications';

/** The way forward a candidate sees: received → reviewed → interview → offer → hired. */
export const FORWARD_STAGES = ['received', 'reviewed', 'interview', 'offer', 'hired'] as const satisfies readonly ApplicationStatus[];

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface ApplicationStep {
  status: ApplicationStatus;
  label: string;
  state: StepState;
  /** When the application last reached this stage (null: never). */
  at: string | null;
}

/**
 * The stepper of one application. The forward stages in order, each done up to where it stands;
 * a rejected or withdrawn application ends in that step (`stopped`) after the furthest stage it
 * reached, and the stages it never reached are left out. The company may move an application
 * back (a board is dragged both ways): the steps follow where it stands NOW, and each date is
 * the last time it arrived there.
 */
export function applicationSteps(application: Pick<MyApplication, 'status' | 'created_at' | 'history'>): ApplicationStep[] {
  const lastAt = new Map<ApplicationStatus, string>();
  lastAt.set('received', application.created_at);
  for (const event of application.history) lastAt.set(event.to_status, event.at);
  const stopped = application.status === 'rejected' || application.status === 'withdrawn';
  if (!stopped) {
    const current = FORWARD_STAGES.indexOf(application.status as (typeof FORWARD_STAGES)[number]);
    return FORWARD_STAGES.map((status, index) => ({
      status,
      label: APPLICATION_STATUS_LABELS[status],
      state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
      at: index <= current ? (lastAt.get(status) ?? null) : null,
    }));
  }
  // Where it was when it stopped: the stage before the final event.
  const finalEvent = [...application.history].reverse().find((event) => event.to_status === application.status);
  const reached = finalEvent?.from_status ?? 'received';
  const reachedIndex = Math.max(0, FORWARD_STAGES.indexOf(reached as (typeof FORWARD_STAGES)[number]));
  const steps: ApplicationStep[] = FORWARD_STAGES.slice(0, reachedIndex + 1).map((status) => ({ status, label: APPLICATION_STATUS_LABELS[status], state: 'done', at: lastAt.get(status) ?? null }));
  steps.push({ status: application.status, label: APPLICATION_STATUS_LABELS[application.status], state: 'stopped', at: finalEvent?.at ?? application.history.at(-1)?.at ?? null });
  return steps;
}

/** The candidate withdraws while the application is open (the server's rule). */
export const canWithdraw = (status: ApplicationStatus) => !FINAL_APPLICATION_STATUSES.includes(status);
