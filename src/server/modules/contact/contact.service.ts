import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  ContactResponse,
  companyContactInputSchema,
  contactInputSchema,
  mailingListInputSchema,
} from '../../../shared/contracts/contact';
import type { Database } from '../../db/schema';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import { type StoredContactMessage, confirmationMail, helpDeskMail } from './contact.mail';
import * as repository from './contact.repository';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';

export type ContactService = ReturnType<typeof createContactService>;

/** The help desk works in Mexico City: a message sent at 23:30 on 31 December is of that year. */
const yearIn = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' });

const SERIES = { contact: 'CT', company: 'EM' } as const;

/**
 * A public form can name anyone's address: it gets at most this many confirmations an hour, so
 * the form cannot be used to flood a mailbox (the messages are still stored and forwarded).
 */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The public forms. Every message is stored first with its help-desk reference (it is never
 * lost, even if mail is down); then, off the request path, it is forwarded to CONTACT_EMAIL with
 * the sender as reply-to, and the sender gets a confirmation with the reference and a copy.
 */
export function createContactService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  antiBot: AntiBotService;
  limiter: RateLimiter;
  contactEmail: string;
  logger: Logger;
  now: () => Date;
}) {
  const { db, mailer, antiBot, limiter, contactEmail, logger, now } = deps;
  const background = createBackgroundTasks(logger);

  async function confirm(stored: StoredContactMessage) {
    const { count } = await limiter.hit(`contact-confirmation:${stored.email}`, 3600);
    if (count > CONFIRMATIONS_PER_ADDRESS_PER_HOUR) {
      logger.warn({ reference: stored.reference }, 'confirmación de contacto omitida: demasiadas a la misma dirección en una hora');
      return;
    }
    await mailer.send(confirmationMail(stored, contactEmail));
  }

  async function store(
    kind: StoredContactMessage['kind'],
    input: z.output<typeof companyContactInputSchema>,
    ip: string,
  ): Promise<ContactResponse> {
    await antiBot.verify(input.token);
    const series = SERIES[kind];
    const year = Number(yearIn.format(now()));
    const fields = {
      kind,
      name: input.name,
      email: input.email,
      subject: input.subject,
      phone: input.phone ?? null,
      message: input.message ?? null,
      company_name: input.company_name ?? null,
    };
    const { id, reference } = await db.transaction().execute(async (trx) => {
      const number = await repository.nextReferenceNumber(trx, series, year);
      const reference = `${series}-${year}-${String(number).padStart(6, '0')}`;
      return { id: await repository.insertContactMessage(trx, { ...fields, reference, ip_address: ip }), reference };
    });
    const stored: StoredContactMessage = { ...fields, reference };
    // Both after the answer; the message is already stored, so a mail failure loses nothing.
    background.later(`reenvío del mensaje ${reference} a la mesa de ayuda`, () => mailer.send(helpDeskMail(stored, contactEmail)));
    background.later(`confirmación del mensaje ${reference} a quien lo envió`, () => confirm(stored));
    return {
      id,
      reference,
      message: `Recibimos tu mensaje con el folio ${reference}. Te enviamos una confirmación a ${stored.email} y te responderemos pronto.`,
    };
  }

  return {
    contact: (input: z.output<typeof contactInputSchema>, ip: string) => store('contact', { ...input, company_name: null }, ip),
    companyContact: (input: z.output<typeof companyContactInputSchema>, ip: string) => store('company', input, ip),
    async subscribe(input: z.output<typeof mailingListInputSchema>) {
      await antiBot.verify(input.token);
      await repository.subscribe(db, input.user_emails);
      return { message: 'Listo, te suscribimos a nuestras novedades.' };
    },
    /** Lets the e-mails still being sent finish (shutdown, tests); 10 s at most by default. */
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}
