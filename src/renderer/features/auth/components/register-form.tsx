import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Service } from '../../../../shared/contracts/common';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { newPasswordProblems } from '../../../lib/new-password';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';

const EMPTY = { name: '', surname: '', lastname: '', email: '', password: '', password_confirmation: '' };

/** Sign-up for either front end; on success the person goes to enter the e-mailed code. */
export function RegisterForm({ service }: { service: Service }) {
  const navigate = useNavigate();
  const { mutateAsync: register, isPending, error } = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(error), ...localErrors };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = { ...newPasswordProblems(values.password, values.password_confirmation) };
    if (!acceptTerms) problems.accept_terms = 'Debes aceptar los términos y el aviso de privacidad.';
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const result = await register({ ...values, service, accept_terms: true });
      navigate(`${paths.verify}?id=${result.id}&email=${encodeURIComponent(result.email)}&service=${service}`);
    } catch {
      // shown from `error`
    }
  }

  const generalError = error && Object.keys(fieldErrorsOf(error)).length === 0 ? describeForPeople(error) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {generalError && (
          <Alert color="red" role="alert">
            {generalError}
          </Alert>
        )}
        <TextInput label="Nombre" autoComplete="given-name" required {...field('name')} />
        <Group grow align="flex-start">
          <TextInput label="Apellido paterno" autoComplete="family-name" {...field('surname')} />
          <TextInput label="Apellido materno" {...field('lastname')} />
        </Group>
        <TextInput label="Correo electrónico" type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput label="Contraseña" description="Al menos 8 caracteres." autoComplete="new-password" required {...field('password')} />
        <PasswordInput label="Confirma la contraseña" autoComplete="new-password" required {...field('password_confirmation')} />
        <Checkbox
          checked={acceptTerms}
          onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
          error={errors.accept_terms}
          label={
            <>
              Acepto los{' '}
              <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                términos y condiciones
              </Anchor>{' '}
              y el{' '}
              <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                aviso de privacidad
              </Anchor>
            </>
          }
        />
        <Button type="submit" loading={isPending} fullWidth>
          Crear cuenta
        </Button>
      </Stack>
    </form>
  );
}
