import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Big keys for a touch screen; the physical keyboard types into the same field. */
export function PinPad({ value, onChange, onSubmit, disabled }: { value: string; onChange: (pin: string) => void; onSubmit: (pressedAt: number) => void; disabled?: boolean }) {
  const press = (digit: string) => value.length < 8 && onChange(value + digit);
  // Square keys need no side padding; without it "Checar" and ⌫ read whole on a 360-px tablet.
  const big = { size: 'xl', h: 72, fz: 28, px: 4 } as const;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value.length >= 4) onSubmit(event.timeStamp || performance.now());
      }}
    >
      <PasswordInput
        label="PIN"
        size="xl"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        autoFocus
        disabled={disabled}
        mb="md"
      />
      <SimpleGrid cols={3} spacing="sm">
        {KEYS.map((digit) => (
          <Button key={digit} variant="default" {...big} onClick={() => press(digit)} disabled={disabled} aria-label={`Dígito ${digit}`}>
            {digit}
          </Button>
        ))}
        <Button variant="light" color="gray" {...big} onClick={() => onChange(value.slice(0, -1))} disabled={disabled} aria-label="Borrar un dígito">
          ⌫
        </Button>
        <Button variant="default" {...big} onClick={() => press('0')} disabled={disabled} aria-label="Dígito 0">
          0
        </Button>
        <Button type="submit" {...big} fz={{ base: 18, xs: 28 }} disabled={disabled || value.length < 4}>
          Checar
        </Button>
      </SimpleGrid>
      <Group justify="center" mt="xs" />
    </form>
  );
}
