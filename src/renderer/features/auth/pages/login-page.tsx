import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { describeForPeople, errorCodeOf, isClientError } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../stores/session';
import { getCurrentUserQueryOptions } from '../api/get-current-user';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { FormFields } from '../../../components/form-fields';

/** Why a login failed, in words a person can act on. */
function loginProblem(error: unknown): { message: string; registrationId?: number } {
  if (!isClientError(error)) return { message: 'No se pudo iniciar sesión. Intenta de nuevo.' };
  if (errorCodeOf(error) === 'account_not_verified') return { message: error.message, registrationId: (error.data as { data: { registration_id?: number } }).data.registration_id };
  return { message: describeForPeople(error) };
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { mutateAsync: login, isPending } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<{ message: string; registrationId?: number } | null>(null);
  const [loadingProfile, setLoadingProfile] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const tokens = await login({ username: email, password });
      const session = useSessionStore.getState();
      session.setTokens(tokens.access_token, tokens.refresh_token, remember, tokens.expires_in);
      setLoadingProfile(true);
      session.setUser(await queryClient.fetchQuery(getCurrentUserQueryOptions()));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(paths.selectCompany, { replace: true, state: from ? { from } : undefined });
    } catch (error) {
      useSessionStore.getState().clear();
      setProblem(loginProblem(error));
    } finally {
      setLoadingProfile(false);
    }
  }

  return (
    <AuthCard
      title="Iniciar sesión"
      subtitle="Entra con tu correo y tu contraseña."
      footer={
        <Text ta="center" size="sm">
          ¿No tienes cuenta?{' '}
          <Anchor component={Link} to={paths.register}>
            Crea una
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormFields>
          <Stack gap="md">
            {problem && (
              <Alert color="red" role="alert" title="No pudimos iniciar tu sesión">
                {problem.message}
                {problem.registrationId !== undefined && (
                  <>
                    {' '}
                    <Anchor component={Link} to={`${paths.verify}?id=${problem.registrationId}&email=${encodeURIComponent(email)}`}>
                      Confirmar mi correo
                    </Anchor>
                  </>
                )}
              </Alert>
            )}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              data-autofocus
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Checkbox label="Recordarme" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
              <Anchor component={Link} to={paths.recoverPassword} size="sm">
                ¿Olvidaste tu contraseña?
              </Anchor>
            </Group>
            <Button type="submit" loading={isPending || loadingProfile} disabled={!email || !password} fullWidth>
              Entrar
            </Button>
          </Stack>
        </FormFields>
      </form>
    </AuthCard>
  );
}
