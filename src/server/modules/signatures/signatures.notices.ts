import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { clip } from '../../lib/clip-text';
import type { Mailer } from '../../lib/mailer';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repository from './signatures.repository';

/**
 * What a document's progress tells outside the database, after the reply (background tasks):
 * the signer whose turn it is gets an e-mail and, when the address has an account here, an in-app
 * notification that opens the document; once everyone has signed, the uploader and every signer
 * get both. Documents belong to people, not companies, so the notices carry no company.
 */
export function createSignatureNotices(deps: {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  verifyUrlOf: (code: string) => string;
}) {
  const { db, notifications, mailer, background, publicUrl } = deps;
  const pageOf = (id: number) => `/firma-digital/${id}`;

  async function notifyAccounts(emails: readonly string[], title: string, body: string, route: string) {
    const userIds = await repository.userIdsByEmails(db, emails);
    if (userIds.length) await notifications.notify(userIds, { title: clip(title, 120), body: clip(body, 1000), route });
  }

  return {
    /** The next signer in order: their turn has come. */
    inviteNext(document: repository.SignedDocumentRow, email: string) {
      const title = `Te toca firmar: ${document.title}`;
      background.later('invitación a firmar un documento', async () => {
        await mailer.send({
          to: email,
          subject: title,
          text: `Hola:\n\nTe invitaron a firmar el documento «${document.title}» en Plataforma.\n\nÁbrelo aquí para revisarlo y firmarlo: ${publicUrl}${pageOf(document.id)}\n\nCódigo de verificación del documento: ${document.code}.`,
        });
        await notifyAccounts([email], title, `Es tu turno de firmar «${document.title}». Ábrelo para revisarlo y firmarlo.`, pageOf(document.id));
      });
    },

    /** Everyone: the final copy is ready to download and anyone can verify it. */
    notifyCompleted(document: repository.SignedDocumentRow, emails: string[]) {
      const title = `Documento firmado por todos: ${document.title}`;
      background.later('aviso de documento firmado por todos', async () => {
        await mailer.send({
          to: emails,
          subject: title,
          text: `Hola:\n\nTodas las personas firmaron «${document.title}». Descarga la copia final en ${publicUrl}${pageOf(document.id)}\n\nCualquiera puede verificarla en ${deps.verifyUrlOf(document.code)}.`,
        });
        await notifyAccounts(emails, title, `Todas las personas firmaron «${document.title}». Ya puedes descargar la copia final.`, pageOf(document.id));
      });
    },
  };
}
