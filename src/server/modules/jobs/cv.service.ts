import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CV_MAX_BYTES, type CvStatus, cvFileName } from '../../../shared/contracts/jobs-cv';
import type { CvType } from '../../../shared/contracts/jobs-profile';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, assertCanGlobally, canIn } from '../../principal';
import { scopeOf } from '../../tenancy';
import { displayName, tooLarge } from '../files/files.service';
import { findApplication } from './applications.repository';
import { renderCvPdf } from './cv.pdf';
import * as repository from './cv.repository';
import { upsertProfile } from './profiles.repository';
import type { ProfilesService } from './profiles.service';

export type CvService = ReturnType<typeof createCvService>;

/** Private files: read only through the routes below, never by URL. */
export const CV_FOLDER = 'candidate-cvs';
const PDF_SIGNATURE = '%PDF-';
const APPLICATION_NOT_FOUND = 'No encontramos esa postulación.';
const NO_FILE = 'Todavía no subes tu CV en PDF.';

/** A CV to send: a stored file (path) or a generated PDF (stream), with the name to suggest. */
export type CvDownload = { kind: 'file'; path: string; filename: string } | { kind: 'generated'; stream: Readable; filename: string };

/**
 * The candidate's CV (issue 15): the uploaded PDF (one per person, checked by its bytes, 5 MiB at
 * most) or the one generated from the profile at each download (always current). `cv_type` is
 * the candidate's choice; until a file exists, "uploaded" cannot be chosen, and a download of
 * the chosen type falls back to the generated CV when no file is there (never a 404 for a
 * company that opens an applicant).
 */
export function createCvService(deps: { db: Kysely<Database>; storage: FileStorage; profiles: ProfilesService; now: () => Date }) {
  const { db, storage, profiles, now } = deps;

  const own = (principal: Principal) => {
    assertCanGlobally(principal, 'candidate-profile.manage');
    return principal.userId;
  };

  async function statusOf(userId: number): Promise<CvStatus> {
    const [cvType, file] = await Promise.all([repository.cvTypeOf(db, userId), repository.findCvFile(db, userId)]);
    const chosen = (cvType as CvType | null) ?? null;
    return {
      cv_type: chosen,
      file: file ? { original_name: file.original_name, size: file.size, uploaded_at: file.uploaded_at } : null,
      effective_type: chosen === 'uploaded' && file ? 'uploaded' : 'generated',
    };
  }

  async function download(userId: number, type: CvType | undefined): Promise<CvDownload> {
    const profile = await profiles.viewOf(userId);
    const filename = cvFileName(profile.name);
    const wanted = type ?? (profile.cv_type === 'uploaded' ? 'uploaded' : 'generated');
    if (wanted === 'uploaded') {
      const file = await repository.findCvFile(db, userId);
      const path = file ? storage.pathOf(CV_FOLDER, file.stored_name) : null;
      if (path) return { kind: 'file', path, filename };
      // Asked for explicitly by its owner: say there is none. Chosen but missing: the generated one.
      if (type === 'uploaded') throw notFound(NO_FILE);
    }
    return { kind: 'generated', stream: renderCvPdf(profile, now()), filename };
  }

  return {
    status: (principal: Principal) => statusOf(own(principal)),

    /** A new PDF replaces the previous one (removed once the row points at the new one) and becomes the chosen CV. */
    async upload(principal: Principal, upload: { content: Buffer; filename: string }): Promise<CvStatus> {
      const userId = own(principal);
      if (upload.content.length === 0) throw invalid('validation_failed', 'El archivo está vacío.', { file: ['El archivo está vacío.'] });
      if (upload.content.length > CV_MAX_BYTES) throw tooLarge('El CV', CV_MAX_BYTES);
      if (upload.content.toString('latin1', 0, PDF_SIGNATURE.length) !== PDF_SIGNATURE) {
        throw new AppError('unsupported_media_type', `El archivo «${displayName(upload.filename, 'sin nombre')}» no es un PDF: sube tu CV en formato PDF.`, 415, { allowed: 'PDF' });
      }
      const storedName = await storage.save(CV_FOLDER, upload.content, 'pdf');
      const at = now().toISOString();
      let replaced: string | null;
      try {
        replaced = await db.transaction().execute(async (trx) => {
          const previous = await repository.replaceCvFile(trx, userId, { stored_name: storedName, original_name: displayName(upload.filename, 'cv.pdf'), size: upload.content.length }, at);
          await upsertProfile(trx, userId, { cv_type: 'uploaded' }, at);
          return previous;
        });
      } catch (error) {
        await storage.remove(CV_FOLDER, storedName);
        throw error;
      }
      if (replaced) await storage.remove(CV_FOLDER, replaced);
      return statusOf(userId);
    },

    /** Deletes the uploaded PDF; when it was the chosen CV, the generated one takes its place. */
    async removeFile(principal: Principal): Promise<CvStatus> {
      const userId = own(principal);
      const at = now().toISOString();
      const removed = await db.transaction().execute(async (trx) => {
        const stored = await repository.deleteCvFile(trx, userId);
        if (stored && (await repository.cvTypeOf(trx, userId)) === 'uploaded') await upsertProfile(trx, userId, { cv_type: 'generated' }, at);
        return stored;
      });
      if (!removed) throw notFound(NO_FILE);
      await storage.remove(CV_FOLDER, removed);
      return statusOf(userId);
    },

    /** Chooses which CV companies get; "uploaded" needs a file first. */
    async setType(principal: Principal, type: CvType): Promise<CvStatus> {
      const userId = own(principal);
      if (type === 'uploaded' && !(await repository.findCvFile(db, userId))) {
        throw invalid('validation_failed', `${NO_FILE} Súbelo para elegirlo.`, { cv_type: [`${NO_FILE} Súbelo para elegirlo.`] });
      }
      await upsertProfile(db, userId, { cv_type: type }, now().toISOString());
      return statusOf(userId);
    },

    /** The candidate's own CV: the chosen one, or the one asked for (a preview of the other). */
    ownPdf: (principal: Principal, type: CvType | undefined) => download(own(principal), type),

    /**
     * An applicant's CV for the company they applied to: its members who manage vacancies only.
     * Anyone else — another tenant, a colleague without the permission — finds no such
     * application (404, nothing told). A withdrawn application no longer hands out the CV.
     */
    async applicantPdf(principal: Principal, applicationId: number): Promise<CvDownload> {
      const row = await findApplication(db, scopeOf(principal), applicationId);
      if (!row || row.status === 'withdrawn' || !canIn(principal, row.company_id, 'vacancies.manage')) throw notFound(APPLICATION_NOT_FOUND);
      return download(row.user_id, undefined);
    },
  };
}
