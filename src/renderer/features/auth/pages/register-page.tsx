import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  return (
    <AuthCard
      title="Crea tu cuenta"
      subtitle="Te enviaremos un código a tu correo para confirmarlo."
      footer={
        <Text ta="center" size="sm">
          ¿Ya tienes cuenta?{' '}
          <Anchor component={Link} to={paths.login}>
            Inicia sesión
          </Anchor>{' '}
          · ¿Buscas trabajo?{' '}
          <Anchor component={Link} to={paths.registerSuperempleos}>
            Regístrate en Superempleos
          </Anchor>
        </Text>
      }
    >
      <RegisterForm service="main" />
    </AuthCard>
  );
}
