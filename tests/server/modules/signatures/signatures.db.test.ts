import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, multipartForm } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { encryptedPdf, pdfsig, samplePdf, testEfirma } from './signature-fixtures';

/**
 * Digital signature on both dialects: the user's signature image, a document signed in order by
 * two people (our CA, then a generated e.firma), each signature checked by poppler's pdfsig — a
 * tool nobody here wrote — and by our verification; a one-byte change caught by both; bad input
 * refused in Spanish with nothing written; everyone but the participants gets 404.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Who = 'admin' | 'empleado' | 'ajena';
const EMAILS: Record<Who, string> = { admin: 'admin@horizonte.demo.mx', empleado: 'empleado@horizonte.demo.mx', ajena: 'admin@ajena.demo.mx' };
const PASSWORD = 'Prueba-efirma-2026';

const call = (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });
const upload = (who: Who, content: Buffer, fields: { title?: string; signers?: unknown } = {}) => {
  const form = multipartForm([
    { field: 'title', value: fields.title ?? 'Contrato de servicios' },
    { field: 'signers', value: JSON.stringify(fields.signers ?? [{ email: EMAILS.admin, page: 1, x: 72, y: 120, width: 180, height: 60 }, { email: EMAILS.empleado, page: 1, x: 320, y: 120, width: 180, height: 60 }]) },
    { field: 'file', filename: 'contrato.pdf', content, type: 'application/pdf' },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/signed-document', headers: { ...form.headers, ...(t.bearer(tokens[who]!)) }, payload: form.payload });
};
const verifyFile = (content: Buffer) => {
  const form = multipartForm([{ field: 'file', filename: 'copia.pdf', content, type: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/verify-signed-document', headers: form.headers, payload: form.payload, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
};
const download = async (id: number, who: Who) => {
  const response = await call('GET', `/api/v1/signed-document/${id}/pdf`, who);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const count = async (table: 'signed_documents' | 'user_signatures' | 'signed_document_events') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const validLines = (report: string) => report.split('\n').filter((line) => line.includes('Signature Validation: Signature is Valid.')).length;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = (await t.login(EMAILS[who])).access_token;
});
afterAll(() => t.close());

describe('the user signature', () => {
  it('keeps a drawn PNG and a typed name, each readable only by its owner', async () => {
    const drawn = await call('POST', '/api/v1/digital-signature', 'empleado', { signature: `data:image/png;base64,${TINY_PNG.toString('base64')}` });
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(drawn.json()).toMatchObject({ kind: 'drawn', signature: `data:image/png;base64,${TINY_PNG.toString('base64')}` });
    const typed = await call('POST', '/api/v1/digital-signature', 'admin', { typed_name: 'Gabriela Torres', font: 'cursiva' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ kind: 'typed', typed_name: 'Gabriela Torres', signature: null });
    expect((await call('GET', `/api/v1/digital-signature/${drawn.json().id}`, 'empleado')).json().id).toBe(drawn.json().id);
    // The current one is the latest saved, each person's own; someone with none gets 404.
    expect((await call('GET', '/api/v1/digital-signature', 'empleado')).json()).toMatchObject({ id: drawn.json().id, kind: 'drawn' });
    expect((await call('GET', '/api/v1/digital-signature', 'admin')).json()).toMatchObject({ id: typed.json().id, kind: 'typed' });
    expect((await call('GET', '/api/v1/digital-signature', 'ajena')).statusCode).toBe(404);
    const foreign = await call('GET', `/api/v1/digital-signature/${drawn.json().id}`, 'ajena');
    expect(foreign.statusCode).toBe(404);
    expectErrorShape(foreign.json(), 404);
  });

  it('refuses an image that is not a PNG by its bytes, in Spanish, writing nothing', async () => {
    const before = await count('user_signatures');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const response = await call('POST', '/api/v1/digital-signature', 'empleado', { signature: `data:image/png;base64,${fake.toString('base64')}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ data: { code: 'signature_image_invalid' } });
    expect(response.json().message).toMatch(/PNG/);
    expect(await count('user_signatures')).toBe(before);
  });
});

describe('a document signed in order', () => {
  let id: number;
  let code: string;

  it('is prepared with its QR page and audit trail, seen only by its participants', async () => {
    const response = await upload('admin', await samplePdf(2));
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    ({ id, code } = document);
    expect(document).toMatchObject({ status: 'pending', page_count: 3, next_signer: EMAILS.admin, your_turn: true });
    expect(document.audit.map((event: { action: string }) => event.action)).toEqual(['created', 'prepared']);
    expect(document.verification_url).toContain(`/verificar-documentos?codigo=${code}`);
    expect((await call('GET', `/api/v1/signed-document/${id}`, 'empleado')).json()).toMatchObject({ your_turn: false, next_signer: EMAILS.admin });
    for (const url of [`/api/v1/signed-document/${id}`, `/api/v1/signed-document/${id}/pdf`]) expect((await call('GET', url, 'ajena')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/signed-document/${id}/sign`, 'ajena', { method: 'platform' })).statusCode).toBe(404);
    // Before the first signature the copy carries no signature, and pdfsig says so.
    expect(pdfsig(await download(id, 'admin'))).toMatch(/does not contain any signatures/);
  });

  it('waits for each signer in turn', async () => {
    const early = await call('POST', `/api/v1/signed-document/${id}/sign`, 'empleado', { method: 'platform' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ data: { code: 'signature_not_your_turn' } });
  });

  it("signs with a certificate from the installation's CA that pdfsig validates, and invites the next signer", async () => {
    const response = await call('POST', `/api/v1/signed-document/${id}/sign`, 'admin', { method: 'platform' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', next_signer: EMAILS.empleado, signers: [{ status: 'signed', method: 'platform' }, { status: 'pending' }] });
    const copy = await download(id, 'admin');
    const report = pdfsig(copy);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(validLines(report)).toBe(1);
    expect(report).toContain('Total document signed');
    expect(report).toMatch(/Signer full Distinguished Name: .*E=admin@horizonte\.demo\.mx/);
    await t.services.signatures.settled();
    expect(t.mailer.last(EMAILS.empleado)?.text).toContain(`/firma-digital/${id}`);
    const verification = await verifyFile(copy);
    expect(verification.json()).toMatchObject({ result: 'valid', document: { code, signers_total: 2, signers_signed: 1 }, signatures: [{ intact: true, method: 'platform' }] });
    expect(verification.json().signatures[0].certificate.issuer).toContain('Plataforma - Autoridad de firma');
    // The authority's and the signer's keys are stored sealed under APP_KEY, never as a PEM.
    const sealed = [
      ...(await t.database.db.selectFrom('signature_authorities').select('sealed_key').execute()),
      ...(await t.database.db.selectFrom('signer_certificates').select('sealed_key').execute()),
    ];
    expect(sealed).toHaveLength(2);
    // Sealed = iv.tag.ciphertext in base64url (a PEM has headers, '/', '+' and line breaks). Random
    // ciphertext may hold any three letters, so the test checks the form, not the absence of "MII".
    for (const row of sealed) {
      expect(row.sealed_key).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.sealed_key).not.toContain('PRIVATE KEY');
    }
  });

  it('refuses a wrong e.firma password in Spanish and writes nothing', async () => {
    const efirma = testEfirma(PASSWORD);
    const before = (await call('GET', `/api/v1/signed-document/${id}`, 'empleado')).json();
    const events = await count('signed_document_events');
    const response = await call('POST', `/api/v1/signed-document/${id}/sign`, 'empleado', {
      method: 'efirma',
      certificate: efirma.certificate.toString('base64'),
      private_key: efirma.privateKey.toString('base64'),
      password: 'no-es-la-contraseña',
    });
    expect(response.statusCode).toBe(422);
    expectErrorShape(response.json(), 422);
    expect(response.json()).toMatchObject({ data: { code: 'efirma_invalid' } });
    expect(response.json().message).toMatch(/contraseña/);
    expect(response.body).not.toContain(efirma.privateKey.toString('base64').slice(0, 40));
    const after = (await call('GET', `/api/v1/signed-document/${id}`, 'empleado')).json();
    expect(after.current_sha256).toBe(before.current_sha256);
    expect(after.next_signer).toBe(EMAILS.empleado);
    expect(await count('signed_document_events')).toBe(events);
  });

  it('signs second with a generated e.firma, appended so both signatures stay valid in pdfsig', async () => {
    const efirma = testEfirma(PASSWORD);
    const response = await call('POST', `/api/v1/signed-document/${id}/sign`, 'empleado', {
      method: 'efirma',
      certificate: efirma.certificate.toString('base64'),
      private_key: efirma.privateKey.toString('base64'),
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', next_signer: null, signers: [{ method: 'platform' }, { method: 'efirma', signer_name: 'ANA LÓPEZ GARCÍA' }] });
    expect(response.json().audit.map((event: { action: string }) => event.action)).toEqual(['created', 'prepared', 'signed', 'signed', 'completed']);
    const copy = await download(id, 'empleado');
    const report = pdfsig(copy);
    expect(validLines(report)).toBe(2);
    expect(report).toContain('Not total document signed');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: ANA LÓPEZ GARCÍA');
    const verification = (await verifyFile(copy)).json();
    expect(verification).toMatchObject({ result: 'valid', document: { status: 'completed', signers_signed: 2 } });
    expect(verification.signatures.map((signature: { intact: boolean; method: string }) => [signature.intact, signature.method])).toEqual([
      [true, 'platform'],
      [true, 'efirma'],
    ]);
    await t.services.signatures.settled();
    expect(t.mailer.last(EMAILS.admin)?.subject).toContain('firmado por todos');
  });

  it('catches a one-byte change: pdfsig reports the mismatch and our verification says altered', async () => {
    const copy = Buffer.from(await download(id, 'admin'));
    // A byte of the first page's content, inside both signatures' byte ranges.
    const at = copy.indexOf('stream') + 20;
    copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
    expect(pdfsig(copy)).toContain('Digest Mismatch');
    expect((await verifyFile(copy)).json()).toMatchObject({ result: 'altered', document: { code } });
  });

  it('calls a copy with bytes appended after the last signature altered, though each signature alone still holds', async () => {
    const copy = Buffer.concat([await download(id, 'admin'), Buffer.from('\n% una página agregada después\n1000 0 obj\n(x)\nendobj\n')]);
    const verification = (await verifyFile(copy)).json();
    expect(verification).toMatchObject({ result: 'altered', document: { code } });
    expect(verification.signatures.every((signature: { intact: boolean }) => signature.intact)).toBe(true);
  });

  it('answers by the printed code, and unknown for a code or a file that is not ours', async () => {
    expect((await call('POST', '/api/v1/verify-signed-document', null, { code })).json()).toMatchObject({ result: 'valid', document: { code, signers_signed: 2 } });
    expect((await call('POST', '/api/v1/verify-signed-document', null, { code: 'ZZZZZZZZ' })).json()).toMatchObject({ result: 'unknown', document: null });
    expect((await verifyFile(await samplePdf(1))).json()).toMatchObject({ result: 'unknown' });
  });
});

describe('two signatures at once', () => {
  it('keeps exactly one: the other answers 409 and nothing of it is written', async () => {
    const created = (await upload('admin', await samplePdf(1), { signers: [{ email: EMAILS.admin, page: 1, x: 72, y: 120, width: 180, height: 60 }] })).json();
    const [first, second] = await Promise.all([0, 1].map(() => call('POST', `/api/v1/signed-document/${created.id}/sign`, 'admin', { method: 'platform' })));
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const document = (await call('GET', `/api/v1/signed-document/${created.id}`, 'admin')).json();
    expect(document.audit.filter((event: { action: string }) => event.action === 'signed')).toHaveLength(1);
    expect(validLines(pdfsig(await download(created.id, 'admin')))).toBe(1);
  });
});

describe('the API document', () => {
  it('lists the signature routes', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/digital-signature', '/api/v1/signed-document', '/api/v1/signed-document/{id}/sign', '/api/v1/verify-signed-document']));
  });
});

describe('the public verification', () => {
  it('is limited per address, with the spec error shape', async () => {
    const from = { remoteAddress: '10.200.0.1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/v1/verify-signed-document', payload: { code: 'ZZZZZZZZ' }, ...from })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('bad uploads', () => {
  it('refuses a non-PDF (415), an encrypted PDF (422) and a file over 10 MiB (413) in Spanish, writing nothing', async () => {
    const before = await count('signed_documents');
    const notPdf = await upload('admin', Buffer.from('esto no es un PDF, aunque se llame contrato.pdf'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ data: { code: 'pdf_invalid' } });
    const encrypted = await upload('admin', await encryptedPdf());
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json()).toMatchObject({ data: { code: 'pdf_encrypted' } });
    expect(encrypted.json().message).toMatch(/contraseña/);
    const huge = await upload('admin', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expectErrorShape(huge.json(), 413);
    const offPage = await upload('admin', await samplePdf(1), { signers: [{ email: EMAILS.admin, page: 2, x: 10, y: 10, width: 100, height: 40 }] });
    expect(offPage.statusCode).toBe(422);
    expect(offPage.json().message).toMatch(/página/);
    expect(await count('signed_documents')).toBe(before);
  });
});

describe("the caller's documents", () => {
  const listOf = async (who: Who, query = '') => {
    const response = await call('GET', `/api/v1/signed-documents${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; your_turn: boolean; owned: boolean; next_signer: string | null; signers_signed: number; signers_total: number; status: string }[]; total: number; current_page: number };
  };

  it('lists what I uploaded and what I must sign, says whose turn it is, and tells the next signer in the app', async () => {
    const created = (await upload('admin', await samplePdf(1), { title: 'Convenio de confidencialidad' })).json();
    const waiting = (await listOf('empleado', '?status=pending')).data.find((row) => row.id === created.id);
    expect(waiting).toMatchObject({ your_turn: false, owned: false, next_signer: EMAILS.admin, signers_signed: 0, signers_total: 2, status: 'pending' });
    expect((await listOf('empleado', '?status=your_turn')).data.map((row) => row.id)).not.toContain(created.id);
    expect((await listOf('admin', '?status=your_turn')).data.find((row) => row.id === created.id)).toMatchObject({ your_turn: true, owned: true });

    expect((await call('POST', `/api/v1/signed-document/${created.id}/sign`, 'admin', { method: 'platform' })).statusCode).toBe(200);
    await t.services.signatures.settled();
    expect((await listOf('empleado', '?status=your_turn')).data.find((row) => row.id === created.id)).toMatchObject({ your_turn: true, signers_signed: 1 });
    expect((await listOf('admin', '?status=your_turn')).data.map((row) => row.id)).not.toContain(created.id);
    const empleadoId = (await t.database.db.selectFrom('users').select('id').where('email', '=', EMAILS.empleado).executeTakeFirstOrThrow()).id;
    const notices = await t.database.db.selectFrom('notifications').select(['title', 'route', 'company_id']).where('user_id', '=', empleadoId).where('route', '=', `/firma-digital/${created.id}`).execute();
    expect(notices).toEqual([{ title: 'Te toca firmar: Convenio de confidencialidad', route: `/firma-digital/${created.id}`, company_id: null }]);

    // The last signature: the uploader (and every signer) is told the final copy is ready.
    expect((await call('POST', `/api/v1/signed-document/${created.id}/sign`, 'empleado', { method: 'platform' })).statusCode).toBe(200);
    await t.services.signatures.settled();
    const adminId = (await t.database.db.selectFrom('users').select('id').where('email', '=', EMAILS.admin).executeTakeFirstOrThrow()).id;
    const done = await t.database.db.selectFrom('notifications').select('title').where('user_id', 'in', [adminId, empleadoId]).where('route', '=', `/firma-digital/${created.id}`).where('title', 'like', 'Documento firmado%').execute();
    expect(done).toHaveLength(2);
    expect((await listOf('admin', '?status=completed')).data.map((row) => row.id)).toContain(created.id);
  });

  it('shows another tenant none of them, and pages newest first', async () => {
    const foreign = await listOf('ajena');
    const mine = await listOf('admin');
    expect(foreign.data.map((row) => row.id).filter((id) => mine.data.some((row) => row.id === id))).toEqual([]);
    expect(mine.current_page).toBe(1);
    expect(mine.data.map((row) => row.id)).toEqual([...mine.data.map((row) => row.id)].sort((a, b) => b - a));
    expect((await listOf('admin', '?page=99')).data).toEqual([]);
  });

  it('refuses an unknown status in Spanish', async () => {
    const response = await call('GET', '/api/v1/signed-documents?status=todos', 'admin');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(expectErrorShape(response.json(), response.statusCode).message).toMatch(/estado|Revisa/i);
  });
});
