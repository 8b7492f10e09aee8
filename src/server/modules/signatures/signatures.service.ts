import { randomInt } from 'node:crypto';
import { sha256 } from '../../lib/tokens';
import { readFile } from 'node:fs/promises';
import { SignPdf } from '@signpdf/signpdf';
import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { z } from 'zod';
import type {
  CreateUserSignatureInput,
  SignDocumentInput,
  SignedDocument,
  SignedDocumentListFilter,
  SignedDocumentPage,
  UserSignature,
  createSignedDocumentFieldsSchema,
} from '../../../shared/contracts/signatures';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound, tooManyRequests } from '../../errors';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { FileStorage } from '../../lib/file-storage';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Principal } from '../../principal';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CertificateAuthority, SigningIdentity } from './signatures.ca';
import { CmsSigner } from './signatures.cms';
import { openEfirma } from './signatures.efirma';
import { createSignatureNotices } from './signatures.notices';
import { PdfProblem, TYPED_FONTS, appendSignaturePlaceholder, loadUpload, prepareDocument } from './signatures.pdf';
import * as repository from './signatures.repository';
import { createVerifier } from './signatures.verify';

const FOLDER = 'signed-documents';
export const SIGNED_DOCUMENTS_PER_PAGE = 20;
/** Verifications per address and minute: each one parses a PDF and checks its signatures. */
export const VERIFICATIONS_PER_MINUTE = 20;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export const pdfError = (problem: PdfProblem) =>
  problem.kind === 'encrypted'
    ? new AppError('pdf_encrypted', 'El PDF está protegido con contraseña o cifrado; quítale la protección y súbelo de nuevo.', 422)
    : new AppError('pdf_invalid', 'El archivo no es un PDF válido; sube el documento en PDF.', 415);

export interface SignaturesDeps {
  db: Kysely<Database>;
  postgres: boolean;
  storage: FileStorage;
  authority: CertificateAuthority;
  mailer: Mailer;
  limiter: RateLimiter;
  background: BackgroundTasks;
  notifications: Pick<NotificationsService, 'notify'>;
  publicUrl: string;
  now?: () => Date;
}

/** Checks a drawn signature is a PNG by its bytes and one pdf-lib can draw. */
async function checkedPng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const bad = () => invalid('signature_image_invalid', 'La firma no es una imagen PNG válida; dibújala de nuevo.', { signature: ['La imagen no es un PNG válido.'] });
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || bytes.toString('latin1', 12, 16) !== 'IHDR') throw bad();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > 2000 || height > 1000) throw invalid('signature_image_invalid', 'La firma debe medir hasta 2000 × 1000 píxeles.', { signature: ['La imagen es demasiado grande.'] });
  try {
    await (await PDFDocument.create()).embedPng(bytes);
  } catch {
    throw bad();
  }
  return bytes;
}

const toUserSignature = (row: { id: number; kind: string; typed_name: string | null; font: string | null; image_base64: string; created_at: string }): UserSignature => ({
  id: row.id,
  kind: row.kind === 'typed' ? 'typed' : 'drawn',
  typed_name: row.typed_name,
  font: row.font,
  signature: row.image_base64 ? `data:image/png;base64,${row.image_base64}` : null,
  created_at: row.created_at,
});

