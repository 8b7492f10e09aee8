import { Alert, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DefinitionRow } from '../../../components/definition-row';
import { Loading } from '../../../components/query-states';
import { formatDate } from '../../../lib/date-format';
import { useJobLetterVerification } from '../api/get-job-letter-verification';

/**
 * `/verificar/carta-laboral/{token}` (public, no session): what the QR code printed on an
 * employment letter proves — that the company issued it, to whom, for which position and when —
 * and whether it is still valid. A revoked letter and an unknown link say so plainly.
 */
export default function JobLetterVerificationPage() {
  const token = useParams().token ?? '';
  const verification = useJobLetterVerification(token);
  const data = verification.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Verificación de carta laboral</Title>
        {verification.isPending && <Loading label="Verificando la carta" />}
        {verification.isError && (
          <Alert color="red" title="No pudimos verificar esta carta" role="alert">
            {verification.error.status === 404 || verification.error.status === 422
              ? 'El enlace no corresponde a ninguna carta laboral emitida. Revisa que el código QR no esté dañado o pide la carta a la empresa que la emitió.'
              : 'No hubo respuesta del servidor. Intenta de nuevo en unos minutos.'}
          </Alert>
        )}
        {data && (
          <Card withBorder>
            <Group gap="sm" mb="md" wrap="nowrap">
              <ThemeIcon color={data.valid ? 'teal.8' : 'red.8'} radius="xl" size="lg" aria-hidden>
                {data.valid ? '✓' : '✕'}
              </ThemeIcon>
              <Text fw={700} c={data.valid ? 'teal.9' : 'red.9'}>
                {data.valid ? 'Carta válida: emitida por la empresa y vigente' : `Carta revocada el ${formatDate(data.revoked_at)}: ya no es válida`}
              </Text>
            </Group>
            <Stack gap="xs" component="dl" m={0}>
              <DefinitionRow label="Empresa">{data.company}</DefinitionRow>
              <DefinitionRow label="Persona">{data.employee_name}</DefinitionRow>
              <DefinitionRow label="Puesto">{data.position}</DefinitionRow>
              <DefinitionRow label="Emitida">{formatDate(data.issued_at)}</DefinitionRow>
            </Stack>
            <Text size="sm" c="dimmed" mt="md">
              Compara estos datos con los de la carta impresa: si no coinciden, el documento fue alterado.
            </Text>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
