import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Service } from '../../../../shared/contracts/common';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  registerFieldProblem,
  registerPayload,
  registerProblems,
} from './register-validation';
import { FormFields } from '../../../components/form-fields';

type TextField = Exclude<RegisterField, 'accept_terms'>;

/**
 * Sign-up for either front end; on success the person goes to enter the e-mailed code. Every
 * field is checked with the server's schema when it is left and again before sending, so nothing
 * is sent while a field is wrong; the server's own answer still shows beside its field.
 */
export function RegisterForm({ service }: { service: Service }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { mutateAsync: register, isPending, error } = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [problems, setProblems] = useState<Partial<Record<RegisterField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...serverErrors, ...problems };
  // A field nobody has typed in is not blamed for being empty until the form is sent.
  const edited = useRef(new Set<RegisterField>());

  /** A field already flagged is checked again as it changes, so the message leaves once it is right. */
  function change<K extends RegisterField>(name: K, value: RegisterValues[K]) {
    const next = { ...values, [name]: value };
    edited.current.add(name);
    setValues(next);
    setServerErrors(({ [name]: _, ...rest }) => rest);
    setProblems((current) => {
      const updated = { ...current };
      for (const field of name === 'password' ? (['password', 'password_confirmation'] as const) : [name]) {
        if (field in current) updated[field] = registerFieldProblem(field, next);
        if (!updated[field]) delete updated[field];
      }
      return updated;
    });
  }

  function leave(name: RegisterField) {
    const problem = registerFieldProblem(name, values);
    setProblems(({ [name]: _, ...rest }) => (problem ? { ...rest, [name]: problem } : rest));
  }

  const field = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
    onBlur: () => {
      if (edited.current.has(name)) leave(name);
    },
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = registerProblems(values, service);
    setProblems(found);
    const first = REGISTER_FIELDS.find((name) => found[name]);
    if (first) {
      const element = formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    try {
      const result = await register(registerPayload(values, service));
      navigate(`${paths.verify}?id=${result.id}&email=${encodeURIComponent(result.email)}&service=${service}`);
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure));
    }
  }

  const generalError = error && Object.keys(fieldErrorsOf(error)).length === 0 ? describeForPeople(error) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormFields>
        <Stack gap="sm">
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          <TextInput label="Nombre" autoComplete="given-name" required maxLength={100} {...field('name')} />
          <Group grow align="flex-start">
            <TextInput label="Apellido paterno" autoComplete="family-name" maxLength={100} {...field('surname')} />
            <TextInput label="Apellido materno" maxLength={100} {...field('lastname')} />
          </Group>
          <TextInput label="Correo electrónico" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
          <PasswordInput label="Contraseña" description="Al menos 8 caracteres." autoComplete="new-password" required {...field('password')} />
          <PasswordInput label="Confirma la contraseña" autoComplete="new-password" required {...field('password_confirmation')} />
          <Checkbox
            name="accept_terms"
            checked={values.accept_terms}
            onChange={(event) => change('accept_terms', event.currentTarget.checked)}
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
      </FormFields>
    </form>
  );
}
