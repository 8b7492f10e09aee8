import { Alert, Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser, User } from '../../../../shared/contracts/users';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { useSessionStore } from '../../../stores/session';
import { useRemoveProfilePhoto } from '../api/remove-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';

const MAX_BYTES = 2 * 1024 * 1024;

/** The profile photo: shown, replaced (PNG, JPEG or WebP up to 2 MiB) or removed. */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const keep = (saved: User) => useSessionStore.getState().setUser({ ...user, profile_photo_path: saved.profile_photo_path });
  const error = upload.error ?? remove.error;
  const tooBig = upload.variables && upload.variables.file.size > MAX_BYTES;

  function choose(file: File | null) {
    if (!file) return;
    upload.mutate({ id: user.id, file }, { onSuccess: keep });
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="foto">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="foto">
          Foto
        </Title>
        <Group>
          <Avatar src={user.profile_photo_path} size={88} radius="xl" color="teal" alt={user.profile_photo_path ? `Foto de ${user.name}` : ''}>
            {`${user.name[0] ?? ''}${user.surname?.[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap="xs">
            <Group gap="xs">
              <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button {...props} loading={upload.isPending}>
                    {user.profile_photo_path ? 'Cambiar foto' : 'Subir foto'}
                  </Button>
                )}
              </FileButton>
              {user.profile_photo_path && (
                <Button variant="default" loading={remove.isPending} onClick={() => remove.mutate(user.id, { onSuccess: keep })}>
                  Quitar foto
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              PNG, JPEG o WebP de hasta 2 MiB.
            </Text>
          </Stack>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {tooBig ? 'La foto pesa más de 2 MiB. Elige una más ligera.' : (fieldErrorsOf(error).photo ?? describeForPeople(error))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
