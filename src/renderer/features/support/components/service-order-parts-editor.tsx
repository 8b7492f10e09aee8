import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ServiceOrderDetail, ServiceOrderPart } from '../../../../shared/contracts/service-orders';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useUpdateServiceOrder } from '../api/update-service-order';

const quantityFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
type Row = { description: string; quantity: string; unit: string };
const toRow = (part: ServiceOrderPart): Row => ({ description: part.description, quantity: String(part.quantity), unit: part.unit });

/**
 * The order's parts and materials. Read only once signed (or for the requester); otherwise rows
 * to edit and one «Guardar refacciones» that replaces the list (the server checks each row and
 * answers which field of which row is wrong).
 */
export function ServiceOrderPartsEditor({ order }: { order: ServiceOrderDetail }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateServiceOrder();

  if (!order.can_work || rows === null) {
    return (
      <Stack gap="xs">
        {order.parts.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sin refacciones registradas.
          </Text>
        ) : (
          <Table striped aria-label="Refacciones y materiales">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cantidad</Table.Th>
                <Table.Th>Unidad</Table.Th>
                <Table.Th>Descripción</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.parts.map((part, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{quantityFormat.format(part.quantity)}</Table.Td>
                  <Table.Td>{part.unit}</Table.Td>
                  <Table.Td>{part.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {order.can_work && (
          <Group>
            <Button variant="light" size="sm" onClick={() => setRows(order.parts.length ? order.parts.map(toRow) : [{ description: '', quantity: '1', unit: 'pza' }])}>
              Editar refacciones
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  const set = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  async function save(current: Row[]) {
    setErrors({});
    try {
      await update.mutateAsync({ id: order.id, input: { parts: current.map((row) => ({ description: row.description, quantity: Number(row.quantity.replace(',', '.')), unit: row.unit })) } });
      setRows(null);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }
  const errorOf = (index: number, field: keyof Row) => errors[`parts.${index}.${field}`];

  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" wrap="wrap" gap="xs">
          <TextInput label={`Cantidad ${index + 1}`} inputMode="decimal" w={110} value={row.quantity} onChange={(event) => set(index, { quantity: event.currentTarget.value })} error={errorOf(index, 'quantity')} />
          <TextInput label={`Unidad ${index + 1}`} w={100} value={row.unit} onChange={(event) => set(index, { unit: event.currentTarget.value })} error={errorOf(index, 'unit')} />
          <TextInput label={`Descripción ${index + 1}`} style={{ flex: 1, minWidth: 200 }} value={row.description} onChange={(event) => set(index, { description: event.currentTarget.value })} error={errorOf(index, 'description')} />
          <ActionIcon variant="subtle" color="red.8" mt={26} size="lg" aria-label={`Quitar la refacción ${index + 1}`} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <WriteError error={update.error} fieldErrors={errors} />
      {errors.parts && (
        <Text c="red.8" size="sm">
          {errors.parts}
        </Text>
      )}
      <Group>
        <Button variant="default" size="sm" onClick={() => setRows([...rows, { description: '', quantity: '1', unit: 'pza' }])}>
          Agregar refacción
        </Button>
        <Button size="sm" loading={update.isPending} onClick={() => void save(rows)}>
          Guardar refacciones
        </Button>
        <Button variant="subtle" size="sm" onClick={() => setRows(null)}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
}
