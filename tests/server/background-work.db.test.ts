import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('background work on a clock', () => {
  it('starts when the app is ready and stops when it closes (no timer left behind)', async () => {
    const t = await createTestApp();
    const { services } = t;
    const tasks = {
      sessionRecordings: services.sessionRecordingsSweeper,
      attendance: services.attendanceSweeper,
      workInterviewsExpiry: services.workInterviews.expirySweep,
      interviewReminders: services.interviewReminders,
      vacanciesClosing: services.jobs.closingSweep,
      walletPointsExpiry: services.wallet.pointsExpiry,
    };
    const activity = () => Object.fromEntries(Object.entries(tasks).map(([name, task]) => [name, task.active]));
    const all = (active: boolean) => Object.fromEntries(Object.keys(tasks).map((name) => [name, active]));
    expect(activity()).toEqual(all(true));
    await t.close();
    expect(activity()).toEqual(all(false));
  });
});
