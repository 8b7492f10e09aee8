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
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, assertCan, canSeeCompany } from '../../principal';
import { type DetectedType, documentTypeOf, imageTypeOf } from './file-types';
import * as repository from './files.repository';

export type FilesService = ReturnType<typeof createFilesService>;

/**
 * How to find the company that owns a record of one resource type: its id, or null when there
 * is no such record. Each area registers its own (`files.registerOwner('container', …)`).
 */
export type OwnerResolver = (resourceId: number) => Promise<number | null>;

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

const notFoundResource = () => notFound('No encontramos ese recurso.');
const notFoundImage = () => notFound('No encontramos esa imagen.');
const notFoundDocument = () => notFound('No encontramos ese documento.');

/** A name fit to show and to put in a Content-Disposition: no folders, no control characters. */
export function displayName(filename: string, fallback: string): string {
  const base = path.posix.basename(filename.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || fallback).slice(0, 255);
}

type ImageRow = NonNullable<Awaited<ReturnType<typeof repository.findImage>>>;
type DocumentRow = NonNullable<Awaited<ReturnType<typeof repository.findDocument>>>;

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
  const owners = new Map<ResourceType, OwnerResolver>();

  const company: OwnerResolver = (id) => repository.companyIdOfCompany(db, id);
  owners.set('company', company);
  owners.set('company_logo', company);
  owners.set('company_banner', company);
  owners.set('department', (id) => repository.companyIdOfDepartment(db, id));

  /**
   * The company that owns the resource, if the caller may see it. A resource of another tenant
   * does not exist for the caller (404), like one that does not exist at all.
   */
  async function visibleOwner(principal: Principal, resourceType: ResourceType, resourceId: number): Promise<number> {
    const resolve = owners.get(resourceType);
    if (!resolve) {
      throw invalid('validation_failed', `Todavía no se pueden adjuntar archivos a «${resourceType}».`, {
        resource_type: [`Todavía no se pueden adjuntar archivos a «${resourceType}».`],
      });
    }
    const companyId = await resolve(resourceId);
    if (companyId === null || !canSeeCompany(principal, companyId)) throw notFoundResource();
    return companyId;
  }

  async function visibleImage(principal: Principal, id: number): Promise<ImageRow> {
    const row = await repository.findImage(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw notFoundImage();
    return row;
  }

  async function visibleDocument(principal: Principal, id: number): Promise<DocumentRow> {
    const row = await repository.findDocument(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw notFoundDocument();
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
    /** Called by each area at start-up for its resource types (see the README of this module). */
    registerOwner(resourceType: ResourceType, resolve: OwnerResolver) {
      owners.set(resourceType, resolve);
    },

    async listImages(principal: Principal, ref: { resource_type: ResourceType; resource_id: number }): Promise<ImageList> {
      const companyId = await visibleOwner(principal, ref.resource_type, ref.resource_id);
      return (await repository.imagesOf(db, companyId, ref.resource_type, ref.resource_id)).map(toImage);
    },

    async uploadImage(
      principal: Principal,
      fields: { resource_type: ResourceType; resource_id: number; comments: string | null },
      upload: Upload,
    ): Promise<Image> {
      const companyId = await visibleOwner(principal, fields.resource_type, fields.resource_id);
      assertCan(principal, 'files.write');
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
      const row = await visibleImage(principal, id);
      assertCan(principal, 'files.write');
      const now = isoNow();
      await repository.updateImageComments(db, id, comments, now);
      return toImage({ ...row, comments, updated_at: now });
    },

    async deleteImage(principal: Principal, id: number): Promise<void> {
      const row = await visibleImage(principal, id);
      assertCan(principal, 'files.write');
      if (!(await repository.deleteRow(db, 'images', id))) throw notFoundImage();
      await storage.remove(isPublicImage(row.resource_type) ? FOLDERS.publicImages : FOLDERS.images, row.stored_name);
    },

    /** The bytes of an image, for members of its company. */
    async imageFile(principal: Principal, id: number) {
      const row = await visibleImage(principal, id);
      const file = storage.pathOf(isPublicImage(row.resource_type) ? FOLDERS.publicImages : FOLDERS.images, row.stored_name);
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

    async listDocuments(principal: Principal, ref: { resource_type: ResourceType; resource_id: number }): Promise<DocumentList> {
      const companyId = await visibleOwner(principal, ref.resource_type, ref.resource_id);
      return (await repository.documentsOf(db, companyId, ref.resource_type, ref.resource_id)).map(toDocument);
    },

    async uploadDocument(principal: Principal, fields: { resource_type: ResourceType; resource_id: number }, upload: Upload): Promise<Document> {
      const companyId = await visibleOwner(principal, fields.resource_type, fields.resource_id);
      assertCan(principal, 'files.write');
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
      const row = await visibleDocument(principal, id);
      assertCan(principal, 'files.write');
      if (!(await repository.deleteRow(db, 'documents', id))) throw notFoundDocument();
      await storage.remove(FOLDERS.documents, row.stored_name);
    },

    async documentFile(principal: Principal, id: number) {
      const row = await visibleDocument(principal, id);
      const file = storage.pathOf(FOLDERS.documents, row.stored_name);
      if (!file) throw notFoundDocument();
      return { file, mime: row.mime_type, name: row.original_name };
    },
  };
}
