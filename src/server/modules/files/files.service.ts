import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES_LABEL,
  type Document,
  type DocumentList,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES_LABEL,
  type Image,
  type ImageList,
  PUBLIC_IMAGE_TYPES,
  type ResourceType,
} from '../../../shared/contracts/files';
import type { Action } from '../../../shared/permissions';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf, systemScope } from '../../tenancy';
import { type DetectedType, documentTypeOf, imageTypeOf } from './file-types';
import * as repository from './files.repository';

export type FilesService = ReturnType<typeof createFilesService>;

/**
 * How the files of one resource type are guarded. The area that owns the records registers it
 * (`files.registerOwner('employee', …)`, wired in app.ts), so this module reads no other module's
 * tables and a file is never easier to reach than the record it hangs from.
 */
export interface FileOwner {
  /** The company of the record, when the record exists within the scope; null otherwise (404). */
  companyOf(scope: TenantScope, resourceId: number): Promise<number | null>;
  /**
   * What the caller needs in that company to list, see and download the record's files (403
   * otherwise). `members`: belonging to the company is enough (a company's and a department's
   * own files).
   */
  read: Action | 'members';
  /** What the caller needs there to upload, edit and delete them: `files.write` unless given. */
  write?: Action;
  /**
   * When given, decides instead of `read`/`write`: for records whose readers are people rather
   * than roles (a ticket: its requester and the company's support).
   */
  mayAccess?(principal: Principal, resourceId: number, access: FileAccess): Promise<boolean>;
}

/** Where files live under DATA_DIR/storage. Logos and banners are public, the rest are not. */
const FOLDERS = { images: 'images', publicImages: 'company-images', documents: 'documents' } as const;
export const PUBLIC_IMAGE_URL_PREFIX = '/media/company-images/';

export interface Upload {
  content: Buffer;
  /** The uploader's file name, kept only for display. */
  filename: string;
}

const MIB = 1024 * 1024;
export const tooLarge = (what: string, maxBytes: number) =>
  new AppError('payload_too_large', `${what} no puede pesar más de ${maxBytes / MIB} MiB.`, 413);

const RESOURCE_NOT_FOUND = 'No encontramos ese recurso.';
const IMAGE_NOT_FOUND = 'No encontramos esa imagen.';
const DOCUMENT_NOT_FOUND = 'No encontramos ese documento.';
const notFoundImage = () => notFound(IMAGE_NOT_FOUND);
const notFoundDocument = () => notFound(DOCUMENT_NOT_FOUND);

/** A name fit to show and to put in a Content-Disposition: no folders, no control characters. */
export function displayName(filename: string, fallback: string): string {
  const base = path.posix.basename(filename.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || fallback).slice(0, 255);
}

type ImageRow = NonNullable<Awaited<ReturnType<typeof repository.findImage>>>;
type DocumentRow = NonNullable<Awaited<ReturnType<typeof repository.findDocument>>>;
export type FileAccess = 'read' | 'write';

const isPublicImage = (resourceType: string) => PUBLIC_IMAGE_TYPES.includes(resourceType as ResourceType);

function toImage(row: ImageRow): Image {
  const { stored_name, ...rest } = row;
  return {
    ...rest,
    resource_type: row.resource_type as ResourceType,
    url: isPublicImage(row.resource_type) ? `${PUBLIC_IMAGE_URL_PREFIX}${stored_name}` : `/api/v1/images/${row.id}/file`,
  };
}

function toDocument(row: DocumentRow): Document {
  const { stored_name: _stored, ...rest } = row;
  return { ...rest, resource_type: row.resource_type as ResourceType, url: `/api/v1/documents/${row.id}/file` };
}

