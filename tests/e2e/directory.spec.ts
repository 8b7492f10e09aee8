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
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Departamentos', exact: true }).click();
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
  // A mistyped CURP is caught before anything is sent (issue 19.5).
  await employeeForm.getByLabel('CURP').fill('BOXW310820HNERXN08');
  await employeeForm.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(employeeForm.getByText('El último dígito de la CURP no corresponde: revisa que esté bien escrita.')).toBeVisible();
  await employeeForm.getByLabel('CURP').fill('boxw310820hnerxn09');
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
  // The template comes down as the file to start from (issue 19.10).
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla Excel' }).click();
  expect((await templateDownload).suggestedFilename()).toBe('plantilla-empleados.xlsx');
  // A file without the department column is caught by the preview: nothing can be imported.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'sin-depto.csv', mimeType: 'text/csv', buffer: Buffer.from('Nombre,Correo\nAna,ana@horizonte.demo.mx\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'Falta la columna «departamento»' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  // Saved by Excel for Windows (Windows-1252): previewed with its accents and each column's field.
  await fileInput.setInputFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  const firstRows = page.getByRole('table', { name: 'Primeras filas del archivo' });
  await expect(firstRows.getByRole('cell', { name: 'Ramón' })).toBeVisible();
  await expect(firstRows.getByRole('columnheader', { name: /Número de empleado\s*numero de empleado/ })).toBeVisible();
  await expect(page.getByText('Texto en Windows-1252')).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
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

  // Back to the list: the search and its results are still there (the list keeps them in the address).
  await page.goBack();
  await expect(page).toHaveURL(/\/empleados\?q=jose\+perez$/);
  await expect(page.getByLabel('Buscar')).toHaveValue('jose perez');
  await expect(table.getByRole('link', { name: 'José Pérez Núñez' })).toBeVisible();
  await expect(table.getByRole('link', { name: /Ramón/ })).toHaveCount(0);
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

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test('a company admin edits the company data, its public page and its banners', async ({ page }) => {
  await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');

  // Company data: the RFC is checked as it is typed; the municipality follows the state.
  await page.goto('/empresas');
  await page.getByRole('link', { name: 'Editar Comercializadora Horizonte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeVisible();
  const rfc = page.getByRole('textbox', { name: 'RFC' });
  await rfc.fill('CHO');
  await expect(page.getByText('Faltan 9 caracteres')).toBeVisible();
  await rfc.fill('CH0');
  await expect(page.getByText('El RFC empieza con 3 letras (empresa) o 4 (persona física).')).toBeVisible();
  await rfc.fill('CHO901301AB1');
  await expect(page.getByText('La fecha del RFC (AAMMDD) no es una fecha válida.')).toBeVisible();
  await rfc.fill('CHO900101AB1');
  await expect(page.getByText('✓ Formato válido (persona moral).')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Querétaro', exact: true }).click();
  // The municipality belongs to the old state: it is cleared, and the list is Querétaro's now.
  await expect(page.getByRole('combobox', { name: 'Municipio' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Municipio' })).not.toHaveAttribute('placeholder', 'Primero elige el estado');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(page.getByRole('row', { name: /Comercializadora Horizonte/ }).getByRole('cell', { name: 'Querétaro' })).toBeVisible();

  // Public page: the preview follows the text; the logo is uploaded.
  await page.goto('/empresas/landing');
  await page.getByLabel('Texto de la página').fill('Somos Horizonte.\n\nVendemos en todo el Bajío.');
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByText('Vendemos en todo el Bajío.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar texto' }).click();
  await expect(page.getByText('Texto guardado.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Guardar logotipo' }).click();
  await expect(preview.getByRole('img', { name: 'Logotipo de Comercializadora Horizonte' })).toBeVisible();

  // Banners: upload two with a preview, reorder, delete one.
  await page.goto('/empresas/banners');
  await expect(page.getByText('Tu empresa aún no tiene banners.')).toBeVisible();
  for (const name of ['primero.png', 'segundo.png']) {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Vista previa del banner elegido' })).toBeVisible();
    await page.getByRole('button', { name: 'Subir y publicar' }).click();
    await expect(page.getByRole('img', { name: 'Vista previa del banner elegido' })).toHaveCount(0);
  }
  const published = page.getByRole('region', { name: 'Banners publicados' });
  await expect(published.getByRole('listitem')).toHaveCount(2);
  const firstBefore = await published.getByRole('img', { name: 'Banner 1' }).getAttribute('src');
  await published.getByRole('button', { name: 'Bajar el banner 1' }).click();
  await expect(published.getByRole('img', { name: 'Banner 2' })).toHaveAttribute('src', firstBefore!);
  await published.getByRole('button', { name: 'Eliminar el banner 2' }).click();
  await page.getByRole('dialog', { name: 'Eliminar banner' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(published.getByRole('listitem')).toHaveCount(1);

});

test('a company admin files an employee’s documents and images', async ({ page }) => {
  await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
  await page.goto('/empleados');
  await page.getByRole('link', { name: 'Adriana Vázquez Herrera' }).click();
  const documents = page.getByRole('region', { name: 'Documentos' });
  await expect(documents.getByText('Aún no hay documentos.')).toBeVisible();
  await documents.locator('input[type="file"]').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await documents.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(documents.getByRole('cell', { name: 'contrato.pdf', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Descargar contrato.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('contrato.pdf');
  const images = page.getByRole('region', { name: 'Imágenes' });
  await images.locator('input[type="file"]').setInputFiles({ name: 'gafete.png', mimeType: 'image/png', buffer: TINY_PNG });
  await images.getByLabel('Comentario (opcional)').fill('Foto del gafete');
  await images.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(images.getByRole('img', { name: 'Foto del gafete' })).toBeVisible();
  await images.getByRole('button', { name: 'Eliminar imagen gafete.png' }).click();
  await page.getByRole('dialog', { name: 'Eliminar imagen' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(images.getByText('Aún no hay imágenes.')).toBeVisible();
});

test('the super admin reviews a company side by side and toggles its flags', async ({ page }) => {
  await enterCompany(page, 'super@demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto('/empresas/verificar-empresa');
  await page.getByRole('navigation', { name: 'Empresas pendientes' }).getByRole('button', { name: /Empresa Ajena/ }).click();
  const review = page.getByRole('region', { name: 'Empresa Ajena' });
  await expect(review.getByText('Sin verificar')).toBeVisible();
  await review.getByRole('button', { name: 'Verificar' }).click();
  // Reviewed, it leaves the queue of companies to verify; it is still waiting for authorization.
  await expect(page.getByRole('status').filter({ hasText: 'Empresa Ajena quedó verificada.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Empresas pendientes' }).getByRole('button', { name: /Empresa Ajena/ })).toHaveCount(0);
  await page.getByText('Por autorizar').click();
  await page.getByRole('navigation', { name: 'Empresas pendientes' }).getByRole('button', { name: /Empresa Ajena/ }).click();
  await review.getByRole('button', { name: 'Quitar verificación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Empresa Ajena ya no está verificada.' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Verificar' })).toBeVisible();

  await page.goto('/empresas');
  await page.getByRole('combobox', { name: 'Autorizada' }).click();
  await page.getByRole('option', { name: 'No' }).click();
  const ajena = page.getByRole('switch', { name: 'Autorizada: Empresa Ajena' });
  await expect(ajena).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Autorizada: Comercializadora Horizonte' })).toHaveCount(0);
});
