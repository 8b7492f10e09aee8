import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../db/schema';
import type { SignaturesService } from '../modules/signatures/signatures.service';
import type { Principal } from '../principal';

const ADMIN = 'admin@horizonte.demo.mx';
const EMPLOYEE = 'empleado@horizonte.demo.mx';

/** A plausible two-page contract between Horizonte and its employee, as a company would upload it. */
async function contractPdf(title: string, clauses: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(title);
  const pages = [clauses.slice(0, 4), clauses.slice(4)];
  pages.forEach((pageClauses, index) => {
    const page = doc.addPage([612, 792]);
    let y = 720;
    if (index === 0) {
      page.drawText('Comercializadora Horizonte, S.A. de C.V.', { x: 72, y, size: 12, font: bold });
      y -= 28;
      page.drawText(title, { x: 72, y, size: 16, font: bold });
      y -= 36;
    }
    for (const clause of pageClauses) {
      const words = clause.split(' ');
      let line = '';
      for (const word of words) {
        if (font.widthOfTextAtSize(`${line} ${word}`, 11) > 468) {
          page.drawText(line, { x: 72, y, size: 11, font });
          y -= 16;
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      page.drawText(line, { x: 72, y, size: 11, font });
      y -= 28;
    }
    if (index === pages.length - 1) page.drawText('Firmas', { x: 72, y: 200, size: 12, font: bold });
  });
  return Buffer.from(await doc.save());
}

const CLAUSES = [
  'PRIMERA. Objeto. La empresa contrata a la persona trabajadora para desempeñar el puesto de ejecutivo de ventas en la sucursal Centro, con las funciones descritas en el anexo A.',
  'SEGUNDA. Jornada. La jornada será de lunes a viernes de 9:00 a 18:00 horas, con una hora para comer, conforme a los artículos 58 a 68 de la Ley Federal del Trabajo.',
  'TERCERA. Salario. La empresa pagará un salario mensual de $18,500.00 M.N. por quincenas vencidas, mediante transferencia a la cuenta que la persona trabajadora indique.',
  'CUARTA. Prestaciones. Aguinaldo de 15 días, vacaciones y prima vacacional conforme a la ley, y seguridad social ante el IMSS desde el primer día.',
  'QUINTA. Confidencialidad. La persona trabajadora guardará reserva sobre la información comercial de la empresa durante la relación laboral y dos años después.',
  'SEXTA. Firma electrónica. Las partes firman este documento electrónicamente; cada copia lleva un código QR y un código corto para verificarla en Plataforma.',
];

/**
 * Horizonte's admin's documents (demo-data.md): an employment contract signed by the admin and
 * the employee, and a confidentiality agreement the admin signed that waits for the employee.
 * Written through the signature service's own operations (upload, sign), so each copy carries
 * real signatures that pdfsig and the public verification accept. Run once the app is built (it
 * needs the CA, the file storage and its own transactions), right after the demo is loaded.
 */
export async function seedSignaturesDemo(db: Kysely<Database>, signatures: SignaturesService): Promise<void> {
  const people = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [ADMIN, EMPLOYEE]).execute();
  const admin = people.find((person) => person.email === ADMIN);
  const employee = people.find((person) => person.email === EMPLOYEE);
  if (!admin || !employee) return;
  const principalOf = (userId: number): Principal => ({ userId, tokenId: 0, clientId: 'demo', globalRoles: [], companyRoles: { 3: [] }, companyIds: [3], expiresAt: new Date(Date.now() + 60_000).toISOString() });
  const asAdmin = principalOf(admin.id);
  const asEmployee = principalOf(employee.id);
  await signatures.createUserSignature(asAdmin, { typed_name: 'Gabriela Torres Méndez', font: 'cursiva' });
  await signatures.createUserSignature(asEmployee, { typed_name: 'Luis Hernández Ruiz', font: 'manuscrita' });
  const boxes = [
    { email: ADMIN, page: 2, x: 72, y: 110, width: 200, height: 64 },
    { email: EMPLOYEE, page: 2, x: 340, y: 110, width: 200, height: 64 },
  ];
  const ip = '127.0.0.1';

  const contract = await signatures.createDocument(asAdmin, { content: await contractPdf('Contrato individual de trabajo', CLAUSES), fields: { title: 'Contrato individual de trabajo — Luis Hernández', signers: boxes }, ip });
  await signatures.sign(asAdmin, contract.id, { method: 'platform' }, ip);
  await signatures.sign(asEmployee, contract.id, { method: 'platform' }, ip);

  const agreement = await signatures.createDocument(asAdmin, { content: await contractPdf('Convenio de confidencialidad', [...CLAUSES.slice(4), ...CLAUSES.slice(0, 1)]), fields: { title: 'Convenio de confidencialidad — Luis Hernández', signers: boxes }, ip });
  await signatures.sign(asAdmin, agreement.id, { method: 'platform' }, ip);
  await signatures.settled();
}
