import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Employee } from '../../../../shared/contracts/employees';
import { can } from '../../../../shared/permissions';
import { employeePath, paths } from '../../../lib/paths';
import { useDeleteEmployee } from '../api/delete-employee';
import { useDepartments } from '../../../api/get-departments';
import { useEmployees } from '../../../api/get-employees';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DepartmentSelect } from '../../../components/department-select';
import { useListState } from '../../../hooks/use-list-state';
import { EmployeeFormDrawer } from '../components/employee-form-drawer';
import { EmployeeImportPanel } from '../components/employee-import-panel';
import { Pages, Warning } from '../../../components/query-states';
import { type DataTableColumn, type DataTableRowAction, DataTable } from '../../../components/data-table';
import { useDirectoryContext } from '../components/use-selected-company';

const EMPLOYEE_COLUMNS: DataTableColumn<Employee>[] = [
  {
    header: 'Nombre',
    cell: (employee) => (
      <Anchor component={Link} to={employeePath(employee.department_id, employee.id)}>
        {employee.full_name}
      </Anchor>
    ),
  },
  { header: 'Departamento', cell: (employee) => employee.department.name },
  { header: 'Puesto', cell: (employee) => employee.position ?? '—' },
  { header: 'Núm. empleado', cell: (employee) => employee.employee_number ?? '—' },
  {
    header: 'Contacto',
    cell: (employee) => (
      <>
        <Text size="sm">{employee.email ?? '—'}</Text>
        {employee.phone && (
          <Text size="xs" c="dimmed">
            {employee.phone}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Chofer',
    cell: (employee) =>
      employee.is_driver ? (
        <Badge variant="light" color="blue">
          Chofer
        </Badge>
      ) : (
        'No'
      ),
  },
];

function EmployeesTable({ companyId, manage }: { companyId: number; manage: boolean }) {
  // In the address, so Back from an employee returns to the same search and page.
  const [filters, setList] = useListState({ q: '', department: null as number | null, drivers: false, page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const departmentId = typeof filters.department === 'number' ? filters.department : null;
  const { drivers: onlyDrivers, page } = filters;
  const [editing, setEditing] = useState<Employee | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const departments = useDepartments(companyId);
  const list = useEmployees({ companyId, page, q, departmentId, onlyDrivers });
  const remove = useDeleteEmployee();
  const rows = list.data?.data ?? [];
  const filtered = Boolean(q.trim()) || departmentId !== null || onlyDrivers;
  const openForm = (employee: Employee | null) => {
    setEditing(employee);
    setFormOpen(true);
  };
  const actions: DataTableRowAction<Employee>[] = [
    { label: 'Editar', name: (employee) => `Editar a ${employee.full_name}`, onClick: openForm },
    {
      label: 'Eliminar',
      name: (employee) => `Eliminar a ${employee.full_name}`,
      danger: true,
      onClick: (employee) => {
        remove.reset();
        setDeleting(employee);
      },
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Buscar"
            placeholder="Nombre, correo, número de empleado…"
            type="search"
            value={filters.q}
            onChange={(event) => setList({ q: event.currentTarget.value })}
            w={{ base: '100%', sm: 280 }}
          />
          <DepartmentSelect
            companyId={companyId}
            label="Departamento"
            placeholder="Todos"
            value={departmentId}
            onChange={(id) => setList({ department: id })}
            w={{ base: '100%', sm: 220 }}
          />
          <Checkbox
            label="Solo choferes"
            checked={onlyDrivers}
            onChange={(event) => setList({ drivers: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
        {manage && (
          <Button onClick={() => openForm(null)} disabled={!departments.data}>
            Nuevo empleado
          </Button>
        )}
      </Group>

      <DataTable
        query={list}
        rows={rows}
        rowKey={(employee) => employee.id}
        columns={EMPLOYEE_COLUMNS}
        actions={manage ? actions : []}
        scrollLabel="Lista de empleados"
        tableLabel="Empleados"
        minWidth={760}
        loadingLabel="Cargando empleados"
        errorTitle="No pudimos cargar los empleados"
        empty={filtered ? 'Ningún empleado coincide con la búsqueda o los filtros.' : 'Esta empresa aún no tiene empleados.'}
      />
      {list.data && (
        <Text size="sm" c="dimmed">
          {list.data.total === 1 ? '1 empleado' : `${list.data.total.toLocaleString('es-MX')} empleados`}
        </Text>
      )}
      {list.data && <Pages total={list.data.last_page} value={page} onChange={(next) => setList({ page: next }, { push: true })} />}

      {manage && (
        <>
          <EmployeeFormDrawer departments={departments.data ?? []} editing={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title="Eliminar empleado"
            confirmLabel="Eliminar"
            pending={remove.isPending}
            error={remove.error}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate({ departmentId: deleting.department_id, employeeId: deleting.id }, { onSuccess: () => setDeleting(null) })}
          >
            ¿Eliminar a {deleting?.full_name}? Se borran sus datos, documentos e imágenes. Esta acción no se puede deshacer.
          </ConfirmDeleteModal>
        </>
      )}
    </Stack>
  );
}

/** `/empleados`: the selected company's employees; admins also add, edit, delete and import them. */
export default function EmployeesPage() {
  const { roles, company } = useDirectoryContext();
  const manage = can(roles, 'employees.manage');
  if (!company || !can(roles, 'employees.read')) {
    return (
      <Stack gap="lg">
        <Title order={1}>Empleados</Title>
        {company ? (
          <Warning>Tu rol no permite consultar los empleados de la empresa.</Warning>
        ) : (
          <Alert color="blue">
            Elige una empresa en <Link to={paths.selectCompany}>Seleccionar empresa</Link> para ver a sus empleados.
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Empleados</Title>
        <Text c="dimmed">{company.name}</Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        {manage ? (
          <Tabs defaultValue="lista" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="lista">Lista</Tabs.Tab>
              <Tabs.Tab value="importar">Importar desde archivo</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lista">
              <EmployeesTable companyId={company.id} manage />
            </Tabs.Panel>
            <Tabs.Panel value="importar">
              <EmployeeImportPanel companyId={company.id} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <EmployeesTable companyId={company.id} manage={false} />
        )}
      </Paper>
    </Stack>
  );
}
