import type { z } from 'zod';
import type { ErrorCode, FieldErrors } from '../shared/errors';

/**
 * An expected failure with a stable code, a Spanish message and an HTTP status. The error
 * handler writes it as `{ message, status, data: { code, ...extra } }`. Anything that is not an
 * AppError (or a known Fastify client error) is a bug and answers a 500 that hides its text.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'No encontramos lo que buscas.') => new AppError('not_found', message, 404);

export const forbidden = (message = 'No tienes permiso para hacer esto.') => new AppError('forbidden', message, 403);

export const unauthenticated = (message = 'Inicia sesión para continuar.') =>
  new AppError('unauthenticated', message, 401, {}, { 'www-authenticate': 'Bearer' });

export const conflict = (code: ErrorCode, message: string) => new AppError(code, message, 409);

/** A 422 for rule violations found by a service (after the schema said the shape was fine). */
export const invalid = (code: ErrorCode, message: string, errors?: FieldErrors) =>
  new AppError(code, message, 422, errors ? { errors } : {});

export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    'too_many_requests',
    message ?? `Demasiados intentos. Intenta de nuevo en ${formatWait(retryAfterSeconds)}.`,
    429,
    { retry_after: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** A zod failure as the error body's field errors: `{ "position.bay": ["…"] }` (the whole input: `_`). */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
