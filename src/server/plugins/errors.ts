import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldErrors } from '../../shared/errors';
import { AppError, fieldErrorsFromIssues } from '../errors';

/** Prefixes whose unknown paths answer JSON 404s instead of the web app. */
export const API_PREFIXES = ['/api/', '/oauth/', '/socket.io/', '/media/'];
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /^\/[a-z]+-api\//.test(pathname) || pathname === '/api';
}

const VALIDATION_MESSAGE = 'Los datos enviados no son válidos. Revisa los campos marcados.';

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  const body: ApiErrorBody = { message, status, data: { code, ...extra } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Spanish text for client errors Fastify raises itself, by status. */
const STATUS_MESSAGES: Record<number, [ErrorCode, string]> = {
  400: ['invalid_json', 'La solicitud está mal formada.'],
  401: ['unauthenticated', 'Inicia sesión para continuar.'],
  403: ['forbidden', 'No tienes permiso para hacer esto.'],
  404: ['not_found', 'No encontramos lo que buscas.'],
  405: ['method_not_allowed', 'Este método no está permitido aquí.'],
  406: ['validation_failed', 'No podemos responder en el formato pedido.'],
  409: ['conflict', 'La solicitud entra en conflicto con el estado actual.'],
  413: ['payload_too_large', 'El contenido enviado es demasiado grande.'],
  415: ['unsupported_media_type', 'Tipo de contenido no admitido. Envía JSON.'],
  429: ['too_many_requests', 'Demasiadas solicitudes. Intenta de nuevo en un momento.'],
};

/**
 * The one error handler: every failure leaves as `{ message, status, data: { code } }`
 * (spec §8). Validation is 422 with field errors in `data.errors`; malformed JSON is 400; a 5xx
 * is logged in full and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Body fields are named plainly ("email"); other locations keep theirs ("querystring.page").
      const location = error.validationContext === 'body' ? undefined : error.validationContext;
      const errors: FieldErrors = {};
      for (const item of error.validation) {
        const key = [location, ...item.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.') || '_';
        (errors[key] ??= []).push(item.message ?? 'Valor no válido.');
      }
      return send(reply, 422, 'validation_failed', VALIDATION_MESSAGE, { errors });
    }
    if (error instanceof ZodError) {
      return send(reply, 422, 'validation_failed', VALIDATION_MESSAGE, { errors: fieldErrorsFromIssues(error.issues) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'la respuesta no cumple su contrato');
      return send(reply, 500, 'internal_error', 'Ocurrió un error inesperado. Intenta de nuevo.');
    }

    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, 'invalid_json', 'El cuerpo de la solicitud no es JSON válido.');
    }
    if (status >= 400 && status < 500) {
      const [code, message] = STATUS_MESSAGES[status] ?? ['validation_failed', 'La solicitud no es válida.'];
      return send(reply, status, code, message);
    }
    request.log.error({ err: error }, 'error no controlado');
    if (status === 503) return send(reply, 503, 'service_unavailable', 'El servicio no está disponible por el momento.');
    return send(reply, 500, 'internal_error', 'Ocurrió un error inesperado. Intenta de nuevo.');
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return send(reply, 404, 'route_not_found', `La ruta ${request.method} ${path} no existe.`);
}
