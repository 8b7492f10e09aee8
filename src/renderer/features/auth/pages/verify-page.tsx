import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Service } from '../../../../shared/contracts/common';
import { describeForPeople } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard } from '../components/auth-card';
import { DoneGoToLogin } from '../components/done-go-to-login';

/** `/verificarme`: enter the 6-digit code e-mailed at sign-up (or ask for a new one). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const email = params.get('email') ?? '';
  const service: Service = params.get('service') === 'superempleos' ? 'superempleos' : 'main';
  const [code, setCode] = useState('');
  const confirm = useConfirmRegistration();
  const resend = useResendConfirmation();

  if (!Number.isInteger(id) || id <= 0) {
    return (
      <AuthCard title="Confirma tu correo" subtitle="Para confirmar tu correo necesitas el enlace de tu registro.">
        <Text>
          Si ya creaste tu cuenta,{' '}
          <Anchor component={Link} to={paths.login}>
            inicia sesión
          </Anchor>{' '}
          y te llevaremos a confirmar tu correo. Si aún no, <Anchor component={Link} to={paths.register}>crea tu cuenta</Anchor>.
        </Text>
      </AuthCard>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ id, verification_code: code, service });
  }

  return (
    <AuthCard
      title="Confirma tu correo"
      subtitle={email ? `Escribe el código de 6 dígitos que enviamos a ${email}. Vence en 30 minutos.` : 'Escribe el código de 6 dígitos que te enviamos.'}
    >
      {confirm.isSuccess ? (
        <DoneGoToLogin title="¡Listo!" message={confirm.data.message} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {confirm.error && (
              <Alert color="red" role="alert">
                {describeForPeople(confirm.error)}
              </Alert>
            )}
            {resend.isSuccess && (
              <Alert color="teal" role="status">
                {resend.data.message}
              </Alert>
            )}
            {resend.error && (
              <Alert color="orange" role="alert">
                {describeForPeople(resend.error)}
              </Alert>
            )}
            <Stack gap={4}>
              <Text component="label" htmlFor="codigo" fw={500} size="sm">
                Código de verificación
              </Text>
              <PinInput
                id="codigo"
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label="Código de verificación"
                getInputProps={(index) => ({ 'aria-label': `Dígito ${index + 1} de 6` })}
              />
            </Stack>
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              Confirmar
            </Button>
            <Group justify="space-between">
              <Text size="sm">¿No te llegó?</Text>
              <Button variant="subtle" size="compact-sm" loading={resend.isPending} onClick={() => resend.mutate({ id, service })}>
                Enviar otro código
              </Button>
            </Group>
            {/* Registering answers the same for every e-mail; an existing account's owner gets this mail instead of a code. */}
            <Text size="sm">
              ¿Ya tenías una cuenta con este correo? Entonces no te enviamos un código, sino un aviso con un enlace para{' '}
              <Anchor component={Link} to={paths.recoverPassword}>
                recuperar tu contraseña
              </Anchor>
              .
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
