import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { newPasswordProblems } from '../../../lib/new-password';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { DoneGoToLogin } from '../components/done-go-to-login';
import { FormFields } from '../../../components/form-fields';

function RequestLink() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ email });
  }
  return (
    <AuthCard title="Recupera tu contraseña" subtitle="Te enviaremos un enlace para crear una nueva. Sirve una vez y vence en 60 minutos.">
      <form onSubmit={submit} noValidate>
        <FormFields>
          <Stack gap="md">
            {request.isSuccess && (
              <Alert color="teal" role="status">
                {request.data.message}
              </Alert>
            )}
            {request.error && (
              <Alert color="red" role="alert">
                {fieldErrorsOf(request.error)['querystring.email'] ?? describeForPeople(request.error)}
              </Alert>
            )}
            <TextInput label="Correo electrónico" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <Button type="submit" loading={request.isPending} disabled={!email}>
              Enviar enlace
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.login}>
                Volver a iniciar sesión
              </Anchor>
            </Text>
          </Stack>
        </FormFields>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ email, token }: { email: string; token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  const errors = fieldErrorsOf(reset.error);
  const problems = newPasswordProblems(password, confirmation);
  const valid = !problems.password && !problems.password_confirmation;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    reset.mutate({ email, token, password, password_confirmation: confirmation });
  }
  return (
    <AuthCard title="Crea una contraseña nueva" subtitle={`Para la cuenta ${email}.`}>
      {reset.isSuccess ? (
        <DoneGoToLogin message={reset.data.message} />
      ) : (
        <form onSubmit={submit} noValidate>
          <FormFields>
            <Stack gap="md">
              {reset.error && Object.keys(errors).length === 0 && (
                <Alert color="red" role="alert">
                  {describeForPeople(reset.error)}{' '}
                  <Anchor component={Link} to={paths.recoverPassword}>
                    Pedir otro enlace
                  </Anchor>
                </Alert>
              )}
              <PasswordInput
                label="Contraseña nueva"
                description="Al menos 8 caracteres."
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={errors.password ?? (password ? problems.password : undefined)}
              />
              <PasswordInput
                label="Confirma la contraseña"
                autoComplete="new-password"
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
                error={errors.password_confirmation ?? (confirmation ? problems.password_confirmation : undefined)}
              />
              <Button type="submit" loading={reset.isPending} disabled={!valid}>
                Guardar contraseña
              </Button>
            </Stack>
          </FormFields>
        </form>
      )}
    </AuthCard>
  );
}

/** `/recuperar-password`: asks for the link, or (opened from the link) sets the new password. */
export default function RecoverPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return token && email ? <ChooseNewPassword email={email} token={token} /> : <RequestLink />;
}
