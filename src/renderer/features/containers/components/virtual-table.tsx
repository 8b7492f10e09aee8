import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NAVIGATION_KEYS, type NavigationKey, type SortState, moveSelection, nextSort, reselect } from './table-model';

export interface TableColumn<T, K extends string> {
  key: K;
  header: string;
  /** A CSS grid track: `120px`, `1fr`, `minmax(140px, 1fr)`. */
  width: string;
  render: (row: T) => ReactNode;
  /** Columns without it cannot be sorted. */
  sortable?: boolean;
  align?: 'left' | 'right';
}

export interface VirtualTableProps<T, K extends string> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: readonly TableColumn<T, K>[];
  rowKey: (row: T) => string | number;
  /** How a row is read aloud when selected (e.g. its container number). */
  rowLabel: (row: T) => string;
  sort: SortState<K> | null;
  onSortChange: (sort: SortState<K> | null) => void;
  /** Enter or a double click on a row. */
  onOpen: (row: T) => void;
  /** Scrolled near the end: load the next page, if any. */
  onEndReached?: () => void;
  height?: number;
  rowHeight?: number;
  busy?: boolean;
}

/**
 * The operators' table: only the rows on screen are in the DOM (thousands scroll smoothly), one
 * row is selected at a time and follows the keys (arrows, Page Up/Down, Home/End), Enter opens
 * it. Focus stays on the grid; `aria-activedescendant` points screen readers at the selected row.
 * The selection sticks to the record, not the position, so live updates do not move it.
 */
export function VirtualTable<T, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  sort,
  onSortChange,
  onOpen,
  onEndReached,
  height = 560,
  rowHeight = 40,
  busy = false,
}: VirtualTableProps<T, K>) {
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [selectedKey, setSelectedKey] = useState<string | number | null>(null);
  const selected = reselect(rows, selectedKey, rowKey);
  const template = columns.map((column) => column.width).join(' ');

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 10) onEndReached();
  }, [lastIndex, rows.length, onEndReached]);

  function select(index: number) {
    const row = rows[index];
    if (!row) return;
    setSelectedKey(rowKey(row));
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (NAVIGATION_KEYS.includes(event.key)) {
      event.preventDefault();
      const pageSize = Math.floor((scrollRef.current?.clientHeight ?? height) / rowHeight);
      select(moveSelection(selected, event.key as NavigationKey, rows.length, pageSize));
    } else if (event.key === 'Enter' && selected >= 0 && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(rows[selected]!);
    }
  }

  const rowId = (index: number) => `${id}-row-${index}`;
  return (
    <Box
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-busy={busy}
      aria-activedescendant={selected >= 0 ? rowId(selected) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => {
        if (selected < 0 && rows.length > 0) setSelectedKey(rowKey(rows[0]!));
      }}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', outlineOffset: 2 }}
    >
      <div ref={scrollRef} style={{ height, overflow: 'auto', position: 'relative' }}>
        <div
          role="row"
          aria-rowindex={1}
          style={{
            display: 'grid',
            gridTemplateColumns: template,
            position: 'sticky',
            top: 0,
            zIndex: 1,
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-default-border)',
            minWidth: 'fit-content',
          }}
        >
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? sort.direction : null;
            return (
              <div
                key={column.key}
                role="columnheader"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                style={{ padding: '8px 10px', textAlign: column.align ?? 'left' }}
              >
                {column.sortable ? (
                  <UnstyledButton onClick={() => onSortChange(nextSort(sort, column.key))} aria-label={`Ordenar por ${column.header}`}>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {column.header}
                      </Text>
                      <Text size="xs" c="dimmed" aria-hidden>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </Text>
                    </Group>
                  </UnstyledButton>
                ) : (
                  <Text size="sm" fw={600}>
                    {column.header}
                  </Text>
                )}
              </div>
            );
          })}
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 'fit-content' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            const isSelected = item.index === selected;
            return (
              <div
                key={rowKey(row)}
                id={rowId(item.index)}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                aria-label={rowLabel(row)}
                data-selected={isSelected || undefined}
                onClick={() => setSelectedKey(rowKey(row))}
                onDoubleClick={() => onOpen(row)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                  display: 'grid',
                  gridTemplateColumns: template,
                  alignItems: 'center',
                  cursor: 'default',
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                  background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                  boxShadow: isSelected ? 'inset 3px 0 0 var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                {columns.map((column) => (
                  <div key={column.key} role="gridcell" style={{ padding: '0 10px', textAlign: column.align ?? 'left', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
                    {column.render(row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </Box>
  );
}
