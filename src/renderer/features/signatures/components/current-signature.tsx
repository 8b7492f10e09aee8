import { Image, Paper, Text } from '@mantine/core';
import type { UserSignature } from '../../../../shared/contracts/signatures';
import { formatDateTime } from '../../../lib/date-format';
import { TypedSignature } from './typed-signature';

/** The signature that goes on documents, as saved. White behind a drawn one: its ink is dark. */
export function CurrentSignature({ signature }: { signature: UserSignature }) {
  return (
    <Paper withBorder p="md" radius="md">
      {signature.signature ? (
        <Image src={signature.signature} alt="Tu firma dibujada" maw={360} bg="white" radius="sm" />
      ) : (
        <TypedSignature name={signature.typed_name ?? ''} font={signature.font} />
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {signature.kind === 'drawn' ? 'Dibujada' : 'Escrita'} · guardada el {formatDateTime(signature.created_at)}
      </Text>
    </Paper>
  );
}
