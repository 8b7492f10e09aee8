import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { CurrentUser } from '../../../../shared/contracts/users';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { newPasswordProblems } from '../../../lib/new-password';
import { useSessionStore } from '../../../stores/session';
import { useUpdatePassword } from '../api/update-password';
import { useUpdateUser } from '../api/update-user';
import { ProfilePhoto } from '../components/profile-photo';

function PersonalData({ user }: { user: CurrentUser }) {
  const [name, setName] = useState(user.name);
  const [surname, setSurname] = useState(user.surname ?? '');
  const [lastname, setLastname] = useState(user.lastname ?? '');
  const update = useUpdateUser();
  const errors = fieldErrorsOf(update.error);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await update.mutateAsync({ id: user.id, name, surname: surname || null, lastname: lastname || null }).catch(() => null);
    if (saved) useSessionStore.getState().setUser({ ...user, name: saved.name, surname: saved.surname, lastname: saved.lastname });
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="datos">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h3" id="datos">
            Datos personales
          </Title>
          {update.isSuccess && (
            <Alert color="teal" role="status">
              Tus datos se guardaron.
            </Alert>
          )}
          {update.error && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert">
              {describeForPeople(update.error)}
            </Alert>
          )}
          <TextInput label="Nombre" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <Group grow align="flex-start">
            <TextInput label="Apellido paterno" value={surname} onChange={(event) => setSurname(event.currentTarget.value)} error={errors.surname} />
            <TextInput label="Apellido materno" value={lastname} onChange={(event) => setLastname(event.currentTarget.value)} error={errors.lastname} />
          </Group>
          <TextInput label="Correo electrónico" value={user.email} readOnly description="Para cambiar tu correo escribe a soporte." />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!name.trim()}>
              Guardar datos
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const update = useUpdatePassword();
  const errors = fieldErrorsOf(update.error);
  const problems = newPasswordProblems(password, confirmation);
  const mismatch = confirmation ? problems.password_confirmation : undefined;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problems.password || problems.password_confirmation) return;
    const done = await update.mutateAsync({ current_password: current, password, password_confirmation: confirmation }).catch(() => null);
    if (done) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contrasena">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h3" id="contrasena">
            Contraseña
          </Title>
          <Text size="sm" c="dimmed">
            Al cambiarla cerramos tus sesiones en otros dispositivos.
          </Text>
          {update.isSuccess && (
            <Alert color="teal" role="status">
              {update.data.message}
            </Alert>
          )}
          {update.error && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert">
              {describeForPeople(update.error)}
            </Alert>
          )}
          <PasswordInput label="Contraseña actual" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.currentTarget.value)} error={errors.current_password} />
          <PasswordInput
            label="Contraseña nueva"
            description="Al menos 8 caracteres."
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label="Confirma la contraseña nueva"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={errors.password_confirmation ?? mismatch}
          />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!current || !!problems.password || !!mismatch}>
              Cambiar contraseña
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/perfil`: the signed-in person's own photo, data and password. */
export default function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Mi perfil</Title>
      <ProfilePhoto user={user} />
      <PersonalData user={user} />
      <ChangePassword />
    </Stack>
  );
}
