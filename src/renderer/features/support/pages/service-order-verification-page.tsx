import { Alert, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DefinitionRow } from '../../../components/definition-row';
import { Loading } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { useServiceOrderVerification } from '../api/get-service-order-verification';

/**
 * `/verificar/orden-servicio/{token}` (public, no session): what the QR code printed on a signed
 * service order proves — that the platform holds that order, signed by that person at that time,
 * with that content fingerprint. An unknown token says so plainly.
 */
export default function ServiceOrderVerificationPage() {
  const token = useParams().token ?? '';
  const verification = useServiceOrderVerification(token);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Verificación de orden de servicio</Title>
        {verification.isPending && <Loading label="Verificando la orden" />}
        {verification.isError && (
          <Alert color="red" title="No pudimos verificar esta orden" role="alert">
            {verification.error.status === 404 || verification.error.status === 422
              ? 'El enlace no corresponde a ninguna orden de servicio firmada. Revisa que el código QR no esté dañado o pide el documento a quien lo emitió.'
              : 'No hubo respuesta del servidor. Intenta de nuevo en unos minutos.'}
          </Alert>
        )}
        {verification.data && (
          <Card withBorder>
            <Group gap="sm" mb="md">
              <ThemeIcon color="teal.8" radius="xl" size="lg" aria-hidden>
                ✓
              </ThemeIcon>
              <Text fw={700} c="teal.9">
                Orden firmada y registrada en Plataforma
              </Text>
            </Group>
            <Stack gap="xs" component="dl" m={0}>
              <DefinitionRow label="Referencia">{verification.data.reference}</DefinitionRow>
              <DefinitionRow label="Empresa">{verification.data.company}</DefinitionRow>
              <DefinitionRow label="Trabajo">{verification.data.title}</DefinitionRow>
              <DefinitionRow label="Técnico">{verification.data.technician ?? '—'}</DefinitionRow>
              <DefinitionRow label="Recibió">{verification.data.receiver_name}</DefinitionRow>
              <DefinitionRow label="Firmada">{formatDateTime(verification.data.signed_at)}</DefinitionRow>
              <DefinitionRow label="Huella SHA-256">
                <Text ff="monospace" size="xs" component="span">
                  {verification.data.fingerprint}
                </Text>
              </DefinitionRow>
            </Stack>
            <Text size="sm" c="dimmed" mt="md">
              La huella impresa en el PDF debe ser la misma: si no coincide, el documento fue alterado.
            </Text>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
