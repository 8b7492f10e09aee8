import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../shared/errors';
import { AppError } from '../errors';

const MESSAGE = 'El texto contiene un carácter no permitido (NUL).';

/** Paths of every string holding a NUL character, e.g. "name" or "roles.0". */
function nulPaths(value: unknown, path: string[], found: string[], depth = 0): void {
  if (depth > 32 || found.length > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found, depth + 1);
  }
}

/**
 * PostgreSQL cannot store the NUL character in text (SQLite can), and no person types one: any
 * input carrying it is refused with a 422 before validation, on every route, so no dialect ever
 * sees it (found by the fuzzing test: it was a 500 on PostgreSQL).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const found: string[] = [];
    nulPaths(request.body, [], found);
    nulPaths(request.query, ['querystring'], found);
    nulPaths(request.params, ['params'], found);
    if (found.length === 0) return done();
    const errors: FieldErrors = Object.fromEntries(found.map((field) => [field, [MESSAGE]]));
    done(new AppError('validation_failed', 'Los datos enviados no son válidos. Revisa los campos marcados.', 422, { errors }));
  });
}
