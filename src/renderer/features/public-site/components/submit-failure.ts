import { describeForPeople, fieldErrorsOf, isClientError } from '../../../lib/client-error';

export const ANTI_BOT_FAILED = 'No pudimos comprobar que no eres un robot. Vuelve a intentarlo.';

export interface SubmitFailure {
  /** Server 422 field errors by field name (`email`, `token`, ...). */
  fields: Record<string, string>;
  /** What the form's alert says. */
  message: string;
}

/**
 * A failed submission of a public form, in words for people. Anything that is not a client error
 * comes from the proof of work (worker or Web Crypto), not from the server.
 */
export function submitFailureOf(error: unknown): SubmitFailure {
  if (!isClientError(error)) return { fields: {}, message: ANTI_BOT_FAILED };
  const fields = fieldErrorsOf(error);
  return { fields, message: fields.token || describeForPeople(error) };
}

/** Client-side issues of a contract schema (first message per top-level field). */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}