export function createFilesService(deps: { db: Kysely<Database>; storage: FileStorage }) {
  const { db, storage } = deps;
  const owners = new Map<ResourceType, FileOwner>();

  /** Refuses (403) what the owner type does not let the caller do in the record's company. */
  async function assertMay(principal: Principal, owner: FileOwner, companyId: number, resourceId: number, access: FileAccess) {
    if (owner.mayAccess) {
      // Such a record (a colleague's ticket) does not exist for the caller, like another tenant's.
      if (!(await owner.mayAccess(principal, resourceId, access))) throw notFound(RESOURCE_NOT_FOUND);
      return;
    }
    const action = access === 'write' ? (owner.write ?? 'files.write') : owner.read;
    if (action !== 'members') assertCanIn(principal, companyId, action);
  }

  /** A stored file's owner type; a row of a type nobody registered is a wiring bug, not a 4xx. */
  function ownerOfRow(resourceType: string): FileOwner {
    const owner = owners.get(resourceType as ResourceType);
    if (!owner) throw new Error(`files: no owner registered for resource type "${resourceType}"`);
    return owner;
  }

  /**
   * The company that owns the resource, if the caller may see it and do `access` there. A
   * resource of another tenant does not exist for the caller (404), like one that does not exist
   * at all; a colleague's record the caller may not read is 403.
   */
  async function ownerCompany(principal: Principal, resourceType: ResourceType, resourceId: number, access: FileAccess): Promise<number> {
    const owner = owners.get(resourceType);
    if (!owner) {
      throw invalid('validation_failed', `Todavía no se pueden adjuntar archivos a «${resourceType}».`, {
        resource_type: [`Todavía no se pueden adjuntar archivos a «${resourceType}».`],
      });
    }
    const companyId = orNotFound(await owner.companyOf(scopeOf(principal), resourceId), RESOURCE_NOT_FOUND);
    await assertMay(principal, owner, companyId, resourceId, access);
    return companyId;
  }

  async function visibleImage(principal: Principal, id: number, access: FileAccess): Promise<ImageRow> {
    const row = orNotFound(await repository.findImage(db, scopeOf(principal), id), IMAGE_NOT_FOUND);
    await assertMay(principal, ownerOfRow(row.resource_type), row.company_id, row.resource_id, access);
    return row;
  }

  async function visibleDocument(principal: Principal, id: number, access: FileAccess): Promise<DocumentRow> {
    const row = orNotFound(await repository.findDocument(db, scopeOf(principal), id), DOCUMENT_NOT_FOUND);
    await assertMay(principal, ownerOfRow(row.resource_type), row.company_id, row.resource_id, access);
    return row;
  }

  function checkContent(upload: Upload, what: string, maxBytes: number, detect: (content: Buffer) => DetectedType | null, typesLabel: string) {
    if (upload.content.length === 0) throw invalid('validation_failed', `${what} está vacío.`, { file: [`${what} está vacío.`] });
    // The route stops reading at the limit; this is for callers that hand a buffer directly.
    if (upload.content.length > maxBytes) throw tooLarge(what, maxBytes);
    const type = detect(upload.content);
    if (!type) {
      throw new AppError(
        'unsupported_media_type',
        `El archivo «${displayName(upload.filename, 'sin nombre')}» no es de un tipo permitido: ${what.toLowerCase()} debe ser ${typesLabel}.`,
        415,
        { allowed: typesLabel },
      );
    }
    return type;
  }

  /** Saves the bytes, then the row; the file goes away again if the row cannot be written. */
  async function store<T>(folder: string, type: DetectedType, write: (storedName: string) => Promise<T>, content: Buffer): Promise<T> {
    const storedName = await storage.save(folder, content, type.extension);
    try {
      return await write(storedName);
    } catch (error) {
      await storage.remove(folder, storedName);
      throw error;
    }
  }

  return {
    /** Called from app.ts for each resource type, by the area that owns its records. */
    registerOwner(resourceType: ResourceType, owner: FileOwner) {
      if (owners.has(resourceType)) throw new Error(`files: owner of "${resourceType}" registered twice`);
      owners.set(resourceType, owner);
    },

    async listImages(principal: Principal, ref: { resource_type: ResourceType; resource_id: number }): Promise<ImageList> {
      const companyId = await ownerCompany(principal, ref.resource_type, ref.resource_id, 'read');
      return (await repository.imagesOf(db, scopeOf(principal), companyId, ref.resource_type, ref.resource_id)).map(toImage);
    },

    async uploadImage(
      principal: Principal,
      fields: { resource_type: ResourceType; resource_id: number; comments: string | null },
      upload: Upload,
    ): Promise<Image> {
      const companyId = await ownerCompany(principal, fields.resource_type, fields.resource_id, 'write');
      const type = checkContent(upload, 'La imagen', IMAGE_MAX_BYTES, imageTypeOf, IMAGE_TYPES_LABEL);
      const folder = isPublicImage(fields.resource_type) ? FOLDERS.publicImages : FOLDERS.images;
      const row = await store(
        folder,
        type,
        (stored_name) =>
          repository.insertImage(
            db,
            {
              company_id: companyId,
              resource_type: fields.resource_type,
              resource_id: fields.resource_id,
              stored_name,
              original_name: displayName(upload.filename, `imagen.${type.extension}`),
              mime_type: type.mime,
              size: upload.content.length,
              uploaded_by: principal.userId,
              comments: fields.comments,
            },
            isoNow(),
          ),
        upload.content,
      );
      return toImage(row);
    },

    async updateImage(principal: Principal, id: number, comments: string | null): Promise<Image> {
      const row = await visibleImage(principal, id, 'write');
      const now = isoNow();
      await repository.updateImageComments(db, id, comments, now);
      return toImage({ ...row, comments, updated_at: now });
    },

    async deleteImage(principal: Principal, id: number): Promise<void> {
      const row = await visibleImage(principal, id, 'write');
      if (!(await repository.deleteRow(db, 'images', id))) throw notFoundImage();
      await storage.remove(isPublicImage(row.resource_type) ? FOLDERS.publicImages : FOLDERS.images, row.stored_name);
    },

    /** The bytes of an image, for those who may read its record's files. */
    async imageFile(principal: Principal, id: number) {
      const row = await visibleImage(principal, id, 'read');
      const file = storage.pathOf(isPublicImage(row.resource_type) ? FOLDERS.publicImages : FOLDERS.images, row.stored_name);
      if (!file) throw notFoundImage();
      return { file, mime: row.mime_type, name: row.original_name };
    },

    /**
     * Stores an image for a record whose own area has already decided the caller may attach it —
     * a signed-out passenger's complaint photo has no principal to check here.
     */
    async storeImageFor(fields: { company_id: number; resource_type: ResourceType; resource_id: number; uploaded_by: number | null }, upload: Upload, maxBytes = IMAGE_MAX_BYTES): Promise<Image> {
      const type = checkContent(upload, 'La imagen', maxBytes, imageTypeOf, IMAGE_TYPES_LABEL);
      const row = await store(
        FOLDERS.images,
        type,
        (stored_name) =>
          repository.insertImage(
            db,
            { ...fields, stored_name, original_name: displayName(upload.filename, `imagen.${type.extension}`), mime_type: type.mime, size: upload.content.length, comments: null },
            isoNow(),
          ),
        upload.content,
      );
      return toImage(row);
    },

    /** The bytes of an image of a company, once its owning area has checked the caller. */
    async imageFileOf(scope: TenantScope, companyId: number, id: number) {
      const row = await repository.findImage(db, scope, id);
      if (!row || row.company_id !== companyId) throw notFoundImage();
      const file = storage.pathOf(FOLDERS.images, row.stored_name);
      if (!file) throw notFoundImage();
      return { file, mime: row.mime_type, name: row.original_name };
    },

    /** A logo or banner by its public URL name; null when there is none. */
    async publicImageFile(storedName: string) {
      const file = storage.pathOf(FOLDERS.publicImages, storedName);
      if (!file) return null;
      const row = await repository.findPublicImage(db, storedName, PUBLIC_IMAGE_TYPES);
      return row ? { file, mime: row.mime_type } : null;
    },

    /** Of these document ids, those that are NOT files of the record (another module checks what it is handed). */
    async documentsNotOf(companyId: number, resourceType: ResourceType, resourceId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const own = new Set((await repository.documentsOf(db, systemScope(), companyId, resourceType, resourceId)).map((row) => row.id));
      return ids.filter((id) => !own.has(id));
    },

    async listDocuments(principal: Principal, ref: { resource_type: ResourceType; resource_id: number }): Promise<DocumentList> {
      const companyId = await ownerCompany(principal, ref.resource_type, ref.resource_id, 'read');
      return (await repository.documentsOf(db, scopeOf(principal), companyId, ref.resource_type, ref.resource_id)).map(toDocument);
    },

    async uploadDocument(principal: Principal, fields: { resource_type: ResourceType; resource_id: number }, upload: Upload): Promise<Document> {
      const companyId = await ownerCompany(principal, fields.resource_type, fields.resource_id, 'write');
      const type = checkContent(upload, 'El documento', DOCUMENT_MAX_BYTES, documentTypeOf, DOCUMENT_TYPES_LABEL);
      const row = await store(
        FOLDERS.documents,
        type,
        (stored_name) =>
          repository.insertDocument(
            db,
            {
              company_id: companyId,
              resource_type: fields.resource_type,
              resource_id: fields.resource_id,
              stored_name,
              original_name: displayName(upload.filename, `documento.${type.extension}`),
              mime_type: type.mime,
              size: upload.content.length,
              uploaded_by: principal.userId,
            },
            isoNow(),
          ),
        upload.content,
      );
      return toDocument(row);
    },

    async deleteDocument(principal: Principal, id: number): Promise<void> {
      const row = await visibleDocument(principal, id, 'write');
      if (!(await repository.deleteRow(db, 'documents', id))) throw notFoundDocument();
      await storage.remove(FOLDERS.documents, row.stored_name);
    },

    async documentFile(principal: Principal, id: number) {
      const row = await visibleDocument(principal, id, 'read');
      const file = storage.pathOf(FOLDERS.documents, row.stored_name);
      if (!file) throw notFoundDocument();
      return { file, mime: row.mime_type, name: row.original_name };
    },
  };
}
