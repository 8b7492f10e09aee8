import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { CFDI_NAMESPACE, attribute, buildCfdi, cfdiAmounts, cfdiDate, ivaBounds, money, splitIvaIncluded } from '../../../../src/server/modules/billing/billing.cfdi';
import { centavosOf, readStampedCfdi } from '../../../../src/server/modules/billing/billing.cfdi-reader';
import { DEFAULT_ISSUER } from '../../../../src/server/modules/billing/billing.config';

const receiver = { rfc: 'CURD950614K21', legalName: 'DANIELA CRUZ REYES & <HIJOS> "Ñ"', taxRegime: '612', postalCode: '06700', cfdiUse: 'G03' };

/** Every element of the document with its attributes, read back by a real XML parser. */
function parse(xml: string) {
  const elements: { uri: string; local: string; attributes: Record<string, string> }[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => elements.push({ uri: tag.uri, local: tag.local, attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])) }));
  parser.write(xml).close();
  return elements;
}

const centavos = (text: string | undefined) => centavosOf(text!)!;

describe('IVA split of amounts paid with IVA included', () => {
  it('splits $116.00 into $100.00 + $16.00 and $1.00 into $0.86 + $0.14', () => {
    expect(splitIvaIncluded(11_600)).toEqual({ base: 10_000, tax: 1_600 });
    expect(splitIvaIncluded(100)).toEqual({ base: 86, tax: 14 });
  });

  it('adds up to the centavo and keeps the IVA within SAT’s bounds for every amount up to $100,000.00', () => {
    let exact = 0;
    for (let total = 1; total <= 10_000_000; total++) {
      const { base, tax } = splitIvaIncluded(total);
      if (base + tax !== total) throw new Error(`${total}: ${base} + ${tax}`);
      const { lower, upper } = ivaBounds(base);
      if (tax < lower || tax > upper) throw new Error(`${total}: IVA ${tax} outside [${lower}, ${upper}] for base ${base}`);
      if (tax === Math.floor((base * 16 + 50) / 100)) exact++;
    }
    // Six amounts in seven have an IVA of exactly round(base × 0.16); the seventh, skipped by rounding both ways, sits within SAT's tolerance.
    expect(exact / 10_000_000).toBeGreaterThan(0.86);
  }, 60_000);

  it('refuses what is not a positive whole number of centavos', () => {
    expect(() => splitIvaIncluded(0)).toThrow();
    expect(() => splitIvaIncluded(10.5)).toThrow();
  });
});

