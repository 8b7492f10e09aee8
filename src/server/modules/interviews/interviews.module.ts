import type { FastifyInstance } from 'fastify';
import { type AppContext, logFailure, runWhileUp } from '../../app-context';
import { notFound } from '../../errors';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { createPeriodicTask } from '../../lib/periodic-task';
import type { JobBoard } from '../jobs/jobs.module';
import type { NotificationsService } from '../notifications/notifications.service';
import { DEFAULT_AUDIO_LIMITS, checkSpeechAudio } from '../speech/audio-checks';
import type { SpeechService } from '../speech/speech.types';
import type { UsersService } from '../users/users.service';
import { createInterviewNotices } from './interviews.notices';
import { interviewsRoutes, publicInterviewResponseRoutes } from './interviews.routes';
import { createInterviewsService } from './interviews.service';
import { questionsRoutes } from './questions.routes';
import { createQuestionsService } from './questions.service';
import { workInterviewsRoutes } from './work-interviews.routes';
import { createWorkInterviewsService } from './work-interviews.service';

/** The bare address of a sender line (`Plataforma <no-responder@plataforma.mx>`). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Interviews (issue 16): a vacancy's question bank, live interviews scheduled with an applicant
 * (answered by the candidate, reminded 24 h before) and work interviews drawn from the bank.
 */
export function createInterviews(context: AppContext, deps: { jobs: JobBoard; users: UsersService; notifications: NotificationsService; speech: SpeechService }) {
  const { db, storage, mailer, limiter, config, logger, clock } = context;
  const { jobs, users, notifications, speech } = deps;
  const vacancyQuestions = createQuestionsService({ db, speech, now: clock });
  const interviews = createInterviewsService({
    db,
    jobBoard: {
      vacancyCompanyOf: (scope, vacancyId) => jobs.vacancies.companyIdOf(scope, vacancyId),
      async applicationForCompany(principal, applicationId) {
        const application = await jobs.applications.get(principal, applicationId);
        // The caller's own application (a candidate) is not one their company interviews for.
        if (application.view !== 'company') throw notFound('No encontramos esa postulación.');
        return application;
      },
      async moveApplication(principal, applicationId, status, note) {
        await jobs.applications.setStatus(principal, applicationId, { status, note });
      },
    },
    members: users,
    notices: createInterviewNotices({ notifications, mailer, background: createBackgroundTasks(logger), publicUrl: config.publicUrl, organizerEmail: addressOf(config.mailFrom), now: clock }),
    limiter,
    now: clock,
  });
  const interviewReminders = createPeriodicTask({ run: () => interviews.sendReminders(), everyMs: 5 * 60_000, firstAfterMs: 0, onError: logFailure(logger, 'fallaron los recordatorios de entrevistas') });
  // Questions drawn from a vacancy's bank, answered spoken or typed, scored by evaluators.
  const workInterviews = createWorkInterviewsService({
    db,
    speech,
    // The speech module's checks of an upload's bytes (type, size, empty, length), before anything is stored.
    checkAudio: (bytes, maxDurationMs) => checkSpeechAudio(bytes, { ...DEFAULT_AUDIO_LIMITS, maxDurationMs }),
    storage,
    mailer,
    notifications,
    managersOf: (scope, companyId) => users.activeMemberIdsAllowedIn(scope, companyId, 'vacancies.manage'),
    logger,
    publicUrl: config.publicUrl,
    now: clock,
  });
  return { vacancyQuestions, interviews, interviewReminders, workInterviews };
}
export type Interviews = ReturnType<typeof createInterviews>;

export async function registerInterviews(app: FastifyInstance, parts: Interviews) {
  await app.register(workInterviewsRoutes(parts.workInterviews), { prefix: '/api/v1' });
  await app.register(questionsRoutes(parts.vacancyQuestions), { prefix: '/api/v1' });
  await app.register(interviewsRoutes(parts.interviews), { prefix: '/api/v1' });
  await app.register(publicInterviewResponseRoutes(parts.interviews), { prefix: '/api/v1' });
  // Mail and notices go out after the answer; let those under way finish before closing.
  app.addHook('onClose', () => parts.workInterviews.settled());
  app.addHook('onClose', () => parts.interviews.settled());
  // Work interviews past their date expire (every five minutes).
  runWhileUp(app, parts.workInterviews.expirySweep);
  // Interview reminders (24 h before), every five minutes.
  runWhileUp(app, parts.interviewReminders);
}
