import { Button, Checkbox, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TRACKER_EVENT_KINDS, type TrackerEventKind, type TrackerNoticeChoices } from '../../../../shared/contracts/positioning';
import { LoadFailed, WriteError } from '../../../components/query-states';
import { useTrackerNotices } from '../api/get-tracker-notices';
import { trackerNoticeChoicesInputSchema, useUpdateTrackerNotices } from '../api/update-tracker-notices';

/** Each kind as a choice of notices (the event list says what happened; this says what you want to hear about). */
export const TRACKER_NOTICE_LABELS: Record<TrackerEventKind, string> = {
  off_route: 'Fuera de ruta',
  back_on_route: 'Vuelta a su ruta',
  arrival: 'Llegadas a terminal',
  departure: 'Salidas de terminal',
};

export interface TrackerNoticesPopoverProps {
  companyId: number;
}

/**
 * «Avisos»: which tracker events of this company become notifications for the signed-in user
 * (`/companies/{id}/tracker-notices`). Read when first opened; the form starts from the saved
 * choice each time it opens, and closes once a change is saved.
 */
export function TrackerNoticesPopover({ companyId }: TrackerNoticesPopoverProps) {
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const choices = useTrackerNotices(companyId, wasOpened);

  function toggle() {
    setWasOpened(true);
    setOpened((value) => !value);
  }

  return (
    <Popover opened={opened} onChange={setOpened} width="min(320px, calc(100vw - 16px))" position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        {/* The button names the dialog (Mantine labels the dropdown with it) and carries aria-expanded. */}
        <Button variant="light" size="compact-sm" onClick={toggle}>
          Avisos
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm">
        {choices.isError ? (
          <LoadFailed title="No pudimos cargar tus avisos" error={choices.error} onRetry={() => void choices.refetch()} />
        ) : choices.data ? (
          <TrackerNoticesForm companyId={companyId} saved={choices.data} onSaved={() => setOpened(false)} />
        ) : (
          <Group justify="center" py="sm">
            <Loader size="sm" role="status" aria-label="Cargando tus avisos" />
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function TrackerNoticesForm({ companyId, saved, onSaved }: { companyId: number; saved: TrackerNoticeChoices; onSaved: () => void }) {
  const [kinds, setKinds] = useState<string[]>(saved.kinds);
  const update = useUpdateTrackerNotices();

  function submit() {
    // The same contract the server checks; only the checkboxes feed it, in the contract's order.
    const input = trackerNoticeChoicesInputSchema.parse({ kinds: TRACKER_EVENT_KINDS.filter((kind) => kinds.includes(kind)) });
    // On failure the popover stays open with the error and the boxes as ticked, to save again.
    update.mutate({ companyId, ...input }, { onSuccess: onSaved });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Checkbox.Group
          label="Eventos que te llegan como notificación"
          description={saved.is_default ? 'Aún no has elegido: están marcados los predeterminados.' : 'Solo para ti, en esta empresa.'}
          value={kinds}
          onChange={setKinds}
        >
          <Stack gap={6} mt="xs">
            {TRACKER_EVENT_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={TRACKER_NOTICE_LABELS[kind]} disabled={update.isPending} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="xs" c="dimmed">
          Todos los eventos siguen en el mapa y en la lista de eventos.
        </Text>
        <WriteError error={update.error} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={update.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
