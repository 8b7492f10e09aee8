import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Department } from '../../../../shared/contracts/departments';
import { can } from '../../../../shared/permissions';
import { paths } from '../../../lib/paths';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments } from '../../../api/get-departments';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DepartmentFormModal } from '../components/department-form-modal';
import { buildDepartmentTree } from '../components/department-tree';
import { OrgChart } from '../components/org-chart';
import { type DataTableColumn, type DataTableRowAction, DataTable } from '../../../components/data-table';
import { useDirectoryContext } from '../components/use-selected-company';

/** `/departamentos`: the selected company's departments, their org chart, and (for admins) the editing. */
export default function DepartmentsPage() {
  const { roles, company } = useDirectoryContext();
  const list = useDepartments(company?.id ?? null);
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<Department | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const manage = can(roles, 'departments.manage');

  if (!company) {
    return (
      <Stack gap="lg">
        <Title order={1}>Departamentos</Title>
        <Alert color="blue">
          Elige una empresa en <Link to={paths.selectCompany}>Seleccionar empresa</Link> para ver sus departamentos.
        </Alert>
      </Stack>
    );
  }
  const departments = list.data ?? [];
  const parentName = (id: number | null) => departments.find((d) => d.id === id)?.name;
  const openForm = (department: Department | null) => {
    setEditing(department);
    setFormOpen(true);
  };
  const columns: DataTableColumn<Department>[] = [
    {
      header: 'Nombre',
      cell: (department) => (
        <>
          {department.name}
          {department.is_technical_support && (
            <Badge ml="xs" size="sm" variant="light" color="grape">
              Soporte técnico
            </Badge>
          )}
        </>
      ),
    },
    {
      header: 'Identificador',
      cell: (department) => (
        <Text span ff="monospace" size="sm">
          {department.slug}
        </Text>
      ),
    },
    { header: 'Superior', cell: (department) => parentName(department.parent_id) ?? '—' },
    { header: 'Responsable', cell: (department) => department.manager?.full_name ?? '—' },
    { header: 'Empleados', cell: (department) => department.employees_count },
  ];
  const actions: DataTableRowAction<Department>[] = [
    { label: 'Editar', name: (department) => `Editar ${department.name}`, onClick: openForm },
    {
      label: 'Eliminar',
      name: (department) => `Eliminar ${department.name}`,
      danger: true,
      onClick: (department) => {
        remove.reset();
        setDeleting(department);
      },
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Departamentos</Title>
          <Text c="dimmed">{company.name}</Text>
        </div>
        {manage && <Button onClick={() => openForm(null)}>Nuevo departamento</Button>}
      </Group>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-departamentos">
        <Title order={2} fz="h3" id="lista-departamentos" mb="sm">
          Lista
        </Title>
        <DataTable
          query={list}
          rows={departments}
          rowKey={(department) => department.id}
          columns={columns}
          actions={manage ? actions : []}
          scrollLabel="Lista de departamentos"
          minWidth={640}
          loadingLabel="Cargando departamentos"
          errorTitle="No pudimos cargar los departamentos"
          empty={manage ? 'Esta empresa aún no tiene departamentos. Crea el primero con «Nuevo departamento».' : 'Esta empresa aún no tiene departamentos.'}
        />
      </Paper>

      {departments.length > 0 && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="organigrama">
          <Title order={2} fz="h3" id="organigrama" mb="sm">
            Organigrama
          </Title>
          <OrgChart tree={buildDepartmentTree(departments)} />
        </Paper>
      )}

      {manage && (
        <>
          <DepartmentFormModal companyId={company.id} departments={departments} editing={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title="Eliminar departamento"
            confirmLabel="Eliminar"
            pending={remove.isPending}
            error={remove.error}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          >
            ¿Eliminar «{deleting?.name}»? Esta acción no se puede deshacer.
          </ConfirmDeleteModal>
        </>
      )}
    </Stack>
  );
}
