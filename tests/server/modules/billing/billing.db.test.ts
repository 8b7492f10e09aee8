import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../../src/server/lib/file-storage';
import { DEFAULT_ISSUER } from '../../../../src/server/modules/billing/billing.config';
import { createBilling } from '../../../../src/server/modules/billing/billing.module';
import type { PacProvider } from '../../../../src/server/modules/billing/billing.pac';
import { SANDBOX_CARDS } from '../../../../src/server/modules/wallet/providers/sandbox';
import { createWalletMovements } from '../../../../src/server/modules/wallet/wallet.movements';
import type { Principal } from '../../../../src/server/principal';
import { multipartForm } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { signInWalletCast } from '../../../helpers/wallet-cast';

/**
 * Billing on both databases: fiscal data (own only, SAT rules), invoice requests of one's own
 * recharges and payments (refunded, out of window, another's or already invoiced refused, nothing
 * written), the administrator's queue and the stamping upload checked against the request.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
let nowMs = Date.now();

type Who = 'ana' | 'beto' | 'super' | 'horizonte' | 'candidato';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: { ...t.bearer(tokens[who]!), ...(method === 'POST' ? { 'idempotency-key': `prueba-${randomUUID()}` } : {}) }, ...(payload ? { payload } : {}) });
const count = async (table: 'billing_invoices' | 'billing_invoice_items' | 'billing_fiscal_data') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const storedPdfs = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'storage', 'invoices')).length;
  } catch {
    return 0;
  }
};

const anaFiscal = { rfc: 'gaoa900101hm5', legal_name: 'Ana García Ortiz', tax_regime: '612', postal_code: '44100', cfdi_use: 'G03', email: 'ana.factura@demo.mx' };

/** A confirmed recharge through the sandbox; its ledger transaction id is what gets invoiced. */
async function recharge(who: 'ana' | 'beto', amount: number): Promise<number> {
  const started = await call('POST', `/payment-api/v1/payment/${ids[who]}/recharge`, who, { amount });
  expect(started.statusCode, started.body).toBe(201);
  const paid = await call('POST', `/payment-api/v1/sandbox/checkout/${started.json().id}`, who, { card_number: SANDBOX_CARDS.succeeds });
  expect(paid.json().status).toBe('succeeded');
  const row = await t.database.db.selectFrom('wallet_transactions').select('id').where('recharge_id', '=', started.json().id).executeTakeFirstOrThrow();
  return row.id;
}

/** The draft with a TimbreFiscalDigital, as a PAC would hand it back; `edit` changes it first. */
async function stampedXmlOf(invoiceId: number, edit: (xml: string) => string = (xml) => xml, uuid = randomUUID()) {
  const draft = (await call('GET', `/payment-api/v1/invoices/${invoiceId}/xml`, 'super')).body;
  return edit(draft).replace(
    '</cfdi:Comprobante>',
    `<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="2026-12-06T10:00:00" RfcProvCertif="SPR190613I52" SelloCFD="x" NoCertificadoSAT="30001000000500003456" SelloSAT="y"/></cfdi:Complemento></cfdi:Comprobante>`,
  );
}
const PDF = Buffer.from('%PDF-1.7\n%prueba\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const stamp = (invoiceId: number, who: Who, xml: string, pdf: Buffer = PDF) => {
  const form = multipartForm([
    { field: 'xml', filename: 'factura.xml', content: Buffer.from(xml), type: 'application/xml' },
    { field: 'pdf', filename: 'factura.pdf', content: pdf, type: 'application/pdf' },
  ]);
  return t.app.inject({ method: 'POST', url: `/payment-api/v1/invoices/${invoiceId}/stamp`, headers: { ...t.bearer(tokens[who]!), ...form.headers }, payload: form.payload });
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(nowMs) });
  await signInWalletCast(
    t,
    { people: { ana: 'ana.factura@demo.mx', beto: 'beto.factura@demo.mx' }, demo: { super: 'super@demo.mx', horizonte: 'admin@horizonte.demo.mx', candidato: 'candidato@demo.mx' } },
    ids,
    tokens,
  );
});
afterAll(() => t.close());