export function createSignaturesService(deps: SignaturesDeps) {
  const { db, storage, authority } = deps;
  const clock = deps.now ?? (() => new Date());
  const signer = new SignPdf();
  const verifier = createVerifier({ db, authority });
  const verifyUrlOf = (code: string) => `${deps.publicUrl}/verificar-documentos?codigo=${code}`;
  const { inviteNext, notifyCompleted } = createSignatureNotices({ ...deps, verifyUrlOf });

  async function participantOf(principal: Principal): Promise<repository.Participant> {
    const { email } = await repository.identityOf(db, principal.userId);
    return { userId: principal.userId, email: email.toLowerCase() };
  }

  async function view(document: repository.SignedDocumentRow, participant: repository.Participant): Promise<SignedDocument> {
    const [signers, events] = await Promise.all([repository.signersOf(db, document.id), repository.eventsOf(db, document.id)]);
    const next = signers.find((row) => row.status === 'pending') ?? null;
    return {
      id: document.id,
      title: document.title,
      code: document.code,
      status: document.status === 'completed' ? 'completed' : 'pending',
      page_count: document.page_count,
      original_sha256: document.original_sha256,
      current_sha256: document.current_sha256,
      next_signer: next?.email ?? null,
      your_turn: next?.email === participant.email,
      signers: signers.map((row) => ({
        position: row.position,
        email: row.email,
        status: row.status === 'signed' ? 'signed' : 'pending',
        page: row.page,
        x: row.x,
        y: row.y,
        width: row.width,
        height: row.height,
        signer_name: row.signer_name,
        method: row.method === 'efirma' ? 'efirma' : row.method === 'platform' ? 'platform' : null,
        certificate_subject: row.certificate_subject,
        signed_at: row.signed_at,
      })),
      audit: events.map((row) => ({ action: row.action, actor: row.actor, ip: row.ip, sha256: row.sha256, at: row.at })),
      download_url: `/api/v1/signed-document/${document.id}/pdf`,
      verification_url: verifyUrlOf(document.code),
      created_at: document.created_at,
    };
  }

  return {
    verifier,

    async limitVerifications(address: string) {
      const { count, resetInSeconds } = await deps.limiter.hit(`verify-signed-document:${address}`, 60);
      if (count > VERIFICATIONS_PER_MINUTE) throw tooManyRequests(resetInSeconds, 'Demasiadas verificaciones. Espera un momento y vuelve a intentarlo.');
    },

    async createUserSignature(principal: Principal, input: CreateUserSignatureInput): Promise<UserSignature> {
      const values =
        'signature' in input
          ? { kind: 'drawn', typed_name: null, font: null, image_base64: (await checkedPng(input.signature)).toString('base64') }
          : { kind: 'typed', typed_name: input.typed_name, font: input.font, image_base64: '' };
      return toUserSignature(await repository.insertUserSignature(db, { user_id: principal.userId, ...values }));
    },

    /** The one signing uses when none is named: the latest saved. */
    async currentUserSignature(principal: Principal): Promise<UserSignature> {
      const row = await repository.latestUserSignature(db, principal.userId);
      if (!row) throw notFound('Aún no guardas tu firma.');
      return toUserSignature(row);
    },

    async getUserSignature(principal: Principal, id: number): Promise<UserSignature> {
      const row = await repository.findOwnUserSignature(db, principal.userId, id);
      if (!row) throw notFound('No encontramos esa firma.');
      return toUserSignature(row);
    },

    async createDocument(principal: Principal, upload: { content: Buffer; fields: z.output<typeof createSignedDocumentFieldsSchema>; ip: string }): Promise<SignedDocument> {
      let doc: PDFDocument;
      try {
        doc = await loadUpload(upload.content);
      } catch (error) {
        if (error instanceof PdfProblem) throw pdfError(error);
        throw error;
      }
      const pageCount = doc.getPageCount();
      upload.fields.signers.forEach((placement, index) => {
        if (placement.page > pageCount) throw invalid('validation_failed', `La firma ${index + 1} va en la página ${placement.page}, pero el documento tiene ${pageCount}.`, { [`signers.${index}.page`]: [`El documento tiene ${pageCount} páginas.`] });
        const { width, height } = doc.getPage(placement.page - 1).getSize();
        if (placement.x + placement.width > width || placement.y + placement.height > height) {
          throw invalid('validation_failed', `La firma ${index + 1} se sale de la página ${placement.page}.`, { [`signers.${index}`]: ['Coloca la firma dentro de la página.'] });
        }
      });
      const me = await repository.identityOf(db, principal.userId);
      const now = clock();
      const code = newCode();
      const originalSha = sha256(upload.content);
      const prepared = await prepareDocument(doc, {
        code,
        verifyUrl: verifyUrlOf(code),
        title: upload.fields.title,
        audit: [
          { label: 'Código de verificación', value: code },
          { label: 'Subido por', value: `${me.name} <${me.email}>` },
          { label: 'Fecha (UTC)', value: now.toISOString() },
          { label: 'Dirección IP', value: upload.ip },
          { label: 'SHA-256 del original', value: originalSha },
          ...upload.fields.signers.map((placement, index) => ({ label: `Firmante ${index + 1}`, value: `${placement.email} (página ${placement.page})` })),
        ],
      });
      const preparedSha = sha256(prepared);
      const fileName = await storage.save(FOLDER, prepared, 'pdf');
      // Nothing written on failure: the row goes with the transaction, the file is removed here.
      const id = await db
        .transaction()
        .execute(async (trx) => {
        const { id } = await repository.insertDocument(trx, {
          owner_user_id: principal.userId,
          code,
          title: upload.fields.title,
          status: 'pending',
          file_name: fileName,
          original_sha256: originalSha,
          current_sha256: preparedSha,
          page_count: pageCount + 1,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await repository.insertSigners(trx, upload.fields.signers.map((placement, index) => ({ document_id: id, position: index + 1, status: 'pending', ...placement })));
        const actor = { document_id: id, user_id: principal.userId, actor: me.email, ip: upload.ip, at: now.toISOString() };
        await repository.insertEvent(trx, { ...actor, action: 'created', sha256: originalSha });
        await repository.insertEvent(trx, { ...actor, action: 'prepared', sha256: preparedSha });
        return id;
      })
        .catch(async (error: unknown) => {
          await storage.remove(FOLDER, fileName);
          throw error;
        });
      const document = (await repository.findDocumentOfParticipant(db, { userId: principal.userId, email: me.email.toLowerCase() }, id))!;
      if (upload.fields.signers[0]!.email !== me.email.toLowerCase()) inviteNext(document, upload.fields.signers[0]!.email);
      return view(document, { userId: principal.userId, email: me.email.toLowerCase() });
    },

    async list(principal: Principal, query: { page: number; status?: SignedDocumentListFilter }): Promise<SignedDocumentPage> {
      const participant = await participantOf(principal);
      const { rows, total } = await repository.pageOfParticipantDocuments(db, participant, query.status, SIGNED_DOCUMENTS_PER_PAGE, (query.page - 1) * SIGNED_DOCUMENTS_PER_PAGE);
      const signers = await repository.signersOfDocuments(db, rows.map((row) => row.id));
      return {
        data: rows.map((row) => {
          const own = signers.filter((signer) => signer.document_id === row.id);
          const next = own.find((signer) => signer.status === 'pending') ?? null;
          return {
            id: row.id,
            title: row.title,
            code: row.code,
            status: row.status === 'completed' ? 'completed' : 'pending',
            signers_total: own.length,
            signers_signed: own.filter((signer) => signer.status === 'signed').length,
            next_signer: next?.email ?? null,
            your_turn: next?.email === participant.email,
            owned: row.owner_user_id === participant.userId,
            created_at: row.created_at,
            updated_at: row.updated_at,
          };
        }),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / SIGNED_DOCUMENTS_PER_PAGE)),
        per_page: SIGNED_DOCUMENTS_PER_PAGE,
        total,
      };
    },

    async get(principal: Principal, id: number): Promise<SignedDocument> {
      const participant = await participantOf(principal);
      const document = await repository.findDocumentOfParticipant(db, participant, id);
      if (!document) throw notFound('No encontramos ese documento.');
      return view(document, participant);
    },

    async download(principal: Principal, id: number): Promise<{ path: string; filename: string }> {
      const document = await repository.findDocumentOfParticipant(db, await participantOf(principal), id);
      const path = document && storage.pathOf(FOLDER, document.file_name);
      if (!document || !path) throw notFound('No encontramos ese documento.');
      return { path, filename: `documento-${document.code}.pdf` };
    },

    async sign(principal: Principal, id: number, input: SignDocumentInput, ip: string): Promise<SignedDocument> {
      // The signer's name goes on the signature too: one read gives both.
      const me = await repository.identityOf(db, principal.userId);
      const participant: repository.Participant = { userId: principal.userId, email: me.email.toLowerCase() };
      const document = await repository.findDocumentOfParticipant(db, participant, id);
      if (!document) throw notFound('No encontramos ese documento.');
      const signers = await repository.signersOf(db, id);
      const turn = signers.find((row) => row.status === 'pending');
      if (!turn) throw conflict('conflict', 'Este documento ya está firmado por todas las personas.');
      if (turn.email !== participant.email) throw new AppError('signature_not_your_turn', `Aún no te toca firmar: falta la firma de ${turn.email}.`, 409);
      const mark = input.signature_id ? await repository.findOwnUserSignature(db, principal.userId, input.signature_id) : await repository.latestUserSignature(db, principal.userId);
      if (!mark) throw invalid('validation_failed', 'Primero guarda tu firma (dibujada o escrita) para colocarla en el documento.', { signature_id: ['No encontramos tu firma.'] });

      const now = clock();
      let identity: SigningIdentity;
      let signerName = me.name;
      if (input.method === 'efirma') {
        const efirma = openEfirma(Buffer.from(input.certificate, 'base64'), Buffer.from(input.private_key, 'base64'), input.password, now);
        identity = efirma;
        signerName = efirma.name || me.name;
      } else {
        identity = await authority.issue({ userId: principal.userId, name: me.name, email: participant.email }, now);
      }
      const path = storage.pathOf(FOLDER, document.file_name);
      if (!path) throw new Error(`signed document ${id} has no file`);
      const before = await readFile(path);
      const withPlaceholder = await appendSignaturePlaceholder(before, {
        fieldName: `Firma${turn.position}`,
        signerName,
        reason: `Firma ${turn.position} de ${signers.length} · código ${document.code}`,
        signingTime: now,
        visible: {
          page: turn.page,
          x: turn.x,
          y: turn.y,
          width: turn.width,
          height: turn.height,
          png: mark.image_base64 ? Buffer.from(mark.image_base64, 'base64') : null,
          typed: mark.kind === 'typed' ? { text: mark.typed_name ?? signerName, font: TYPED_FONTS[mark.font ?? 'cursiva'] ?? TYPED_FONTS.cursiva! } : null,
          caption: `${signerName} · ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        },
      });
      const signed = await signer.sign(withPlaceholder, new CmsSigner(identity.key, identity.certificate, identity.chain), now);
      const signedSha = sha256(signed);
      const fileName = await storage.save(FOLDER, signed, 'pdf');
      const last = turn.position === signers.length;
      const committed = await db.transaction().execute(async (trx) => {
        // Optimistic: another signature appended meanwhile means this one was made on an old copy.
        const current = await repository.lockDocument(trx, id, deps.postgres);
        if (!current || current.current_sha256 !== document.current_sha256) return false;
        await repository.markSigned(trx, turn.id, {
          user_id: principal.userId,
          signer_name: signerName,
          method: input.method,
          certificate_subject: identity.certificate.subject.attributes.map((attribute) => `${attribute.shortName ?? attribute.name}=${String(attribute.value)}`).join(', '),
          certificate_serial: identity.certificate.serialNumber,
          sha256_after: signedSha,
          signed_at: now.toISOString(),
        });
        await repository.updateDocumentCopy(trx, id, { file_name: fileName, current_sha256: signedSha, status: last ? 'completed' : 'pending', updated_at: now.toISOString() });
        await repository.insertEvent(trx, { document_id: id, action: 'signed', user_id: principal.userId, actor: participant.email, ip, sha256: signedSha, at: now.toISOString() });
        if (last) await repository.insertEvent(trx, { document_id: id, action: 'completed', user_id: principal.userId, actor: participant.email, ip, sha256: signedSha, at: now.toISOString() });
        return true;
      });
      if (!committed) {
        await storage.remove(FOLDER, fileName);
        throw conflict('conflict', 'El documento cambió mientras firmabas; ábrelo de nuevo y vuelve a firmar.');
      }
      await storage.remove(FOLDER, document.file_name);
      const updated = (await repository.findDocumentOfParticipant(db, participant, id))!;
      if (last) {
        const owner = await repository.identityOf(db, document.owner_user_id);
        notifyCompleted(updated, [...new Set([owner.email.toLowerCase(), ...signers.map((row) => row.email)])]);
      } else {
        inviteNext(updated, signers[turn.position]!.email);
      }
      return view(updated, participant);
    },

    settled: (timeoutMs = 10_000) => deps.background.idle(timeoutMs),
  };
}

export type SignaturesService = ReturnType<typeof createSignaturesService>;
