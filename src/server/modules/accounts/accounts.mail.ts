import type { Service } from '../../../shared/contracts/common';
import type { MailMessage } from '../../lib/mailer';
import { ACCOUNT_LIMITS } from './accounts.limits';

/** The account e-mails, in Spanish, per front end (the main platform or the job board). */
const BRAND: Record<Service, string> = { main: 'Plataforma', superempleos: 'Superempleos' };

export function verificationCodeMail(to: string, service: Service, code: string): MailMessage {
  return {
    to,
    subject: `${BRAND[service]}: tu código de verificación es ${code}`,
    text: [
      `Hola:`,
      ``,
      `Tu código para confirmar tu correo en ${BRAND[service]} es: ${code}`,
      ``,
      `Vence en ${ACCOUNT_LIMITS.verificationCodeMinutes} minutos. Si no creaste una cuenta, ignora este mensaje.`,
    ].join('\n'),
  };
}

/** To the owner of a confirmed account when someone registers with its e-mail. */
export function registrationAttemptMail(to: string, service: Service, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${BRAND[service]}: alguien intentó crear una cuenta con tu correo`,
    text: [
      'Hola:',
      '',
      `Alguien intentó crear una cuenta de ${BRAND[service]} con este correo, que ya tiene una cuenta. No cambiamos nada en ella.`,
      '',
      'Si fuiste tú, inicia sesión con tu contraseña. Si no la recuerdas, pide un enlace para crear una nueva aquí:',
      `${publicUrl}/recuperar-password?email=${encodeURIComponent(to)}`,
      '',
      'Si no fuiste tú, ignora este mensaje.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, service: Service, link: string): MailMessage {
  return {
    to,
    subject: `${BRAND[service]}: restablece tu contraseña`,
    text: [
      'Hola:',
      '',
      `Recibimos una solicitud para restablecer tu contraseña de ${BRAND[service]}. Abre este enlace:`,
      link,
      '',
      `El enlace sirve una sola vez y vence en ${ACCOUNT_LIMITS.resetTokenMinutes} minutos. Si no lo pediste, ignora este mensaje; tu contraseña no cambia.`,
    ].join('\n'),
  };
}
