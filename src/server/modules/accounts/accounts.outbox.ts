import { createBackgroundTasks } from '../../lib/background-tasks';
import type { Mailer, MailMessage } from '../../lib/mailer';

/**
 * Work that must not run on the request path: account mail (SMTP can take seconds, and waiting
 * on it only for real accounts would tell who has one) and the lookups that decide whether to
 * send it (see lib/background-tasks.ts). `idle()` waits for what is in flight (shutdown, tests).
 */
export interface AccountsOutbox {
  later(label: string, task: () => Promise<void>): void;
  mailLater(message: MailMessage): void;
  idle(): Promise<void>;
}

export function createAccountsOutbox(mailer: Mailer, logger: { error(obj: object, msg: string): void }): AccountsOutbox {
  const tasks = createBackgroundTasks(logger);
  return {
    later: tasks.later,
    mailLater: (message) => tasks.later('correo de cuenta', () => mailer.send(message)),
    idle: () => tasks.idle(),
  };
}
