import type { z } from 'zod';
import { fieldErrorsOf } from './client-error';

/** A zod failure as one Spanish message per top-level field (the form shows each beside its field). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Blank → null, so that an optional field left empty clears it (the contracts read null as "none"). */
export const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * A form's submit: the input checked against its contract first (each issue shown beside its
 * field, nothing sent), then saved; the server's 422s land beside the same fields. Resolves to
 * what `save` returned, or undefined when nothing was saved (the errors say why).
 */
export async function submitChecked<Schema extends z.ZodType, Result>(
  schema: Schema,
  input: unknown,
  setErrors: (errors: Record<string, string>) => void,
  save: (data: z.output<Schema>) => Promise<Result>,
): Promise<Result | undefined> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    setErrors(issuesByField(parsed.error));
    return undefined;
  }
  setErrors({});
  try {
    return await save(parsed.data);
  } catch (error) {
    setErrors(fieldErrorsOf(error));
    return undefined;
  }
}
