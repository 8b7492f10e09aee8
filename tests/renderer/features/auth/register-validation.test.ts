import { describe, expect, it } from 'vitest';
import { registerInputSchema } from '../../../../src/shared/contracts/users';
import {
  EMPTY_REGISTER_VALUES,
  type RegisterValues,
  registerFieldProblem,
  registerPayload,
  registerProblems,
} from '../../../../src/renderer/features/auth/components/register-validation';

const valid: RegisterValues = {
  name: 'Rosa Elena',
  surname: 'Núñez',
  lastname: '',
  email: 'rosa@ejemplo.mx',
  password: 'una-clave-larga',
  password_confirmation: 'una-clave-larga',
  accept_terms: true,
};

describe('the sign-up form checked with the server’s schema before sending', () => {
  it('flags an empty name and a bad e-mail with the server’s own words', () => {
    const problems = registerProblems({ ...valid, name: '   ', email: 'rosa@' }, 'main');
    expect(problems).toEqual({ name: 'El nombre es obligatorio.', email: 'El correo electrónico no es válido.' });
  });

  it('flags everything an empty form lacks, field by field', () => {
    expect(registerProblems(EMPTY_REGISTER_VALUES, 'superempleos')).toEqual({
      name: 'El nombre es obligatorio.',
      email: 'El correo electrónico no es válido.',
      password: expect.any(String),
      accept_terms: 'Debes aceptar los términos y el aviso de privacidad.',
    });
  });

  it('checks one field as it is left, and the confirmation against the password', () => {
    expect(registerFieldProblem('email', { ...valid, email: 'no-es-correo' })).toBe('El correo electrónico no es válido.');
    expect(registerFieldProblem('email', valid)).toBeUndefined();
    expect(registerFieldProblem('password', { ...valid, password: 'corta' })).toMatch(/8 caracteres/);
    expect(registerFieldProblem('password_confirmation', { ...valid, password_confirmation: 'otra-clave-larga' })).toBe(
      'La confirmación no coincide con la contraseña.',
    );
    expect(registerFieldProblem('surname', { ...valid, surname: 'a'.repeat(101) })).toBe('El apellido paterno no puede tener más de 100 caracteres.');
  });

  it('finds nothing in what the server accepts, and sends exactly that', () => {
    expect(registerProblems(valid, 'main')).toEqual({});
    const payload = registerPayload(valid, 'superempleos');
    expect(registerInputSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ service: 'superempleos', accept_terms: true, email: 'rosa@ejemplo.mx' });
  });

  it('agrees with the server on every field for a range of inputs', () => {
    const cases: Partial<RegisterValues>[] = [
      { name: '' },
      { name: 'a'.repeat(101) },
      { email: 'ROSA@Ejemplo.MX' },
      { email: 'rosa@ejemplo' },
      { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      { accept_terms: false },
    ];
    for (const change of cases) {
      const values = { ...valid, ...change };
      const server = registerInputSchema.safeParse(registerPayload(values, 'main'));
      const client = registerProblems(values, 'main');
      expect(Object.keys(client).sort(), JSON.stringify(change)).toEqual(server.success ? [] : [...new Set(server.error.issues.map((issue) => String(issue.path[0])))].sort());
    }
  });
});
