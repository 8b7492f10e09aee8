import type { MailMessage } from '../../lib/mailer';

/** A stored contact message as both e-mails need it. */
export interface StoredContactMessage {
  kind: 'contact' | 'company';
  reference: string;
  name: string;
  email: string;
  subject: string;
  phone: string | null;
  message: string | null;
  company_name: string | null;
}

function copyOf(stored: StoredContactMessage): string[] {
  return [
    `Asunto: ${stored.subject}`,
    `Nombre: ${stored.name}`,
    `Correo: ${stored.email}`,
    `Teléfono: ${stored.phone ?? '—'}`,
    ...(stored.kind === 'company' ? [`Empresa: ${stored.company_name ?? '—'}`] : []),
    '',
    stored.message ?? '(sin mensaje)',
  ];
}

/**
 * To the help desk, with the sender as reply-to; the reference leads the subject so the thread
 * and any later message quoting it are found by searching the mailbox for it.
 */
export function helpDeskMail(stored: StoredContactMessage, helpDesk: string): MailMessage {
  const label = stored.kind === 'company' ? 'Contacto de empresa' : 'Contacto';
  return {
    to: helpDesk,
    replyTo: stored.email,
    subject: `[${label} ${stored.reference}] ${stored.subject}`,
    text: [`Folio: ${stored.reference}`, ...copyOf(stored)].join('\n'),
  };
}

/**
 * To the sender: the reference and a copy of what they wrote. Replies go to the help desk. The
 * closing line is there because anyone can type someone else's address into a public form.
 */
export function confirmationMail(stored: StoredContactMessage, helpDesk: string): MailMessage {
  return {
    to: stored.email,
    replyTo: helpDesk,
    subject: `Recibimos tu mensaje (folio ${stored.reference})`,
    text: [
      `Hola, ${stored.name}:`,
      '',
      `Recibimos tu mensaje y te responderemos pronto. Tu número de folio es ${stored.reference};`,
      'menciónalo si nos escribes de nuevo sobre este tema (también puedes responder a este correo).',
      '',
      'Copia de tu mensaje:',
      '',
      ...copyOf(stored).map((line) => (line ? `> ${line}` : '>')),
      '',
      'Si no enviaste este mensaje, puedes ignorar este correo.',
      '',
      'Plataforma',
    ].join('\n'),
  };
}
