import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { type Container, type MovementType, formatYardPosition } from '../../../../shared/contracts/containers';
import { MOVEMENT_LABELS, MOVEMENT_RULES, movementInputSchema } from '../../../../shared/contracts/container-movements';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useCreateContainerMovement } from '../api/create-container-movement';
import { usePositionSuggestions } from '../api/get-position-suggestions';
import { useVesselCalls } from '../api/get-vessel-calls';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';

export interface MovementModalProps {
  container: Container;
  type: MovementType | null;
  onClose: () => void;
}

/**
 * Performs one movement. Gate in, discharge and yard move ask for the slot (block, bay, row,
 * tier); a yard move starts from the current one. An inspection may report damage (which sets
 * the damage hold).
 */
export function MovementModal({ container, type, onClose }: MovementModalProps) {
  return (
    <Modal opened={type !== null} onClose={onClose} title={type ? `${MOVEMENT_LABELS[type]} · ${container.number}` : ''} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {type && <MovementForm key={type} container={container} type={type} onDone={onClose} />}
    </Modal>
  );
}

function MovementForm({ container, type, onDone }: { container: Container; type: MovementType; onDone: () => void }) {
  const rule = MOVEMENT_RULES[type];
  // A yard move starts from the current slot; the others from a blank one.
  const from = type === 'yard_move' ? container.position : null;
  const [block, setBlock] = useState(from?.block ?? '');
  // Same bounds as yardPositionSchema, so "-3" is refused here instead of being sent as 1.
  const bay = useNumberField(from?.bay, { min: 1, max: 99, integer: true, required: true });
  const row = useNumberField(from?.row, { min: 1, max: 20, integer: true, required: true });
  const tier = useNumberField(from?.tier, { min: 1, max: 9, integer: true, required: true });
  const [notes, setNotes] = useState('');
  const [damage, setDamage] = useState(false);
  // Discharge and load name the vessel call; the container's own is the default.
  const withCall = type === 'discharge' || type === 'load';
  const [callId, setCallId] = useState<string | null>(container.vessel_call_id ? String(container.vessel_call_id) : null);
  const calls = useVesselCalls({ companyId: container.company_id, page: 1, q: '', status: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useCreateContainerMovement();
  const suggestions = usePositionSuggestions(container.id);
  const [suggestionNote, setSuggestionNote] = useState<string | null>(null);

  /** Fills the slot with the nearest free one the server suggests (a block that takes this container, on top of a stack). */
  async function suggest() {
    const { data, error } = await suggestions.refetch();
    if (error || !data) {
      setSuggestionNote('No pudimos obtener una sugerencia. Intenta de nuevo.');
      return;
    }
    const [first, ...others] = data.suggestions;
    if (!first) {
      setSuggestionNote('No hay posiciones libres en bloques que reciban este contenedor.');
      return;
    }
    setBlock(first.block);
    bay.setText(String(first.bay));
    row.setText(String(first.row));
    tier.setText(String(first.tier));
    setErrors({});
    setSuggestionNote(`Sugerida: ${formatYardPosition(first)}${others.length ? `. Otras libres: ${others.map(formatYardPosition).join(', ')}` : ''}.`);
  }

  async function submit() {
    const numbersRead = !rule.needsPosition || numberFieldsAreValid([bay, row, tier]);
    const parsed = movementInputSchema.safeParse({
      type,
      position: rule.needsPosition ? { block, bay: numberValue(bay), row: numberValue(row), tier: numberValue(tier) } : undefined,
      notes,
      damage: type === 'inspection' ? damage : undefined,
      vessel_call_id: withCall && callId ? Number(callId) : undefined,
    });
    if (!parsed.success) {
      // Position issues come as ['position', 'bay']: show them beside their field.
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1) ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    if (!numbersRead) return;
    try {
      await move.mutateAsync({ id: container.id, ...parsed.data });
      onDone();
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([key, message]) => [key.split('.').at(-1)!, message])));
    }
  }

  const fieldErrors = Object.keys(errors).length > 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {container.position && (
          <Text size="sm">
            Posición actual: <strong>{formatYardPosition(container.position)}</strong>
          </Text>
        )}
        {rule.needsPosition && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Text size="sm" fw={500} mb={4}>
                {type === 'yard_move' ? 'Nueva posición en patio' : 'Posición en patio'}
              </Text>
            </legend>
            <SimpleGrid cols={{ base: 2, xs: 4 }}>
              <TextInput label="Bloque" required data-autofocus maxLength={4} value={block} onChange={(event) => setBlock(event.currentTarget.value.toUpperCase())} error={errors.block} />
              <NumberField label="Bahía" field={bay} error={errors.bay} />
              <NumberField label="Fila" field={row} error={errors.row} />
              <NumberField label="Estiba" field={tier} error={errors.tier} />
            </SimpleGrid>
            <Group gap="xs" mt="xs" wrap="nowrap" align="center">
              <Button variant="light" size="xs" onClick={() => void suggest()} loading={suggestions.isFetching}>
                Sugerir posición
              </Button>
              {/* Always present, so screen readers announce the suggestion when it arrives. */}
              <Text size="xs" aria-live="polite">
                {suggestionNote}
              </Text>
            </Group>
          </fieldset>
        )}
        {withCall && (
          <Select
            label="Arribo (buque / viaje)"
            placeholder="El del contenedor"
            clearable
            searchable
            data={[
              ...(container.vessel_call && !(calls.data?.data ?? []).some((call) => call.id === container.vessel_call!.id)
                ? [{ value: String(container.vessel_call.id), label: `${container.vessel_call.vessel_name} / ${container.vessel_call.voyage}` }]
                : []),
              ...(calls.data?.data ?? []).filter((call) => call.status !== 'departed' || call.id === container.vessel_call_id).map((call) => ({ value: String(call.id), label: `${call.vessel_name} / ${call.voyage}` })),
            ]}
            value={callId}
            onChange={setCallId}
            error={errors.vessel_call_id}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {type === 'inspection' && <Checkbox label="Se encontró daño (pone la retención por daño)" checked={damage} onChange={(event) => setDamage(event.currentTarget.checked)} />}
        <Textarea label="Notas" autosize minRows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} error={errors.notes} />
        {errors.position && (
          <Text c="red" size="sm" role="alert">
            {errors.position}
          </Text>
        )}
        <WriteError error={fieldErrors ? null : move.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={move.isPending}>
            Registrar {MOVEMENT_LABELS[type].toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
