import { Group, TextInput } from '@mantine/core';

export interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  error?: string;
}

/** "Desde" / "Hasta" as plain date inputs (days of the company's calendar). */
export function DateRange({ from, to, onChange, error }: DateRangeProps) {
  return (
    <Group gap="sm" align="flex-start">
      <TextInput type="date" label="Desde" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.currentTarget.value, to })} w={170} />
      <TextInput type="date" label="Hasta" value={to} min={from || undefined} onChange={(e) => onChange({ from, to: e.currentTarget.value })} error={error} w={170} />
    </Group>
  );
}

/** A range the server will take: both days present and in order. */
export const isValidRange = (from: string, to: string) => /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
