import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';

const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const dateFormat = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "lunes, 23 de noviembre de 2026" → "Lunes, 23 de noviembre de 2026" (Spanish keeps months lower case). */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The time, ticking every second, readable from a metre away; the company's zone whatever the computer's. */
export function ClockFace({ companyName }: { companyName: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Align the ticks to the second so the display never skips one.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack gap={0} align="center">
      {companyName && (
        <Title order={1} size="h2" ta="center">
          {companyName}
        </Title>
      )}
      <Text component="time" dateTime={now.toISOString()} fw={700} ta="center" style={{ fontSize: 'clamp(3.5rem, 11vw, 8rem)', lineHeight: 1.05, fontVariantNumeric: 'tabular-nums' }} aria-label="Hora actual">
        {timeFormat.format(now)}
      </Text>
      <Text size="xl" c="dimmed" ta="center">
        {capitalized(dateFormat.format(now))}
      </Text>
    </Stack>
  );
}
