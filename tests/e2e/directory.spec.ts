import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { enterCompany } from './helpers';

/**
 * The directory end to end, as a company admin of "Comercializadora Horizonte" lives it:
 * a department, an employee with accents, a bulk import watched to the end with its bad row
 * reported, and the employee found again by typing without accents.
 */
test('a company admin builds a department, adds and imports employees, and finds them without accents', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const departmentName = `Atención a clientes ${stamp}`;
  await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');

  // The department, from the navigation.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Departamentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Departamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo departamento' }).click();
  const departmentForm = page.getByRole('dialog', { name: 'Nuevo departamento' });
  await departmentForm.getByLabel('Nombre').fill(departmentName);
  await departmentForm.getByRole('button', { name: 'Crear departamento' }).click();
  await expect(departmentForm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Lista' }).getByRole('cell', { name: departmentName, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organigrama' }).getByText(departmentName)).toBeVisible();

  // An employee whose name has accents.
  await page.goto('/empleados');
  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  const employeeForm = page.getByRole('dialog', { name: 'Nuevo empleado' });
  await employeeForm.getByLabel('Nombre(s)').fill('José');
  await employeeForm.getByLabel('Apellido paterno').fill('Pérez');
  await employeeForm.getByLabel('Apellido materno').fill('Núñez');
  await employeeForm.getByRole('combobox', { name: 'Departamento' }).click();
  await page.getByRole('option', { name: departmentName }).click();
  await employeeForm.getByLabel('Número de empleado').fill(`E2E-${stamp}`);
  await employeeForm.getByLabel('NIP de asistencia').fill('12345');
  await employeeForm.getByRole('switch', { name: 'Es chofer' }).click({ force: true });
  await employeeForm.getByLabel('Número de licencia').fill(`LIC-${stamp}`);
  await employeeForm.getByLabel('Vencimiento de la licencia').fill('2030-01-31');
  await employeeForm.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(employeeForm).toBeHidden();
  await expect(page.getByRole('link', { name: 'José Pérez Núñez' })).toBeVisible();

  // A bulk import with one bad row (row 4: a department the company does not have).
  const csv = [
    'Número de empleado,Nombre,Apellido paterno,Apellido materno,Correo,Departamento,Chofer',
    `IMP-${stamp}-1,Ramón,Gutiérrez,Ávila,ramon.${stamp}@horizonte.demo.mx,ventas,no`,
    `IMP-${stamp}-2,Lucía,Hernández,,lucia.${stamp}@horizonte.demo.mx,almacen,no`,
    `IMP-${stamp}-3,Sin,Departamento,,sin.${stamp}@horizonte.demo.mx,no-existe-${stamp},no`,
    `IMP-${stamp}-4,Martín,Olvera,,martin.${stamp}@horizonte.demo.mx,ventas,no`,
  ].join('\n');
  await page.getByRole('tab', { name: 'Importar desde archivo' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Importar' }).click();
  const progress = page.getByRole('progressbar', { name: 'Avance de la importación' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuetext', '4 de 4 filas procesadas');
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible();
  await expect(page.getByText('1 fila con error')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Filas con error' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar errores (CSV)' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe('empleados-errores.csv');
  const text = readFileSync((await report.path())!, 'utf8');
  expect(text.startsWith('\uFEFFFila,Error\r\n4,')).toBe(true);

  // Found without accents, in the list.
  await page.getByRole('tab', { name: 'Lista' }).click();
  await page.getByLabel('Buscar').fill('jose perez');
  const table = page.getByRole('table', { name: 'Empleados' });
  await expect(table.getByRole('link', { name: 'José Pérez Núñez' })).toBeVisible();
  await expect(table.getByRole('link', { name: /Ramón/ })).toHaveCount(0);
  await page.getByLabel('Buscar').fill('ramon gutierrez');
  await expect(table.getByRole('link', { name: 'Ramón Gutiérrez Ávila' })).toBeVisible();

  // The employee's page, with the licence.
  await page.getByLabel('Buscar').fill('jose perez');
  await table.getByRole('link', { name: 'José Pérez Núñez' }).click();
  await expect(page).toHaveURL(/\/departamentos\/\d+\/empleados\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'José Pérez Núñez' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licencia de conducir' }).getByText(`LIC-${stamp}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos' }).getByText('Asignado')).toBeVisible();
});

test('/directorio opens signed out and finds a demo company', async ({ page }) => {
  await page.goto('/directorio');
  await expect(page).toHaveURL(/\/directorio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Directorio de empresas' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('logistica portuaria');
  const card = page.getByRole('article', { name: 'Logística Portuaria del Pacífico' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verificada')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Empresa Ajena' })).toHaveCount(0);
});
