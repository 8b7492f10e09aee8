import { Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light and dark themes; the choice is remembered by Mantine in localStorage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="subtle" size="compact-sm" onClick={() => setColorScheme(next)} aria-label={next === 'dark' ? 'Usar tema oscuro' : 'Usar tema claro'}>
      {next === 'dark' ? 'Tema oscuro' : 'Tema claro'}
    </Button>
  );
}