describe('fiscal data', () => {
  it('is null until saved, then kept as SAT writes it; only its owner reads or writes it', async () => {
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'ana')).json()).toEqual({ fiscal_data: null });
    const saved = await call('PUT', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'ana', anaFiscal);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fiscal_data).toMatchObject({ rfc: 'GAOA900101HM5', legal_name: 'ANA GARCÍA ORTIZ', tax_regime: '612', cfdi_use: 'G03' });
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'ana')).json().fiscal_data.rfc).toBe('GAOA900101HM5');
    for (const response of [await call('GET', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'beto'), await call('PUT', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'super', { ...anaFiscal, legal_name: 'Intrusa' })]) {
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/fiscal-data`, 'ana')).json().fiscal_data.legal_name).toBe('ANA GARCÍA ORTIZ');
  });

  it('refuses a bad RFC and a use the regime does not allow, in Spanish, writing nothing', async () => {
    const before = await count('billing_fiscal_data');
    const badRfc = await call('PUT', `/payment-api/v1/users/${ids.beto}/fiscal-data`, 'beto', { ...anaFiscal, rfc: 'GAOA901301HM5' });
    expect(badRfc.statusCode).toBe(422);
    expect(badRfc.json().data.errors.rfc).toEqual(['La fecha del RFC (AAMMDD) no es una fecha válida.']);
    const mismatch = await call('PUT', `/payment-api/v1/users/${ids.beto}/fiscal-data`, 'beto', { ...anaFiscal, tax_regime: '605' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().data.errors.cfdi_use).toEqual(['El uso G03 no corresponde al régimen 605.']);
    const company = await call('PUT', `/payment-api/v1/users/${ids.beto}/fiscal-data`, 'beto', { ...anaFiscal, rfc: 'EKU9003173C9' });
    expect(company.json().data.errors.tax_regime).toEqual(['El régimen 612 no es para empresas (personas morales).']);
    expect(await count('billing_fiscal_data')).toBe(before);
  });
});

describe('invoice requests', () => {
  it('lists what can be invoiced and builds a pending CFDI 4.0 with IVA split to the centavo', async () => {
    ids.rechargeA = await recharge('ana', 11_600);
    const invoiceable = (await call('GET', `/payment-api/v1/users/${ids.ana}/invoiceable-transactions`, 'ana')).json().data;
    expect(invoiceable).toEqual([expect.objectContaining({ transaction_id: ids.rechargeA, kind: 'recharge', amount: 11_600 })]);
    const requested = await call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [ids.rechargeA] });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json()).toMatchObject({ status: 'pending', uuid: null, rfc: 'GAOA900101HM5', subtotal: 10_000, tax: 1_600, total: 11_600, payment_form: '04', has_pdf: false, items: [{ transaction_id: ids.rechargeA, base: 10_000, tax: 1_600, total: 11_600 }] });
    ids.invoiceA = requested.json().id;
    const xml = await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/xml`, 'ana');
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('Version="4.0"');
    expect(xml.body).toContain('<cfdi:Receptor Rfc="GAOA900101HM5" Nombre="ANA GARCÍA ORTIZ" DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="612" UsoCFDI="G03"/>');
    expect(xml.body).toContain('SubTotal="100.00" Moneda="MXN" Total="116.00"');
    expect(expectErrorShape((await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/pdf`, 'ana')).json(), 409).data.code).toBe('invoice_not_stamped');
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/invoiceable-transactions`, 'ana')).json().data).toEqual([]);
    const page = (await call('GET', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana')).json();
    expect(page).toMatchObject({ total: 1, current_page: 1, data: [{ id: ids.invoiceA }] });
  });

  it('answers 409 to a movement already invoiced, also when two requests race', async () => {
    const again = await call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [ids.rechargeA] });
    expect(expectErrorShape(again.json(), 409).data.code).toBe('already_invoiced');
    const fresh = await recharge('ana', 5_000);
    const before = await count('billing_invoices');
    const raced = await Promise.all([1, 2, 3].map(() => call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [fresh] })));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await count('billing_invoices')).toBe(before + 1);
  });

  it('refuses another user’s movement (404), a refunded payment and one past its window (422), writing nothing', async () => {
    const betos = await recharge('beto', 3_000);
    const before = [await count('billing_invoices'), await count('billing_invoice_items')];
    const foreign = await call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [betos] });
    expect(expectErrorShape(foreign.json(), 404).data.code).toBe('not_found');
    const onBehalf = await call('POST', `/payment-api/v1/users/${ids.beto}/invoices`, 'ana', { transaction_ids: [betos] });
    expect(onBehalf.statusCode).toBe(404);
    const noFiscalData = await call('POST', `/payment-api/v1/users/${ids.beto}/invoices`, 'beto', { transaction_ids: [betos] });
    expect(expectErrorShape(noFiscalData.json(), 422).data.code).toBe('fiscal_data_missing');

    // A payment of a Horizonte charge, refunded by its admin.
    await recharge('ana', 20_000);
    const charge = await call('POST', '/payment-api/v1/companies/3/charges', 'horizonte', { concept: 'Curso', amount: 10_000, payer_user_id: ids.ana });
    const paid = await call('POST', `/payment-api/v1/payment/${charge.json().id}/apply`, 'ana', {});
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = await t.database.db.selectFrom('wallet_transactions').select('id').where('payment_id', '=', paid.json().id).where('kind', '=', 'payment').executeTakeFirstOrThrow();
    expect((await call('POST', `/payment-api/v1/payments/${paid.json().id}/refund`, 'horizonte')).statusCode).toBe(200);
    const refunded = await call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [payment.id] });
    expect(expectErrorShape(refunded.json(), 422).data.code).toBe('not_invoiceable');
    expect(refunded.json().message).toContain('reembolsado');

    const old = await recharge('ana', 4_000);
    nowMs += 40 * 24 * HOUR;
    const late = await call('POST', `/payment-api/v1/users/${ids.ana}/invoices`, 'ana', { transaction_ids: [old] });
    nowMs -= 40 * 24 * HOUR;
    expect(expectErrorShape(late.json(), 422).data.code).toBe('not_invoiceable');
    expect([await count('billing_invoices'), await count('billing_invoice_items')]).toEqual(before);
  });

  it('keeps invoices from anyone but their owner and the platform', async () => {
    expect((await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}`, 'beto')).statusCode).toBe(404);
    expect((await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/xml`, 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/invoices`, 'beto')).statusCode).toBe(404);
    expect((await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}`, 'super')).json().id).toBe(ids.invoiceA);
  });
});

