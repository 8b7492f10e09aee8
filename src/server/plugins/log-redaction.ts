import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: password-reset tokens (`/recuperar-password?token=`),
 * signed report URLs (`signature`), waybill verification links (`s`), verification codes, and the
 * OAuth names in case a client ever sends them in a URL. Whoever reads the logs must not be able
 * to replay any of them.
 */
const SECRET_PARAMETERS = new Set(['token', 'signature', 's', 'code', 'access_token', 'refresh_token', 'client_secret', 'password']);

export const REDACTED = '[oculto]';

/** The URL with the value of every secret query parameter replaced; the rest is left as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as written; it names no parameter of ours.
      }
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * Fastify's own request serializer with the URL redacted (same fields, so log readers see the
 * usual shape).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
