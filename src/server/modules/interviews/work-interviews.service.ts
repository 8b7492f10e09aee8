import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { FileStorage } from '../../lib/file-storage';
import type { Mailer } from '../../lib/mailer';
import { createPeriodicTask } from '../../lib/periodic-task';
import type { Principal } from '../../principal';
import type { TenantScope } from '../../tenancy';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SpeechService } from '../speech/speech.types';
import { type CheckedAudio, createCandidateWorkInterviews } from './work-interviews.candidate';
import { createCompanyWorkInterviews } from './work-interviews.company';
import { createWorkInterviewNotices } from './work-interviews.notices';
import * as repository from './work-interviews.repository';

/** Expiry is a date the candidate was told; a minute late is nothing, and reads already treat it as expired. */
const EXPIRY_SWEEP_MS = 5 * 60_000;

/**
 * Work interviews (issue 16), wired once (`app.ts`): the candidate's side, the company's side, the
 * notices and the expiry sweep. The speech service is a dependency by its type only.
 */
export function createWorkInterviewsService(deps: {
  db: Kysely<Database>;
  speech: SpeechService;
  checkAudio: (bytes: Buffer, maxDurationMs: number) => CheckedAudio;
  storage: FileStorage;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'notify'>;
  managersOf: (scope: TenantScope, companyId: number) => Promise<number[]>;
  logger: { error(obj: object, msg: string): void };
  publicUrl: string;
  now: () => Date;
}) {
  const { db, now, logger } = deps;
  const notices = createWorkInterviewNotices({ db, notifications: deps.notifications, mailer: deps.mailer, background: createBackgroundTasks(logger), managersOf: deps.managersOf });
  const candidate = createCandidateWorkInterviews({ db, speech: deps.speech, checkAudio: deps.checkAudio, storage: deps.storage, notices, publicUrl: deps.publicUrl, now });
  const company = createCompanyWorkInterviews({ db, storage: deps.storage, notices, publicUrl: deps.publicUrl, now });
  const expirySweep = createPeriodicTask({ run: company.expireDue, everyMs: EXPIRY_SWEEP_MS, firstAfterMs: 0, onError: (error) => logger.error({ err: error }, 'falló el vencimiento de entrevistas de trabajo') });

  return {
    candidate,
    company,
    expirySweep,
    settled: notices.settled,

    /** `GET /work-interviews/{id}`: the candidate's own (candidate view) or one of the caller's company (company view). */
    async get(principal: Principal, id: number) {
      const own = await repository.findOwnInterview(db, principal.userId, id);
      if (own) return candidate.view(own);
      return company.get(principal, id);
    },

    /** A question spoken aloud: to the candidate once reached, to the company always. */
    async questionAudio(principal: Principal, id: number, position: number) {
      const own = await repository.findOwnInterview(db, principal.userId, id);
      let text: string;
      if (own) text = await candidate.reachedQuestionText(own, position);
      else {
        // Only the question's words: the company's full view (answers, scores, evaluations) is not needed.
        const row = await company.managed(principal, id);
        const question = (await repository.questionsOf(db, [row.id])).find((each) => each.position === position);
        if (!question) return null;
        text = question.text;
      }
      return deps.speech.synthesize(text);
    },
  };
}

export type WorkInterviewsService = ReturnType<typeof createWorkInterviewsService>;
