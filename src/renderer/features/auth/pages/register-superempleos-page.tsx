import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** Sign-up for job seekers: the same account, branded Superempleos in its e-mails. */
export default function RegisterSuperempleosPage() {
  return (
    <AuthCard
      title="Crea tu cuenta en Superempleos"
      subtitle="Publica tu currículum y postúlate a vacantes. Te enviaremos un código para confirmar tu correo."
      footer={
        <Text ta="center" size="sm">
          ¿Ya tienes cuenta?{' '}
          <Anchor component={Link} to={paths.login}>
            Inicia sesión
          </Anchor>
        </Text>
      }
    >
      <RegisterForm service="superempleos" />
    </AuthCard>
  );
}
