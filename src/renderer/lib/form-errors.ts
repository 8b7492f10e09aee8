import type { z } from 'zod';

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
