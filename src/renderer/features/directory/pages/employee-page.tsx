import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Employee } from '../../../../shared/contracts/employees';
import { can } from '../../../../shared/permissions';
import { employeePath, paths } from '../../../lib/paths';
import { useDepartments } from '../../../api/get-departments';
import { useEmployee } from '../api/get-employee';
import { EmployeeFormDrawer } from '../components/employee-form-drawer';
import { licenceStatus, localToday } from '../components/filters';
import { LoadFailed, Loading, Warning } from '../../../components/query-states';
import { ResourceDocuments } from '../components/resource-documents';
import { ResourceImages } from '../components/resource-images';
import { useDirectoryContext } from '../components/use-selected-company';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

const formatDate = (isoDate: string) => new Date(`${isoDate}T12:00:00`).toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });

function Licence({ employee }: { employee: Employee }) {
  const status = licenceStatus(employee.license_expires_on, localToday());
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="Número de licencia" value={employee.license_number} />
        <Field label="Vencimiento" value={employee.license_expires_on ? formatDate(employee.license_expires_on) : null} />
      </SimpleGrid>
      {status.state === 'expired' && (
        <Alert color="red" role="alert" title="Licencia vencida">
          Venció hace {status.days === 1 ? '1 día' : `${status.days} días`}. No debe conducir hasta renovarla.
        </Alert>
      )}
      {status.state === 'soon' && (
        <Warning title="Licencia por vencer">
          {status.days === 0 ? 'Vence hoy.' : `Vence en ${status.days === 1 ? '1 día' : `${status.days} días`}.`} Conviene renovarla.
        </Warning>
      )}
      {status.state === 'none' && <Text c="dimmed">No hay fecha de vencimiento registrada.</Text>}
    </Stack>
  );
}

/** `/departamentos/{departmentId}/empleados/{employeeId}`: an employee's data, licence, documents and images. */
export default function EmployeePage() {
  const params = useParams();
  const departmentId = Number(params.departmentId);
  const employeeId = Number(params.employeeId);
  const valid = Number.isInteger(departmentId) && departmentId > 0 && Number.isInteger(employeeId) && employeeId > 0;
  const { roles } = useDirectoryContext();
  const query = useEmployee(valid ? departmentId : 0, valid ? employeeId : 0);
  const employee = query.data;
  const departments = useDepartments(employee?.company_id ?? null);
  const [editOpen, setEditOpen] = useState(false);
  const navigate = useNavigate();
  const manage = can(roles, 'employees.manage');
  const writeFiles = can(roles, 'files.write');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.employees} size="sm">
        ← Empleados
      </Anchor>
      {!valid && (
        <>
          <Title order={1}>Empleado</Title>
          <Alert color="red">La dirección no corresponde a ningún empleado.</Alert>
        </>
      )}
      {valid && query.isPending && (
        <>
          <Title order={1}>Empleado</Title>
          <Loading label="Cargando datos del empleado" />
        </>
      )}
      {valid && query.isError && (
        <>
          <Title order={1}>Empleado</Title>
          <LoadFailed
            title={query.error.status === 404 ? 'No encontramos a este empleado' : 'No pudimos cargar al empleado'}
            error={query.error}
            onRetry={query.error.status === 404 ? undefined : () => void query.refetch()}
          />
        </>
      )}
      {employee && (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>{employee.full_name}</Title>
              <Group gap="xs" mt={4}>
                <Text c="dimmed">
                  {employee.position ?? 'Sin puesto'} · {employee.department.name}
                </Text>
                {employee.is_driver && (
                  <Badge variant="light" color="blue">
                    Chofer
                  </Badge>
                )}
              </Group>
            </div>
            {manage && (
              <Button variant="light" onClick={() => setEditOpen(true)} disabled={!departments.data}>
                Editar datos
              </Button>
            )}
          </Group>

          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="datos">
            <Title order={2} fz="h3" id="datos" mb="sm">
              Datos
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label="Nombre(s)" value={employee.name} />
              <Field label="Apellido paterno" value={employee.surname} />
              <Field label="Apellido materno" value={employee.lastname} />
              <Field label="Correo electrónico" value={employee.email} />
              <Field label="Teléfono" value={employee.phone} />
              <Field label="Número de empleado" value={employee.employee_number} />
              <Field label="Código de gafete" value={employee.badge_code} />
              <Field label="Fecha de ingreso" value={employee.hire_date ? formatDate(employee.hire_date) : null} />
              <Field label="RFC" value={employee.rfc} />
              <Field label="CURP" value={employee.curp} />
              <Field label="NSS (IMSS)" value={employee.nss} />
              <Field label="NIP de asistencia" value={employee.has_pin ? 'Asignado' : 'Sin NIP'} />
              <Field label="Cuenta en la plataforma" value={employee.user_id ? 'Sí' : 'No'} />
            </SimpleGrid>
          </Paper>

          {employee.is_driver && (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="licencia">
              <Title order={2} fz="h3" id="licencia" mb="sm">
                Licencia de conducir
              </Title>
              <Licence employee={employee} />
            </Paper>
          )}

          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="documentos">
            <Title order={2} fz="h3" id="documentos" mb="sm">
              Documentos
            </Title>
            <ResourceDocuments resource={{ resource_id: employee.id, resource_type: 'employee' }} canWrite={writeFiles} />
          </Paper>

          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="imagenes">
            <Title order={2} fz="h3" id="imagenes" mb="sm">
              Imágenes
            </Title>
            <ResourceImages resource={{ resource_id: employee.id, resource_type: 'employee' }} canWrite={writeFiles} />
          </Paper>

          {manage && (
            <EmployeeFormDrawer
              departments={departments.data ?? []}
              editing={employee}
              opened={editOpen}
              onClose={() => setEditOpen(false)}
              // Moving to another department changes the address of this page.
              onSaved={(saved) => saved.department_id !== departmentId && void navigate(employeePath(saved.department_id, saved.id), { replace: true })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
