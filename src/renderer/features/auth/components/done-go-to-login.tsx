import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The end of an access flow (e-mail confirmed, password reset): what happened, and the way in. */
export function DoneGoToLogin({ message, title }: { message: string; title?: string }) {
  return (
    <Stack>
      <Alert color="teal" role="status" title={title}>
        {message}
      </Alert>
      <Button component={Link} to={paths.login}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}