describe('stamping by the platform', () => {
  it('shows the pending queue to the super admin only', async () => {
    const queue = await call('GET', '/payment-api/v1/invoices?status=pending', 'super');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((invoice: { id: number }) => invoice.id)).toContain(ids.invoiceA);
    expect(expectErrorShape((await call('GET', '/payment-api/v1/invoices?status=pending', 'ana')).json(), 403).data.code).toBe('forbidden');
  });

  it('refuses a CFDI that does not match the request (422), storing nothing', async () => {
    const pdfs = storedPdfs();
    const cases = [
      await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!, (xml) => xml.replace('Total="116.00"', 'Total="117.00"'))),
      await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!, (xml) => xml.replace('Rfc="GAOA900101HM5"', 'Rfc="XAXX010101000"'))),
      await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!, (xml) => xml.replace('Rfc="EKU9003173C9"', 'Rfc="AAA010101AAA"'))),
      await stamp(ids.invoiceA!, 'super', (await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/xml`, 'super')).body),
      await stamp(ids.invoiceA!, 'super', '<cfdi:Comprobante'),
      await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!), Buffer.from('no soy un PDF')),
    ];
    for (const response of cases) {
      expect(expectErrorShape(response.json(), 422).data.code, response.body).toBe('cfdi_invalid');
    }
    expect(cases[0]!.json().message).toBe('El total del CFDI no coincide con el de la solicitud ($116.00).');
    expect(cases[3]!.json().message).toContain('TimbreFiscalDigital');
    expect((await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}`, 'ana')).json()).toMatchObject({ status: 'pending', uuid: null });
    expect(storedPdfs()).toBe(pdfs);
  });

  it('refuses the owner (403) and anyone else (404)', async () => {
    const xml = await stampedXmlOf(ids.invoiceA!);
    expect(expectErrorShape((await stamp(ids.invoiceA!, 'ana', xml)).json(), 403).data.code).toBe('forbidden');
    expect(expectErrorShape((await stamp(ids.invoiceA!, 'beto', xml)).json(), 404).data.code).toBe('not_found');
  });

  it('attaches a matching stamped CFDI and its PDF once, and tells the owner', async () => {
    const uuid = randomUUID();
    const stamped = await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!, undefined, uuid));
    expect(stamped.statusCode, stamped.body).toBe(200);
    expect(stamped.json()).toMatchObject({ status: 'stamped', uuid: uuid.toUpperCase(), has_pdf: true });
    const xml = await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/xml`, 'ana');
    expect(xml.body).toContain(`UUID="${uuid}"`);
    const pdf = await call('GET', `/payment-api/v1/invoices/${ids.invoiceA}/pdf`, 'ana');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const notice = await t.database.db.selectFrom('notifications').select(['title', 'route']).where('user_id', '=', ids.ana!).executeTakeFirstOrThrow();
    expect(notice).toEqual({ title: 'Tu factura está lista', route: '/wallet/facturacion' });
    const again = await stamp(ids.invoiceA!, 'super', await stampedXmlOf(ids.invoiceA!));
    expect(expectErrorShape(again.json(), 409).data.code).toBe('invoice_stamped');
  });

  it('has the demo candidate’s fiscal data and pending request', async () => {
    const candidato = await t.userIdOf('candidato@demo.mx');
    expect((await call('GET', `/payment-api/v1/users/${candidato}/fiscal-data`, 'candidato')).json().fiscal_data).toMatchObject({ rfc: 'CURD950614K21', tax_regime: '612' });
    const invoices = (await call('GET', `/payment-api/v1/users/${candidato}/invoices`, 'candidato')).json();
    expect(invoices.data).toEqual([expect.objectContaining({ status: 'pending', total: 100_000, subtotal: 86_207, tax: 13_793 })]);
  });
});

describe('with a PAC configured', () => {
  const ana = (): Principal => ({ userId: ids.ana!, tokenId: 0, clientId: 'web', globalRoles: ['final_user'], companyRoles: {}, companyIds: [], expiresAt: '2099-01-01T00:00:00.000Z' });
  /** The app's billing parts with a fake PAC that stamps the draft it is given (after `edit`). */
  function billingWith(edit: (xml: string) => string = (xml) => xml) {
    const notices: string[] = [];
    const errors: unknown[] = [];
    const pac: PacProvider = {
      name: 'pac-de-prueba',
      async stamp(draftXml) {
        const uuid = randomUUID();
        const stampedXml = edit(draftXml).replace('</cfdi:Comprobante>', `<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}"/></cfdi:Complemento></cfdi:Comprobante>`);
        return { uuid, stampedXml, pdf: PDF };
      },
    };
    const billing = createBilling({
      db: t.database.db,
      issuer: DEFAULT_ISSUER,
      movements: createWalletMovements(t.database.db),
      storage: createFileStorage(path.join(t.config.dataDir, 'storage')),
      pac,
      notify: async (_userId, content) => void notices.push(content.title),
      now: () => new Date(nowMs),
      onError: (error) => void errors.push(error),
    });
    return { billing, notices, errors };
  }

  it('stamps a request right after it is made and tells its owner', async () => {
    const { billing, notices, errors } = billingWith();
    const movement = await recharge('ana', 2_320);
    const invoice = await billing.invoices.request(ana(), ids.ana!, { transaction_ids: [movement] });
    expect(invoice.status).toBe('pending');
    await billing.settled();
    expect(errors).toEqual([]);
    expect(await billing.invoices.get(ana(), invoice.id)).toMatchObject({ status: 'stamped', has_pdf: true, subtotal: 2_000, tax: 320 });
    expect(notices).toEqual(['Tu factura está lista']);
  });

  it('leaves the request pending when the PAC answers with a CFDI that does not match', async () => {
    const { billing, notices, errors } = billingWith((xml) => xml.replace(/ Total="[\d.]+"/, ' Total="1.00"'));
    const pdfs = storedPdfs();
    const movement = await recharge('ana', 2_500);
    const invoice = await billing.invoices.request(ana(), ids.ana!, { transaction_ids: [movement] });
    await billing.settled();
    expect(errors).toHaveLength(1);
    expect((await billing.invoices.get(ana(), invoice.id)).status).toBe('pending');
    expect(notices).toEqual([]);
    expect(storedPdfs()).toBe(pdfs);
  });
});
