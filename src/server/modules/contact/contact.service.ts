import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  companyContactInputSchema,
  contactInputSchema,
  mailingListInputSchema,
} from '../../../shared/contracts/contact';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import * as repository from './contact.repository';

export type ContactService = ReturnType<typeof createContactService>;

/**
 * The public forms. Every message is stored first (it is never lost, even if mail is down) and
 * then forwarded to CONTACT_EMAIL with the sender as reply-to.
 */
export function createContactService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  antiBot: AntiBotService;
  contactEmail: string;
  logger: { error(obj: object, msg: string): void };
}) {
  const { db, mailer, antiBot, contactEmail, logger } = deps;

  async function forward(subject: string, text: string, replyTo: string) {
    try {
      await mailer.send({ to: contactEmail, subject, text, replyTo });
    } catch (error) {
      logger.error({ err: error }, 'no se pudo reenviar el mensaje de contacto; quedó guardado');
    }
  }

  async function store(kind: 'contact' | 'company', input: z.output<typeof companyContactInputSchema>, ip: string) {
    await antiBot.verify(input.token);
    const id = await repository.insertContactMessage(db, {
      kind,
      name: input.name,
      email: input.email,
      subject: input.subject,
      phone: input.phone ?? null,
      message: input.message ?? null,
      company_name: input.company_name ?? null,
      ip_address: ip,
    });
    const label = kind === 'company' ? 'Contacto de empresa' : 'Contacto';
    await forward(
      `[${label} #${id}] ${input.subject}`,
      [
        `Nombre: ${input.name}`,
        `Correo: ${input.email}`,
        `Teléfono: ${input.phone ?? '—'}`,
        ...(kind === 'company' ? [`Empresa: ${input.company_name ?? '—'}`] : []),
        '',
        input.message ?? '(sin mensaje)',
      ].join('\n'),
      input.email,
    );
    return { id, message: 'Recibimos tu mensaje. Te responderemos pronto.' };
  }

  return {
    contact: (input: z.output<typeof contactInputSchema>, ip: string) => store('contact', { ...input, company_name: null }, ip),
    companyContact: (input: z.output<typeof companyContactInputSchema>, ip: string) => store('company', input, ip),
    async subscribe(input: z.output<typeof mailingListInputSchema>) {
      await antiBot.verify(input.token);
      await repository.subscribe(db, input.user_emails);
      return { message: 'Listo, te suscribimos a nuestras novedades.' };
    },
  };
}
