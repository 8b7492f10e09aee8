import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SignedDocument } from '../../../../shared/contracts/signatures';
import { formatDateTime } from '../../../lib/date-format';
import { SIGNER_STATE_LABELS, signerStateOf } from '../lib/signers';

// Filled blue-6 under white text is below AA contrast; blue-8 passes.
const STATE_COLORS = { signed: 'teal', turn: 'blue.8', waiting: 'gray' } as const;
const METHODS = { platform: 'certificado de Plataforma', efirma: 'e.firma del SAT' } as const;

/** The signers in order, each signed (when, how, with which certificate), signing now, or waiting. */
export function SignersList({ document }: { document: SignedDocument }) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Firmantes en orden">
      {document.signers.map((signer) => {
        const state = signerStateOf(document, signer.position);
        return (
          <Group key={signer.position} component="li" justify="space-between" align="flex-start" wrap="wrap" gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} style={{ wordBreak: 'break-word' }}>
                {signer.position}. {signer.signer_name ?? signer.email}
              </Text>
              {signer.signer_name && (
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {signer.email}
                </Text>
              )}
              {signer.status === 'signed' && (
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {formatDateTime(signer.signed_at)} · {signer.method ? METHODS[signer.method] : ''}
                  {signer.certificate_subject ? ` · ${signer.certificate_subject}` : ''}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Firma en la página {signer.page}
              </Text>
            </Stack>
            <Badge color={STATE_COLORS[state]} variant={state === 'turn' ? 'filled' : 'light'} style={{ textTransform: 'none' }}>
              {SIGNER_STATE_LABELS[state]}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}
