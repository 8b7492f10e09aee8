import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf';
import { enterCompany, expectNoAxeViolations } from './helpers';

/*
 * An employment letter end to end against the real server and its demo, on phone-sized screens:
 * Horizonte's employee asks for one with the salary, the company admin drafts it from the template
 * and issues it, the employee downloads the PDF, and the letter's verification page (its QR code's
 * link) opens signed out and says it is valid. axe WCAG 2.2 AA on every screen on the way.
 */

const COMPANY = 'Comercializadora Horizonte';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-MX' };
const statusBadge = (page: Page, words: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${words}$`) }).first();

test('an employee asks for a letter, the admin drafts and issues it, the employee downloads it and its QR page says it is valid', async ({ browser }) => {
  test.setTimeout(180_000);
  const purpose = `un trámite de crédito número ${Date.now() % 100_000}`;

  // The employee asks for it.
  const employeeContext = await browser.newContext(PHONE);
  const employee = await employeeContext.newPage();
  await enterCompany(employee, 'empleado@horizonte.demo.mx', COMPANY);
  await employee.goto('/superempleos/carta-laboral');
  await expect(employee.getByRole('heading', { level: 1, name: 'Carta laboral' })).toBeVisible();
  await expect(employee.getByRole('table', { name: 'Cartas laborales' }).getByText('Carta para el contrato de arrendamiento de un departamento')).toBeVisible();
  await expectNoAxeViolations(employee, 'mis cartas laborales');
  await employee.getByRole('button', { name: 'Solicitar carta' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Solicitar carta laboral' });
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog.getByText(/Escribe para qué necesitas la carta/)).toBeVisible();
  await dialog.getByLabel('¿Para qué la necesitas?').fill(purpose);
  await dialog.getByLabel('Que diga mi sueldo mensual').check();
  await expectNoAxeViolations(employee, 'solicitar carta');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(employee).toHaveURL(/\/superempleos\/carta-laboral\/\d+\/ver$/);
  const id = Number(/carta-laboral\/(\d+)\/ver/.exec(employee.url())![1]);
  await expect(statusBadge(employee, 'Solicitada')).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible();
  await expectNoAxeViolations(employee, 'carta solicitada');

  // The admin finds it among the requests, drafts it from the template and issues it.
  const adminContext = await browser.newContext(PHONE);
  const admin = await adminContext.newPage();
  await enterCompany(admin, 'admin@horizonte.demo.mx', COMPANY);
  await admin.goto('/superempleos/carta-laboral?status=requested');
  await expect(admin.getByRole('heading', { level: 1, name: 'Cartas laborales' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Cartas laborales' }).getByText(purpose)).toBeVisible();
  await expectNoAxeViolations(admin, 'solicitudes de la empresa');
  await admin.getByRole('table', { name: 'Cartas laborales' }).getByRole('row').filter({ hasText: purpose }).getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/superempleos/carta-laboral/${id}/crear$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Redactar carta laboral' })).toBeVisible();
  await expect(admin.getByLabel('Puesto')).toHaveValue('Ejecutivo de ventas');
  await expect(admin.getByLabel('Nombre de quien firma')).toHaveValue('Gabriela Torres Ibarra');
  // Asked with the salary: issuing without one is refused beside the field.
  await admin.getByLabel('Cargo de quien firma').fill('Administradora general');
  await admin.getByRole('button', { name: 'Emitir carta' }).click();
  await expect(admin.getByText('Escribe un número.')).toBeVisible();
  await admin.getByLabel('Sueldo mensual bruto (MXN)').fill('18500');
  const preview = admin.getByLabel('Vista previa de la carta');
  await expect(preview).toContainText('Percibe un sueldo mensual bruto de $18,500.00 M.N.');
  await expect(preview).toContainText('A quien corresponda:');
  await expectNoAxeViolations(admin, 'redactar carta laboral');
  await admin.getByRole('button', { name: 'Emitir carta' }).click();
  await expect(admin).toHaveURL(new RegExp(`/superempleos/carta-laboral/${id}/ver$`));
  await expect(statusBadge(admin, 'Emitida')).toBeVisible();
  await adminContext.close();

  // The employee (told by a notification) opens the letter and downloads its PDF.
  await employee.reload();
  await expect(statusBadge(employee, 'Emitida')).toBeVisible();
  await expectNoAxeViolations(employee, 'carta emitida');
  const downloading = employee.waitForEvent('download');
  await employee.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`carta-laboral-${id}.pdf`);
  const text = (await pdfText(readFileSync((await file.path())!))).replace(/\s+/g, ' ');
  expect(text).toContain('Miguel Flores Aguilar');
  expect(text).toContain('$18,500.00 M.N.');
  expect(text).toContain('Gabriela Torres Ibarra');
  const href = (await employee.getByRole('link', { name: /\/verificar\/carta-laboral\// }).getAttribute('href'))!;
  expect(text).toContain(href);

  // The QR code's link opens for anyone, signed out, and says the letter is valid.
  const verificationPath = new URL(href).pathname;
  expect(verificationPath).toMatch(/^\/verificar\/carta-laboral\/[A-Za-z0-9_-]{43}$/);
  const strangerContext = await browser.newContext(PHONE);
  const stranger = await strangerContext.newPage();
  await stranger.goto(verificationPath);
  await expect(stranger).toHaveURL(new RegExp(`${verificationPath}$`));
  await expect(stranger.getByText('Carta válida: emitida por la empresa y vigente')).toBeVisible();
  await expect(stranger.getByText('Miguel Flores Aguilar')).toBeVisible();
  await expect(stranger.getByText('Ejecutivo de ventas')).toBeVisible();
  await expectNoAxeViolations(stranger, 'verificación pública de la carta');
  await stranger.goto(`/verificar/carta-laboral/${'A'.repeat(43)}`);
  await expect(stranger.getByRole('alert')).toContainText('no corresponde a ninguna carta');
  await strangerContext.close();
  await employeeContext.close();
});
