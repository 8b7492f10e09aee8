import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AttendanceDevice, CreatedDevice } from '../../../../shared/contracts/attendance-clock';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createDeviceInputSchema, useCreateDevice } from '../api/create-device';
import { useDevices } from '../api/get-devices';
import { useRevokeDevice } from '../api/revoke-device';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { issuesByField } from '../../../lib/form-errors';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { formatDateTime } from './zoned-time';
import { TableScroll } from '../../../components/table-scroll';
import { PairingModal } from './pairing-modal';

/** The token, shown this once: the server keeps only its hash. */
function TokenOnce({ created, onClose }: { created: CreatedDevice; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Copia el código ahora" styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}>
        Este código se muestra una sola vez. Abre /control-asistencia/reloj en el equipo del reloj y pega este código, o cierra esto y pulsa «Vincular» para usar un código corto o un QR.
      </Alert>
      <Code block aria-label="Código del reloj" style={{ wordBreak: 'break-all' }}>
        {created.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copiado' : 'Copiar código'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          Listo
        </Button>
      </Group>
    </Stack>
  );
}

function NewDeviceForm({ companyId, onCreated }: { companyId: number; onCreated: (created: CreatedDevice) => void }) {
  const [name, setName] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateDevice();
  const serverErrors = fieldErrorsOf(create.error);
  const errors = { ...serverErrors, ...localErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = createDeviceInputSchema.safeParse({ name });
    if (!checked.success) {
      setLocalErrors(issuesByField(checked.error));
      return;
    }
    setLocalErrors({});
    const created = await create.mutateAsync({ companyId, name }).catch(() => null);
    if (created) {
      setName('');
      onCreated(created);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Nuevo reloj">
      <Stack gap="xs">
        <WriteError error={create.error} fieldErrors={serverErrors} />
        <Group align="flex-end">
          <TextInput label="Nombre del reloj" placeholder="Recepción planta baja" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={100} style={{ flex: 1 }} />
          <Button type="submit" loading={create.isPending}>
            Agregar reloj
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Relojes": the company's clock devices, a new one's token shown once, and revoking. */
export function DevicesPanel({ companyId }: { companyId: number }) {
  const devices = useDevices(companyId);
  const revoke = useRevokeDevice();
  const [created, setCreated] = useState<CreatedDevice | null>(null);
  const [revoking, setRevoking] = useState<AttendanceDevice | null>(null);
  const [pairing, setPairing] = useState<AttendanceDevice | null>(null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="relojes">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="relojes">
            Relojes
          </Title>
          <Text size="sm" c="dimmed">
            Cada reloj checador entra con su propio código, nunca con la cuenta de una persona. Al quitarlo, su código deja de funcionar.
          </Text>
        </div>
        <NewDeviceForm companyId={companyId} onCreated={setCreated} />
        {devices.isPending && <Loading label="Cargando relojes" />}
        {devices.isError && <LoadFailed title="No pudimos cargar los relojes" error={devices.error} onRetry={() => void devices.refetch()} />}
        {devices.data && devices.data.length === 0 && <Empty>Aún no hay relojes. Agrega el primero para instalarlo en la entrada.</Empty>}
        {devices.data && devices.data.length > 0 && (
          <TableScroll label="Relojes de la empresa, tabla" minWidth={560}>
            <Table striped aria-label="Relojes de la empresa">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Nombre</Table.Th>
                  <Table.Th scope="col">Alta</Table.Th>
                  <Table.Th scope="col">Última conexión</Table.Th>
                  <Table.Th scope="col">Estado</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Acciones</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.data.map((device) => (
                  <Table.Tr key={device.id}>
                    <Table.Td>{device.name}</Table.Td>
                    <Table.Td>{formatDateTime(device.created_at)}</Table.Td>
                    <Table.Td>{device.last_seen_at ? formatDateTime(device.last_seen_at) : 'Nunca'}</Table.Td>
                    <Table.Td>
                      {device.revoked_at ? (
                        <Badge color="gray" variant="light">
                          Quitado
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          Activo
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {!device.revoked_at && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setPairing(device)} aria-label={`Vincular el reloj ${device.name}`}>
                            Vincular
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => {
                              revoke.reset();
                              setRevoking(device);
                            }}
                            aria-label={`Quitar el reloj ${device.name}`}
                          >
                            Quitar
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={created !== null} onClose={() => setCreated(null)} title={created ? `Reloj «${created.device.name}» creado` : ''}>
        {created && <TokenOnce created={created} onClose={() => setCreated(null)} />}
      </Modal>
      <PairingModal device={pairing} onClose={() => setPairing(null)} />
      <ConfirmDeleteModal
        opened={revoking !== null}
        title="Quitar reloj"
        confirmLabel="Quitar"
        pending={revoke.isPending}
        error={revoke.error}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      >
        ¿Quitar el reloj «{revoking?.name}»? Dejará de aceptar checadas hasta que se le dé un código nuevo.
      </ConfirmDeleteModal>
    </Paper>
  );
}
