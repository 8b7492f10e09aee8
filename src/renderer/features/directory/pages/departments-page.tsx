import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
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
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useDirectoryContext } from '../components/use-selected-company';
import { TableScroll } from '../../../components/table-scroll';

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

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Departamentos</Title>
          <Text c="dimmed">{company.name}</Text>
        </div>
        {manage && <Button onClick={() => openForm(null)}>Nuevo departamento</Button>}
      </Group>

      {list.isPending && <Loading label="Cargando departamentos" />}
      {list.isError && <LoadFailed title="No pudimos cargar los departamentos" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && departments.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Empty>{manage ? 'Esta empresa aún no tiene departamentos. Crea el primero con «Nuevo departamento».' : 'Esta empresa aún no tiene departamentos.'}</Empty>
        </Paper>
      )}

      {departments.length > 0 && (
        <>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lista-departamentos">
            <Title order={2} fz="h3" id="lista-departamentos" mb="sm">
              Lista
            </Title>
            <TableScroll label="Lista de departamentos" minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Nombre</Table.Th>
                    <Table.Th scope="col">Identificador</Table.Th>
                    <Table.Th scope="col">Superior</Table.Th>
                    <Table.Th scope="col">Responsable</Table.Th>
                    <Table.Th scope="col">Empleados</Table.Th>
                    {manage && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Acciones</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {departments.map((department) => (
                    <Table.Tr key={department.id}>
                      <Table.Td>
                        {department.name}
                        {department.is_technical_support && (
                          <Badge ml="xs" size="sm" variant="light" color="grape">
                            Soporte técnico
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text span ff="monospace" size="sm">
                          {department.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td>{parentName(department.parent_id) ?? '—'}</Table.Td>
                      <Table.Td>{department.manager?.full_name ?? '—'}</Table.Td>
                      <Table.Td>{department.employees_count}</Table.Td>
                      {manage && (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap" justify="flex-end">
                            <Button size="xs" variant="light" onClick={() => openForm(department)} aria-label={`Editar ${department.name}`}>
                              Editar
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                remove.reset();
                                setDeleting(department);
                              }}
                              aria-label={`Eliminar ${department.name}`}
                            >
                              Eliminar
                            </Button>
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Paper>

          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="organigrama">
            <Title order={2} fz="h3" id="organigrama" mb="sm">
              Organigrama
            </Title>
            <OrgChart tree={buildDepartmentTree(departments)} />
          </Paper>
        </>
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
