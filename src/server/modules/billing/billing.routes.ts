import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAMPED_PDF_MAX_BYTES,
  STAMPED_XML_MAX_BYTES,
  fiscalDataInputSchema,
  fiscalDataResponseSchema,
  invoiceQueueQuerySchema,
  invoiceSchema,
  invoiceableListSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
  requestInvoiceInputSchema,
} from '../../../shared/contracts/billing';
import { idParamsSchema } from '../../../shared/contracts/common';
import { AppError, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { principalOf } from '../../plugins/auth';
import { contentDisposition, sendFile } from '../files/files.routes';
import { tooLarge } from '../files/files.service';
import { INVOICES_FOLDER, type StampingService } from './billing-stamping.service';
import type { BillingService } from './billing.service';

const security = [{ bearer: [] }];
const tags = ['billing'];

/** The stamping upload: the fields "xml" and "pdf", one file each, within their limits. */
async function readStampedFiles(request: FastifyRequest): Promise<{ xml: Buffer; pdf: Buffer }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Envía los archivos como multipart/form-data, en los campos "xml" y "pdf".', 415);
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: STAMPED_PDF_MAX_BYTES, files: 2, fields: 5, fieldSize: 1024 } })) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'xml' || part.fieldname === 'pdf') files[part.fieldname] = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('El PDF', STAMPED_PDF_MAX_BYTES);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('validation_failed', 'Envía sólo el XML y el PDF.');
    throw error;
  }
  if (!files.xml || !files.pdf) {
    throw invalid('validation_failed', 'Adjunta el XML timbrado (campo "xml") y su PDF (campo "pdf").', { ...(files.xml ? {} : { xml: ['Adjunta el XML timbrado.'] }), ...(files.pdf ? {} : { pdf: ['Adjunta el PDF.'] }) });
  }
  if (files.xml.length > STAMPED_XML_MAX_BYTES) throw tooLarge('El XML', STAMPED_XML_MAX_BYTES);
  return { xml: files.xml, pdf: files.pdf };
}

/** Billing (`/payment-api/v1`, signed in): fiscal data, invoice requests, downloads and the stamping queue. */
export function billingRoutes(invoices: BillingService, stamping: StampingService, storage: FileStorage) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/users/:id/fiscal-data',
      { schema: { tags, summary: 'Mis datos fiscales para facturar (null si aún no los guardo)', security, params: idParamsSchema, response: { 200: fiscalDataResponseSchema } } },
      (request) => invoices.fiscalData(principalOf(request), request.params.id),
    );
    api.put(
      '/users/:id/fiscal-data',
      { schema: { tags, summary: 'Guarda mis datos fiscales (RFC, nombre como en la Constancia de Situación Fiscal, régimen, código postal, uso del CFDI, correo)', security, params: idParamsSchema, body: fiscalDataInputSchema, response: { 200: fiscalDataResponseSchema } } },
      (request) => invoices.saveFiscalData(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/users/:id/invoiceable-transactions',
      { schema: { tags, summary: 'Mis recargas y pagos que aún puedo facturar (del mes en curso o de las últimas 72 horas)', security, params: idParamsSchema, response: { 200: invoiceableListSchema } } },
      (request) => invoices.invoiceable(principalOf(request), request.params.id),
    );
    api.post(
      '/users/:id/invoices',
      { schema: { tags, summary: 'Solicita una factura (CFDI 4.0) de mis recargas y pagos', security, params: idParamsSchema, body: requestInvoiceInputSchema, response: { 201: invoiceSchema } } },
      async (request, reply) => reply.code(201).send(await invoices.request(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/users/:id/invoices',
      { schema: { tags, summary: 'Mis facturas, de la más reciente a la más antigua (paginadas)', security, params: idParamsSchema, querystring: invoicesQuerySchema, response: { 200: invoicesPageSchema } } },
      (request) => invoices.list(principalOf(request), request.params.id, request.query.page),
    );
    api.get(
      '/invoices',
      { schema: { tags, summary: 'Cola de facturas por estado (plataforma: billing.stamp), la más antigua primero', security, querystring: invoiceQueueQuerySchema, response: { 200: invoicesPageSchema } } },
      (request) => invoices.queue(principalOf(request), request.query.status, request.query.page),
    );
    api.get(
      '/invoices/:id',
      { schema: { tags, summary: 'Una factura (su dueño o la plataforma)', security, params: idParamsSchema, response: { 200: invoiceSchema } } },
      (request) => invoices.get(principalOf(request), request.params.id),
    );
    api.get(
      '/invoices/:id/xml',
      { schema: { tags, summary: 'Descarga el XML: el CFDI timbrado, o la prefactura mientras está pendiente', security, params: idParamsSchema } },
      async (request, reply) => {
        const { name, content } = await invoices.xml(principalOf(request), request.params.id);
        return reply
          .type('application/xml; charset=utf-8')
          .headers({ 'content-disposition': contentDisposition('attachment', name), 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" })
          .send(content);
      },
    );
    api.get(
      '/invoices/:id/pdf',
      { schema: { tags, summary: 'Descarga el PDF de la factura timbrada', security, params: idParamsSchema } },
      async (request, reply) => {
        const { name, stored } = await invoices.pdfName(principalOf(request), request.params.id);
        const file = storage.pathOf(INVOICES_FOLDER, stored);
        const missing = () => notFound('No encontramos el PDF de esa factura.');
        if (!file) throw missing();
        return sendFile(reply, file, 'application/pdf', { 'content-disposition': contentDisposition('attachment', name), 'cache-control': 'private, no-store' }, missing);
      },
    );
    api.post(
      '/invoices/:id/stamp',
      {
        schema: {
          tags,
          summary: `Adjunta la factura timbrada (plataforma: billing.stamp): multipart con "xml" (CFDI 4.0 con TimbreFiscalDigital, hasta ${STAMPED_XML_MAX_BYTES / 1024} KiB) y "pdf" (hasta ${STAMPED_PDF_MAX_BYTES / 1024 / 1024} MiB)`,
          consumes: ['multipart/form-data'],
          security,
          params: idParamsSchema,
          response: { 200: invoiceSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await stamping.upload(principal, request.params.id, () => readStampedFiles(request));
        return invoices.get(principal, request.params.id);
      },
    );
  };
}