describe('the CFDI 4.0 document', () => {
  const lines = [
    { transactionId: 7, description: 'Recarga de saldo de monedero electrónico (movimiento 7)', total: 50_000, paymentForm: '04' as const },
    { transactionId: 9, description: 'Comedor: vale semanal (movimiento 9)', total: 35_099, paymentForm: '05' as const },
    { transactionId: 12, description: 'Boleto', total: 1, paymentForm: '05' as const },
  ];
  const amounts = cfdiAmounts(lines);
  const xml = buildCfdi({ issuer: DEFAULT_ISSUER, receiver, folio: '41', issuedAt: new Date('2026-12-06T03:30:00.000Z'), amounts });
  const elements = parse(xml);
  const one = (local: string) => elements.find((element) => element.local === local && element.uri === CFDI_NAMESPACE)!.attributes;

  it('is well-formed XML whose root is a cfdi:Comprobante 4.0 of income, PUE, export 01', () => {
    expect(one('Comprobante')).toMatchObject({ Version: '4.0', Serie: 'PT', Folio: '41', TipoDeComprobante: 'I', MetodoPago: 'PUE', Exportacion: '01', Moneda: 'MXN', LugarExpedicion: '42501', Fecha: '2026-12-05T21:30:00' });
    expect(one('Emisor')).toEqual({ Rfc: 'EKU9003173C9', Nombre: 'ESCUELA KEMPER URGATE', RegimenFiscal: '601' });
  });

  it('escapes the receiver’s name and keeps it exactly', () => {
    expect(one('Receptor')).toEqual({ Rfc: receiver.rfc, Nombre: receiver.legalName, DomicilioFiscalReceptor: '06700', RegimenFiscalReceptor: '612', UsoCFDI: 'G03' });
    expect(attribute('a\u0001b\nc')).toBe('ab&#10;c');
  });

  it('adds up: conceptos = subtotal, traslados = IVA, subtotal + IVA = total, to the centavo', () => {
    const conceptos = elements.filter((element) => element.local === 'Concepto').map((element) => element.attributes);
    const traslados = elements.filter((element) => element.local === 'Traslado').map((element) => element.attributes);
    expect(conceptos).toHaveLength(3);
    expect(traslados).toHaveLength(4);
    const comprobante = one('Comprobante');
    const conceptSum = conceptos.reduce((sum, concepto) => sum + centavos(concepto.Importe), 0);
    const conceptTaxes = traslados.slice(0, 3).reduce((sum, traslado) => sum + centavos(traslado.Importe), 0);
    expect(conceptSum).toBe(centavos(comprobante.SubTotal));
    expect(centavos(traslados[3]!.Base)).toBe(conceptSum);
    expect(centavos(traslados[3]!.Importe)).toBe(conceptTaxes);
    const summary = elements.filter((element) => element.local === 'Impuestos').at(-1)!.attributes;
    expect(centavos(summary.TotalImpuestosTrasladados)).toBe(conceptTaxes);
    expect(centavos(comprobante.SubTotal) + conceptTaxes).toBe(centavos(comprobante.Total));
    expect(centavos(comprobante.Total)).toBe(50_000 + 35_099 + 1);
    for (const [index, concepto] of conceptos.entries()) {
      expect(concepto).toMatchObject({ ClaveProdServ: '01010101', ClaveUnidad: 'E48', Cantidad: '1', ObjetoImp: '02', NoIdentificacion: `MOV-${lines[index]!.transactionId}` });
      expect(concepto.ValorUnitario).toBe(concepto.Importe);
      expect(traslados[index]).toMatchObject({ Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Base: concepto.Importe });
      expect(centavos(concepto.Importe) + centavos(traslados[index]!.Importe)).toBe(lines[index]!.total);
    }
  });

  it('names the form of payment that paid the most', () => {
    expect(one('Comprobante').FormaPago).toBe('04');
    expect(cfdiAmounts([{ ...lines[0]!, total: 100 }, lines[1]!]).paymentForm).toBe('05');
  });

  it('gives a generic RFC the place of issue as its fiscal address', () => {
    const generic = buildCfdi({ issuer: DEFAULT_ISSUER, receiver: { ...receiver, rfc: 'XAXX010101000', taxRegime: '616', cfdiUse: 'S01' }, folio: '1', issuedAt: new Date(), amounts });
    expect(parse(generic).find((element) => element.local === 'Receptor')!.attributes.DomicilioFiscalReceptor).toBe('42501');
  });

  it('writes money with two decimals', () => {
    expect([money(0), money(5), money(100), money(123_456_789)]).toEqual(['0.00', '0.05', '1.00', '1234567.89']);
    expect(cfdiDate(new Date('2026-01-01T05:59:59.000Z'))).toBe('2025-12-31T23:59:59');
  });
});

describe('reading a stamped CFDI', () => {
  const draft = buildCfdi({ issuer: DEFAULT_ISSUER, receiver, folio: '1', issuedAt: new Date(), amounts: cfdiAmounts([{ transactionId: 1, description: 'x', total: 11_600, paymentForm: '04' }]) });
  const stamp = (uuid: string) =>
    draft.replace('</cfdi:Comprobante>', `<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}"/></cfdi:Complemento></cfdi:Comprobante>`);

  it('finds the RFCs, the total in centavos and the UUID', () => {
    expect(readStampedCfdi(stamp('6f0d3c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6'))).toEqual({ cfdi: { version: '4.0', total: 11_600, issuerRfc: 'EKU9003173C9', receiverRfc: 'CURD950614K21', uuid: '6F0D3C2A-1B2C-4D5E-8F90-A1B2C3D4E5F6' } });
  });

  it('refuses a draft without timbre, a bad UUID, another root, a DOCTYPE and broken XML', () => {
    expect(readStampedCfdi(draft)).toHaveProperty('problem');
    expect(readStampedCfdi(stamp('not-a-uuid'))).toHaveProperty('problem');
    expect(readStampedCfdi('<a Version="4.0"/>')).toHaveProperty('problem');
    expect(readStampedCfdi(`<!DOCTYPE x [<!ENTITY e "e">]>${stamp('6f0d3c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6').replace(/^<\?xml[^>]*>\n/, '')}`)).toHaveProperty('problem');
    expect(readStampedCfdi('<cfdi:Comprobante')).toEqual({ problem: 'El archivo no es un XML bien formado.' });
    expect(readStampedCfdi('')).toHaveProperty('problem');
  });

  it('reads only plain amounts with at most two decimals', () => {
    expect([centavosOf('116'), centavosOf('116.5'), centavosOf('116.05'), centavosOf('1e3'), centavosOf('-1.00'), centavosOf('1.001')]).toEqual([11_600, 11_650, 11_605, null, null, null]);
  });
});
