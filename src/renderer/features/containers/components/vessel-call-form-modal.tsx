import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { VesselCall } from '../../../../shared/contracts/vessel-calls';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createVesselCallInputSchema, useCreateVesselCall } from '../api/create-vessel-call';
import { updateVesselCallInputSchema, useUpdateVesselCall } from '../api/update-vessel-call';
import { fromLocalInput, toLocalInput } from './datetime-input';
import { WriteError } from '../../../components/query-states';

export interface VesselCallFormModalProps {
  opened: boolean;
  companyId: number;
  /** null creates a call. */
  call: VesselCall | null;
  onClose: () => void;
}

const TIMES = [
  { key: 'eta', label: 'ETA (llegada estimada)' },
  { key: 'ata', label: 'ATA (llegada real)' },
  { key: 'etd', label: 'ETD (salida estimada)' },
  { key: 'atd', label: 'ATD (salida real)' },
] as const;
type TimeKey = (typeof TIMES)[number]['key'];

/** Creates or edits a vessel call: vessel, voyage, line, berth and its four times. */
export function VesselCallFormModal({ opened, companyId, call, onClose }: VesselCallFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={call ? `Editar arribo ${call.vessel_name} / ${call.voyage}` : 'Nuevo arribo'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <VesselCallForm key={call?.id ?? 'new'} companyId={companyId} call={call} onDone={onClose} />}
    </Modal>
  );
}

function VesselCallForm({ companyId, call, onDone }: { companyId: number; call: VesselCall | null; onDone: () => void }) {
  const [vessel, setVessel] = useState(call?.vessel_name ?? '');
  const [voyage, setVoyage] = useState(call?.voyage ?? '');
  const [line, setLine] = useState(call?.shipping_line ?? '');
  const [berth, setBerth] = useState(call?.berth ?? '');
  const [times, setTimes] = useState<Record<TimeKey, string>>({ eta: toLocalInput(call?.eta), ata: toLocalInput(call?.ata), etd: toLocalInput(call?.etd), atd: toLocalInput(call?.atd) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateVesselCall();
  const update = useUpdateVesselCall();
  const mutation = call ? update : create;

  async function submit() {
    const fields = {
      vessel_name: vessel,
      voyage,
      shipping_line: line,
      berth,
      eta: fromLocalInput(times.eta),
      ata: fromLocalInput(times.ata),
      etd: fromLocalInput(times.etd),
      atd: fromLocalInput(times.atd),
    };
    const parsed = call ? updateVesselCallInputSchema.safeParse(fields) : createVesselCallInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      if (call) await update.mutateAsync({ id: call.id, ...parsed.data });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Buque" required data-autofocus value={vessel} onChange={(event) => setVessel(event.currentTarget.value)} error={errors.vessel_name} />
          <TextInput label="Viaje" required value={voyage} onChange={(event) => setVoyage(event.currentTarget.value)} error={errors.voyage} />
          <TextInput label="Naviera" required value={line} onChange={(event) => setLine(event.currentTarget.value)} error={errors.shipping_line} />
          <TextInput label="Muelle" value={berth} onChange={(event) => setBerth(event.currentTarget.value)} error={errors.berth} />
          {TIMES.map(({ key, label }) => (
            <TextInput key={key} label={label} type="datetime-local" value={times[key]} onChange={(event) => {
                // Read now: React clears the event's currentTarget before the updater runs.
                const value = event.currentTarget.value;
                setTimes((current) => ({ ...current, [key]: value }));
              }} error={errors[key]} />
          ))}
        </SimpleGrid>
        <WriteError error={Object.keys(errors).length ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {call ? 'Guardar cambios' : 'Registrar arribo'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
