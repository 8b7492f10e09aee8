import { Select, type SelectProps } from '@mantine/core';
import { getCompany } from '../../features/companies/api/get-company';
import { enterCompany, useCompanyStore } from '../../stores/company';
import { useSessionStore } from '../../stores/session';

export type CompanySwitcherProps = Pick<SelectProps, 'w' | 'label'>;

/** The company the screens work in; the header shows it from tablet width, the drawer on a phone. */
export function CompanySwitcher({ w = { base: 180, sm: 280 }, label }: CompanySwitcherProps) {
  const user = useSessionStore((state) => state.user);
  const { selected, options } = useCompanyStore();
  if (!user || options.length === 0) return null;
  return (
    <Select
      aria-label={label ? undefined : 'Empresa'}
      label={label}
      data={options}
      value={selected ? String(selected.id) : null}
      onChange={(value) => value && void enterCompany(user, Number(value), getCompany).catch(() => undefined)}
      allowDeselect={false}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
