import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * A calendar invitation (text/calendar with its iTIP method): nodemailer sends it both as an
   * alternative body, which mail clients show as an invitation, and as an `.ics` attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as an .eml file under
 * DATA_DIR/outbox and the file's name logged, so a newcomer can read a verification code without a
 * mail server. The subject is not logged: a verification code travels in it, and logs are read
 * by more people, and kept longer, than a mailbox.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, file }, `Correo guardado en la bandeja local: ${file}`);
    },
  };
}
