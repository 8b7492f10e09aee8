import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Verification } from '../../../../shared/contracts/signatures';
import { DefinitionRow } from '../../../components/definition-row';
import { formatDateTime } from '../../../lib/date-format';

const RESULTS: Record<Verification['result'], { title: string; color: string; icon: string }> = {
  valid: { title: 'Documento válido', color: 'teal', icon: '✓' },
  altered: { title: 'Documento alterado', color: 'red', icon: '✕' },
  unknown: { title: 'Documento desconocido', color: 'gray', icon: '?' },
};
const METHODS = { platform: 'Certificado de Plataforma', efirma: 'e.firma del SAT' } as const;

/** What the verification found: the verdict in words, the document, and each signature with its certificate. */
export function VerificationResult({ verification }: { verification: Verification }) {
  const result = RESULTS[verification.result];
  return (
    <Card withBorder aria-live="polite" data-testid="verification-result">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon color={`${result.color}.8`} radius="xl" size="lg" aria-hidden>
          {result.icon}
        </ThemeIcon>
        {/* Body colour: a teal-9 or red-9 title fails contrast on the dark scheme; the icon carries the colour. */}
        <Title order={2} size="h3">
          {result.title}
        </Title>
      </Group>
      <Text mb="md">{verification.message}</Text>
      {verification.document && (
        <Stack gap="xs" component="dl" m={0} mb="md">
          <DefinitionRow label="Documento">{verification.document.title}</DefinitionRow>
          <DefinitionRow label="Código">{verification.document.code}</DefinitionRow>
          <DefinitionRow label="Firmas">
            {verification.document.signers_signed} de {verification.document.signers_total}
            {verification.document.status === 'completed' ? ' (completo)' : ' (faltan firmas)'}
          </DefinitionRow>
        </Stack>
      )}
      {verification.signatures.length > 0 && (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Firmas del documento">
          {verification.signatures.map((signature, index) => (
            <Card key={index} component="li" withBorder padding="sm">
              <Text fw={600}>
                {index + 1}. {signature.signer_name ?? 'Firmante sin nombre'} {signature.intact ? '— firma íntegra' : '— firma no válida'}
              </Text>
              <Text size="sm" c="dimmed">
                {signature.signed_at ? `Firmó el ${formatDateTime(signature.signed_at)}` : 'Sin fecha de firma'}
                {signature.method ? ` · ${METHODS[signature.method]}` : ''}
              </Text>
              {signature.certificate && (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  Certificado {signature.certificate.serial} de {signature.certificate.subject}, emitido por {signature.certificate.issuer}; vigente del {formatDateTime(signature.certificate.valid_from)} al {formatDateTime(signature.certificate.valid_to)}.
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
