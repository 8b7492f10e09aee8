import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { bearer, enterCompany, expectNoAxeViolationsInBothSchemes, tokenOf } from './helpers';

/*
 * Digital signature end to end against the real server: Horizonte's admin uploads a contract and
 * signs first (through the API), the employee signs second in the UI, downloads the final copy,
 * and a signed-out visitor verifies it by the QR's link and by uploading the file.
 */

const ADMIN = 'admin@horizonte.demo.mx';
const EMPLOYEE = 'empleado@horizonte.demo.mx';

async function contractPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 16, font });
  return Buffer.from(await doc.save());
}

test('two people sign a contract in order and a signed-out visitor verifies it by QR link and by file', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `Contrato de prestación de servicios ${Date.now() % 100_000}`;

  // The admin uploads it and signs first (what the UI's «Nuevo documento» sends).
  const adminToken = await tokenOf(request, ADMIN);
  const created = await request.post('/api/v1/signed-document', {
    headers: bearer(adminToken),
    multipart: {
      title,
      signers: JSON.stringify([
        { email: ADMIN, page: 1, x: 72, y: 100, width: 180, height: 60 },
        { email: EMPLOYEE, page: 1, x: 320, y: 100, width: 180, height: 60 },
      ]),
      file: { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: await contractPdf(title) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const document = (await created.json()) as { id: number; code: string; verification_url: string };
  expect((await request.post('/api/v1/digital-signature', { headers: bearer(adminToken), data: { typed_name: 'Administración Horizonte', font: 'formal' } })).status()).toBe(201);
  const first = await request.post(`/api/v1/signed-document/${document.id}/sign`, { headers: bearer(adminToken), data: { method: 'platform' } });
  expect(first.status(), await first.text()).toBe(200);

  // The employee: their turn shows in «Mis documentos»; they type a signature and sign in the UI.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await enterCompany(page, EMPLOYEE, 'Comercializadora Horizonte');
  await page.getByRole('link', { name: 'Firma digital' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Firma digital' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mi firma' }).click();
  await page.getByRole('tab', { name: 'Escribirla' }).click();
  await page.getByLabel('Tu nombre como firma').fill('Luis Hernández');
  await page.getByRole('radio', { name: /Manuscrita/ }).check();
  await page.getByRole('button', { name: 'Guardar firma escrita' }).click();
  await expect(page.getByText('Guardamos tu firma.')).toBeVisible();

  await page.getByRole('tab', { name: 'Mis documentos' }).click();
  await page.getByText('Me toca', { exact: true }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Te toca firmar')).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/firma-digital/${document.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Firmantes en orden' }).getByText('Firmó', { exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'documento a firmar');

  await page.getByRole('button', { name: 'Firmar documento' }).click();
  await expect(page.getByText('Firmado por todos').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Firmar documento' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar copia final' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`documento-${document.code}.pdf`);
  const finalCopy = Buffer.concat(await (await download.createReadStream()).toArray());
  await context.close();

  // A signed-out visitor: the QR's link, then the file itself.
  const visitor = await (await browser.newContext()).newPage();
  const link = new URL(document.verification_url);
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor).toHaveURL(new RegExp(`/verificar-documentos\\?codigo=${document.code}$`));
  const result = visitor.getByTestId('verification-result');
  await expect(result.getByRole('heading', { name: 'Documento válido' })).toBeVisible();
  await expect(result.getByText(title)).toBeVisible();
  await expect(result.getByText('2 de 2')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(visitor, 'verificación de documentos');

  const choosing = visitor.waitForEvent('filechooser');
  await visitor.getByLabel(/Documento firmado/).click();
  await (await choosing).setFiles({ name: 'copia.pdf', mimeType: 'application/pdf', buffer: finalCopy });
  await visitor.getByRole('button', { name: 'Verificar archivo' }).click();
  await expect(result.getByText('El documento es auténtico')).toBeVisible();
  await expect(result.getByRole('list', { name: 'Firmas del documento' }).getByRole('listitem')).toHaveCount(2);
  await expect(result.getByText(/Luis Hernández|Administración|firma íntegra/).first()).toBeVisible();
});
