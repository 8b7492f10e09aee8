import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

export interface Interval {
  start: string;
  end: string;
}
export type Weekly = Record<string, Interval[]>;

/** Monday first, as people read a work week; the keys are the contract's (Sunday = "0"). */
export const WEEKDAY_ROWS: { key: string; label: string }[] = [
  { key: '1', label: 'Lunes' },
  { key: '2', label: 'Martes' },
  { key: '3', label: 'Miércoles' },
  { key: '4', label: 'Jueves' },
  { key: '5', label: 'Viernes' },
  { key: '6', label: 'Sábado' },
  { key: '0', label: 'Domingo' },
];

/** The first server message whose field path starts with `prefix` ("calendar.weekly.1"). */
export const messageUnder = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

export interface BusinessCalendarEditorProps {
  weekly: Weekly;
  holidays: string[];
  onWeekly: (next: Weekly) => void;
  onHolidays: (next: string[]) => void;
  /** The server's 422 messages by field path. */
  errors: Record<string, string>;
}

/** Business hours per weekday (several intervals a day, none = not worked) and the holidays. */
export function BusinessCalendarEditor({ weekly, holidays, onWeekly, onHolidays, errors }: BusinessCalendarEditorProps) {
  const [holiday, setHoliday] = useState('');
  const setDay = (day: string, intervals: Interval[]) => onWeekly({ ...weekly, [day]: intervals });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Horario laboral (hora del centro de México)
      </Title>
      <Table aria-label="Horario laboral por día">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Día</Table.Th>
            <Table.Th scope="col">Horarios</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAY_ROWS.map(({ key, label }) => {
            const intervals = weekly[key] ?? [];
            const error = messageUnder(errors, `calendar.weekly.${key}`);
            return (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>
                  <Stack gap={6}>
                    {intervals.length === 0 && (
                      <Text size="sm" c="dimmed">
                        No laborable
                      </Text>
                    )}
                    {intervals.map((interval, index) => (
                      <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                        <TextInput
                          label={`${label}, inicio ${index + 1}`}
                          w={130}
                          maxLength={5}
                          placeholder="HH:MM"
                          value={interval.start}
                          onChange={(event) => setDay(key, intervals.map((item, at) => (at === index ? { ...item, start: event.currentTarget.value } : item)))}
                        />
                        <TextInput
                          label={`${label}, fin ${index + 1}`}
                          description={index === 0 ? '24:00: hasta medianoche' : undefined}
                          w={130}
                          maxLength={5}
                          placeholder="HH:MM"
                          value={interval.end}
                          onChange={(event) => setDay(key, intervals.map((item, at) => (at === index ? { ...item, end: event.currentTarget.value } : item)))}
                        />
                        <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={`Quitar el horario ${index + 1} del ${label.toLowerCase()}`} onClick={() => setDay(key, intervals.filter((_, at) => at !== index))}>
                          ×
                        </ActionIcon>
                      </Group>
                    ))}
                    {error && (
                      <Text size="sm" c="red.8" role="alert">
                        {error}
                      </Text>
                    )}
                    <Button
                      size="compact-sm"
                      variant="light"
                      w="fit-content"
                      aria-label={`Agregar horario al ${label.toLowerCase()}`}
                      onClick={() => setDay(key, [...intervals, intervals.length ? { start: intervals.at(-1)!.end, end: '' } : { start: '09:00', end: '18:00' }])}
                    >
                      Agregar horario
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h3">
        Días festivos
      </Title>
      <Group gap="xs" align="flex-end">
        <TextInput label="Fecha del día festivo" type="date" value={holiday} onChange={(event) => setHoliday(event.currentTarget.value)} />
        <Button
          variant="light"
          disabled={!holiday}
          onClick={() => {
            if (!holidays.includes(holiday)) onHolidays([...holidays, holiday].sort());
            setHoliday('');
          }}
        >
          Agregar festivo
        </Button>
      </Group>
      {holidays.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin días festivos.
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label="Días festivos">
          {holidays.map((day) => (
            <Group key={day} gap={4} role="listitem" wrap="nowrap">
              <Text size="sm" ff="monospace">
                {day}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={`Quitar el festivo ${day}`} onClick={() => onHolidays(holidays.filter((item) => item !== day))}>
                ×
              </ActionIcon>
            </Group>
          ))}
        </Group>
      )}
      {messageUnder(errors, 'calendar.holidays') && (
        <Text size="sm" c="red.8" role="alert">
          {messageUnder(errors, 'calendar.holidays')}
        </Text>
      )}
    </Stack>
  );
}
