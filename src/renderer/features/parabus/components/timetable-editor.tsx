import { ActionIcon, Badge, Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ROUTE_DAY_TYPES, ROUTE_DAY_TYPE_LABELS, type RouteDayType, type RouteTimetable } from '../../../../shared/contracts/bus-routes';
import { parseNumberText } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useReplaceRouteTimetable } from '../api/replace-route-timetable';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Departures of each day type: add one, remove one, or fill a range every N minutes. */
export function TimetableEditor({ timetable, readOnly }: { timetable: RouteTimetable; readOnly: boolean }) {
  const [draft, setDraft] = useState<Record<RouteDayType, string[]>>({ weekday: timetable.weekday, saturday: timetable.saturday, sunday: timetable.sunday });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useReplaceRouteTimetable();

  async function submit() {
    try {
      await save.mutateAsync({ routeId: timetable.route_id, ...draft });
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  return (
    <Stack gap="sm">
      <Tabs defaultValue="weekday">
        <Tabs.List>
          {ROUTE_DAY_TYPES.map((day) => (
            <Tabs.Tab key={day} value={day}>
              {ROUTE_DAY_TYPE_LABELS[day]} ({draft[day].length})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ROUTE_DAY_TYPES.map((day) => (
          <Tabs.Panel key={day} value={day} pt="sm">
            <DayEditor
              label={ROUTE_DAY_TYPE_LABELS[day]}
              times={draft[day]}
              readOnly={readOnly}
              error={Object.entries(errors).find(([key]) => key.startsWith(day))?.[1]}
              onChange={(times) => setDraft((current) => ({ ...current, [day]: [...new Set(times)].sort() }))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <WriteError error={Object.keys(errors).length ? null : save.error} />
      {save.isSuccess && !save.isPending && (
        <Text size="sm" c="teal.9" role="status">
          Horario guardado.
        </Text>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={save.isPending}>
            Guardar horario
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DayEditor({ label, times, readOnly, error, onChange }: { label: string; times: string[]; readOnly: boolean; error?: string | undefined; onChange: (times: string[]) => void }) {
  const [one, setOne] = useState('');
  const [from, setFrom] = useState('06:00');
  const [to, setTo] = useState('22:00');
  const [every, setEvery] = useState('15');
  const everyParsed = parseNumberText(every, { min: 1, max: 240, integer: true, required: true });
  const rangeOk = TIME.test(from) && TIME.test(to) && minutesOf(from) <= minutesOf(to) && everyParsed.ok;
  return (
    <Stack gap="sm">
      {times.length === 0 ? (
        <Text c="dimmed">Sin salidas.</Text>
      ) : (
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Salidas de ${label.toLowerCase()}`}>
          {times.map((time) => (
            <li key={time}>
              <Badge
                variant="outline"
                color="gray.7"
                size="lg"
                radius="sm"
                rightSection={
                  readOnly ? undefined : (
                    <ActionIcon size="xs" variant="transparent" color="gray.8" aria-label={`Quitar la salida de las ${time}`} onClick={() => onChange(times.filter((t) => t !== time))}>
                      ✕
                    </ActionIcon>
                  )
                }
              >
                {time}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <>
          <Group align="flex-end" gap="xs">
            <TextInput label="Salida" type="time" value={one} onChange={(event) => setOne(event.currentTarget.value)} w={130} />
            <Button variant="light" disabled={!TIME.test(one)} onClick={() => onChange([...times, one])}>
              Agregar salida
            </Button>
          </Group>
          <Group align="flex-end" gap="xs">
            <TextInput label="Desde" type="time" value={from} onChange={(event) => setFrom(event.currentTarget.value)} w={130} />
            <TextInput label="Hasta" type="time" value={to} onChange={(event) => setTo(event.currentTarget.value)} w={130} />
            <TextInput label="Cada (min)" inputMode="numeric" value={every} onChange={(event) => setEvery(event.currentTarget.value)} w={100} error={everyParsed.ok ? undefined : everyParsed.error} />
            <Button
              variant="light"
              disabled={!rangeOk}
              onClick={() => {
                const step = everyParsed.ok ? everyParsed.value! : 15;
                const generated: string[] = [];
                for (let minute = minutesOf(from); minute <= minutesOf(to); minute += step) generated.push(timeOf(minute));
                onChange([...times, ...generated]);
              }}
            >
              Agregar intervalo
            </Button>
            <Button variant="outline" color="red.9" disabled={times.length === 0} onClick={() => onChange([])}>
              Vaciar
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
