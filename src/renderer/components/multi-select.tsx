import { Box, Pill, PillsInput, Popover, Text, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useMemo, useState } from 'react';
import {
  MULTI_SELECT_DEFAULTS,
  type MultiSelectOption,
  dropdownNotice,
  filterOptions,
  nextActive,
  toggleValue,
  visibleTags,
} from './multi-select-options';

export type { MultiSelectOption };

export interface MultiSelectProps {
  label: string;
  data: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** At most this many may be chosen; then the dropdown says so (spec §8 text). */
  max?: number;
  placeholder?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  optionsLimit?: number;
  maxHeight?: number;
  optionHeight?: number;
  tagLimit?: number;
}

/**
 * The one multi-select (spec §8, §9): search inside, keyboard operation (arrows, Enter, Escape,
 * Backspace removes the last tag), tags for the chosen values, the spec's defaults and texts. The
 * option list is virtual, so 1,000 options open at once. Every place that picks several values
 * from a list uses it (tests/renderer/components/multi-select.test.ts keeps Mantine's
 * MultiSelect out of the features); free text lists (seals) stay Mantine's TagsInput.
 */
export function MultiSelect({
  label,
  data,
  value,
  onChange,
  max,
  placeholder = 'Escribe para buscar',
  description,
  error,
  required,
  disabled,
  optionsLimit = MULTI_SELECT_DEFAULTS.optionsLimit,
  maxHeight = MULTI_SELECT_DEFAULTS.maxHeight,
  optionHeight = MULTI_SELECT_DEFAULTS.optionHeight,
  tagLimit = MULTI_SELECT_DEFAULTS.tagLimit,
}: MultiSelectProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  // State, not a ref: the list mounts only when the dropdown opens, and the virtualizer must
  // render again once it exists to measure it (with a ref the first opening showed an empty list).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const filtered = useMemo(() => filterOptions(data, search, optionsLimit), [data, search, optionsLimit]);
  const notice = dropdownNotice({ optionCount: data.length, filteredCount: filtered.length, selectedCount: value.length, max });
  const byValue = useMemo(() => new Map(data.map((option) => [option.value, option])), [data]);
  const tags = visibleTags(value, tagLimit);

  const virtualizer = useVirtualizer({
    count: notice ? 0 : filtered.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => optionHeight,
    overscan: 8,
  });

  const pick = (option: MultiSelectOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(toggleValue(value, option.value, max));
  };
  const move = (step: 1 | -1) => {
    const next = nextActive(filtered, active, step);
    setActive(next);
    if (next >= 0) virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!opened) setOpened(true);
      if (!notice) move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && opened && active >= 0 && !notice) {
      event.preventDefault();
      pick(filtered[active]);
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      setOpened(false);
    } else if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  const activeId = opened && active >= 0 && !notice ? `${id}-option-${active}` : undefined;

  return (
    <Popover opened={opened && !disabled} onChange={setOpened} position="bottom-start" width="target" shadow="md" trapFocus={false} returnFocus={false} withRoles={false}>
      <Popover.Target>
        <PillsInput label={label} description={description} error={error} required={required} disabled={disabled} onClick={() => setOpened(true)}>
          <Pill.Group>
            {tags.shown.map((selected) => (
              <Pill key={selected} withRemoveButton={!disabled} onRemove={() => onChange(value.filter((item) => item !== selected))} removeButtonProps={{ 'aria-label': `Quitar ${byValue.get(selected)?.label ?? selected}` }}>
                {byValue.get(selected)?.label ?? selected}
              </Pill>
            ))}
            {tags.hidden > 0 && <Pill>{`y ${tags.hidden} más`}</Pill>}
            <PillsInput.Field
              role="combobox"
              aria-expanded={opened}
              aria-controls={listId}
              aria-autocomplete="list"
              // Escape closes only the open list: Mantine's modals leave an Escape from such a field to it.
              data-mantine-stop-propagation={opened ? 'true' : undefined}
              aria-activedescendant={activeId}
              placeholder={value.length === 0 ? placeholder : undefined}
              value={search}
              disabled={disabled}
              onFocus={() => setOpened(true)}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setActive(-1);
                setOpened(true);
              }}
              onKeyDown={onKeyDown}
            />
          </Pill.Group>
        </PillsInput>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {notice ? (
          <Text size="sm" p="xs" c="dimmed" role="status" lang="en">
            {notice}
          </Text>
        ) : (
          <Box ref={setScrollElement} id={listId} role="listbox" aria-multiselectable="true" aria-label={label} style={{ maxHeight, overflowY: 'auto' }}>
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const option = filtered[item.index]!;
                const selected = value.includes(option.value);
                return (
                  <UnstyledButton
                    key={option.value}
                    id={`${id}-option-${item.index}`}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={option.disabled || undefined}
                    tabIndex={-1}
                    // Keep focus in the search box: a click must not blur it and close the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onMouseEnter={() => setActive(item.index)}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      height: optionHeight,
                      transform: `translateY(${item.start}px)`,
                      padding: '0 var(--mantine-spacing-sm)',
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      borderRadius: 'var(--mantine-radius-sm)',
                      opacity: option.disabled ? 0.5 : 1,
                      background: item.index === active ? 'var(--mantine-color-default-hover)' : undefined,
                      fontWeight: selected ? 600 : undefined,
                    }}
                  >
                    <span aria-hidden="true" style={{ width: 16 }}>
                      {selected ? '✓' : ''}
                    </span>
                    <Text size="sm" truncate>
                      {option.label}
                    </Text>
                  </UnstyledButton>
                );
              })}
            </div>
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
