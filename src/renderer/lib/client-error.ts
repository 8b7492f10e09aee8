import type { ClientError } from '../../shared/errors';

export type { ClientError };

/** Spec §8 transport messages, as the client library words them. */
export const TRANSPORT_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  protocol: 'Unsupported protocol',
} as const;

const UNEXPECTED = 'Ocurrió un error inesperado. Intenta de nuevo.';

/**
 * Spanish text shown to people for each transport failure (the `message` stays as the spec says);
 * null (a failed query with no error recorded) gets the generic words.
 */
export function describeForPeople(error: ClientError | null): string {
  if (!error) return UNEXPECTED;
  if (error.status === null) {
    if (error.message === TRANSPORT_MESSAGES.network) return 'No hay conexión con el servidor. Revisa tu red e intenta de nuevo.';
    if (error.message === TRANSPORT_MESSAGES.aborted) return 'La solicitud se canceló.';
    if (error.message.startsWith('timeout of')) return 'El servidor tardó demasiado en responder. Intenta de nuevo.';
    return 'No se pudo completar la solicitud.';
  }
  return error.message || UNEXPECTED;
}

export function isClientError(value: unknown): value is ClientError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ClientError).message === 'string' &&
    'status' in value &&
    'data' in value
  );
}

/**
 * Whether a failed request was answered by the server (a refusal, a 404 after a deletion, a 500),
 * as against never reaching it. A screen that already shows data keeps it through the second kind
 * (a phone's network blinking; the offline banner says what is going on) and gives way to the first.
 */
export function serverRefused(error: ClientError | null | undefined): boolean {
  return !!error && error.status !== null;
}

/** The server's error code (`data.code` of the spec's error body), to tell refusals apart. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!isClientError(error)) return undefined;
  return (error.data as { data?: { code?: string } } | null)?.data?.code;
}

/** Field errors of a 422 (server `data.errors`), for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isClientError(error)) return {};
  const errors = (error.data as { data?: { errors?: Record<string, string[]> } } | null)?.data?.errors;
  if (!errors) return {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}
