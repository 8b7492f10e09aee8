import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type DataTableProps, DataTable } from '../../../src/renderer/components/data-table';
import type { ClientError } from '../../../src/renderer/lib/client-error';

interface Row {
  id: number;
  name: string;
}

const settled = { isPending: false, isError: false, error: null, refetch: vi.fn() };
const base: DataTableProps<Row> = {
  query: settled,
  rows: [],
  rowKey: (row) => row.id,
  columns: [{ header: 'Nombre', cell: (row) => row.name }],
  scrollLabel: 'Lista de cosas',
  minWidth: 600,
  loadingLabel: 'Cargando cosas',
  errorTitle: 'No pudimos cargar las cosas',
  empty: 'Aún no hay cosas.',
};

const render = (props: Partial<DataTableProps<Row>>) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(DataTable<Row>, { ...base, ...props })));

describe('DataTable: one list table with its query states', () => {
  it('shows a named loader while the query is pending, and no table', () => {
    const html = render({ query: { ...settled, isPending: true } });
    expect(html).toContain('aria-label="Cargando cosas"');
    expect(html).not.toContain('<table');
  });

  it('shows a failure as an alert with its title and "Reintentar"', () => {
    const error = { status: 500, message: 'x', code: null, fieldErrors: {} } as unknown as ClientError;
    const html = render({ query: { ...settled, isError: true, error } });
    expect(html).toContain('role="alert"');
    expect(html).toContain('No pudimos cargar las cosas');
    expect(html).toContain('Reintentar');
  });

  it('says it is empty instead of drawing an empty table', () => {
    const html = render({});
    expect(html).toContain('Aún no hay cosas.');
    expect(html).not.toContain('<table');
  });

  it('draws the rows in the named scroll box, key column pinned, actions named after their row', () => {
    const html = render({
      rows: [{ id: 1, name: 'Ventas' }],
      tableLabel: 'Cosas',
      actions: [{ label: 'Editar', name: (row) => `Editar ${row.name}`, onClick: vi.fn() }],
    });
    expect(html).toMatch(/role="region" aria-label="Lista de cosas"[^>]*data-pin-first="true"/);
    expect(html).toContain('aria-label="Cosas"');
    expect(html).toContain('>Ventas</td>');
    expect(html).toContain('aria-label="Editar Ventas"');
    expect(html).toContain('Acciones');
  });

  it('has no actions column when the user may not act', () => {
    expect(render({ rows: [{ id: 1, name: 'Ventas' }] })).not.toContain('Acciones');
  });
});
