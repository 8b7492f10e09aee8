import type { Service } from '../../../../shared/contracts/common';
import { PASSWORD_MISMATCH_MESSAGE, type RegisterInput, registerInputSchema } from '../../../../shared/contracts/users';

/** What the sign-up form holds while it is typed. */
export interface RegisterValues {
  name: string;
  surname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  accept_terms: boolean;
}

export type RegisterField = keyof RegisterValues;

/** In the order of the form, so the first invalid one gets the focus. */
export const REGISTER_FIELDS = ['name', 'surname', 'lastname', 'email', 'password', 'password_confirmation', 'accept_terms'] as const satisfies readonly RegisterField[];

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  surname: '',
  lastname: '',
  email: '',
  password: '',
  password_confirmation: '',
  accept_terms: false,
};

/** The request body the server's schema reads; `accept_terms` goes only when it is true. */
export function registerPayload(values: RegisterValues, service: Service): RegisterInput {
  return { ...values, service, accept_terms: values.accept_terms as true };
}

/**
 * One field checked by the server's own schema (`registerInputSchema`), worded as the server
 * words it: the form can say what is wrong as soon as the person leaves the field. The
 * confirmation is also compared with the password (the schema's object-level rule, same message).
 */
export function registerFieldProblem(field: RegisterField, values: RegisterValues): string | undefined {
  const checked = registerInputSchema.shape[field].safeParse(values[field]);
  if (!checked.success) return checked.error.issues[0]?.message;
  if (field === 'password_confirmation' && values.password_confirmation !== values.password) return PASSWORD_MISMATCH_MESSAGE;
  return undefined;
}

/**
 * Every field's problem, then the whole body through the same schema (what the server will
 * run); empty means the request may be sent.
 */
export function registerProblems(values: RegisterValues, service: Service): Partial<Record<RegisterField, string>> {
  const problems: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const problem = registerFieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return problems;
  const whole = registerInputSchema.safeParse(registerPayload(values, service));
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      const field = String(issue.path[0] ?? 'name') as RegisterField;
      problems[field] ??= issue.message;
    }
  }
  return problems;
}
