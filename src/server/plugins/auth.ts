import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../errors';
import type { AuthService } from '../modules/auth/auth.service';
import type { Principal } from '../principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller (before validation: an anonymous caller gets 401, not field errors); sets request.principal. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
}

export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The caller of a route that ran `authenticate`; calling it elsewhere is a bug, not a 401. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without the authenticate hook');
  return request.principal;
}

/**
 * Tenancy starts here: the principal (user, roles, companies) comes from the verified bearer
 * token and nothing else. Services receive it and scope every query by it.
 */
export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest('principal', null);
  // Callback style on purpose: a cached principal is set synchronously, without a promise per
  // request (this hook runs before every authenticated route).
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) return done(unauthenticated());
    const cached = auth.cachedPrincipal(token);
    if (cached) {
      request.principal = cached;
      return done();
    }
    auth.authenticate(token).then((principal) => {
      if (!principal) return done(unauthenticated('Tu sesión expiró o fue cerrada. Inicia sesión de nuevo.'));
      request.principal = principal;
      done();
    }, done);
  });
});
