import { SaxesParser } from 'saxes';
import { CFDI_NAMESPACE, TFD_NAMESPACE } from './billing.cfdi';

/*
 * Reads what the stamping check needs from an uploaded CFDI. saxes (already installed with
 * exceljs) is a strict, namespace-aware XML parser that never fetches or expands external
 * entities; a DOCTYPE is refused outright, so no entity tricks reach it at all.
 */

export interface StampedCfdi {
  version: string | null;
  /** Total in centavos; null when it is not a plain amount with at most 2 decimals (SAT's MXN). */
  total: number | null;
  issuerRfc: string | null;
  receiverRfc: string | null;
  uuid: string | null;
}

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/** "1160.00" → 116000 centavos; anything else (more decimals, signs, exponents) → null. */
export function centavosOf(amount: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The CFDI's key data, or a Spanish reason why the text is not a CFDI 4.0 with a timbre. */
export function readStampedCfdi(xml: string): { cfdi: StampedCfdi } | { problem: string } {
  const found: StampedCfdi = { version: null, total: null, issuerRfc: null, receiverRfc: null, uuid: null };
  let depth = 0;
  let rootSeen = false;
  let problem: string | null = null;
  const parser = new SaxesParser({ xmlns: true });
  parser.on('doctype', () => {
    problem ??= 'El XML no debe traer una declaración DOCTYPE.';
  });
  parser.on('opentag', (tag) => {
    depth++;
    const attribute = (name: string) => tag.attributes[name]?.value ?? null;
    if (depth === 1) {
      rootSeen = true;
      if (tag.uri !== CFDI_NAMESPACE || tag.local !== 'Comprobante') problem ??= 'El XML no es un CFDI 4.0: su raíz debe ser cfdi:Comprobante.';
      found.version = attribute('Version');
      const total = attribute('Total');
      found.total = total === null ? null : centavosOf(total);
      return;
    }
    if (depth === 2 && tag.uri === CFDI_NAMESPACE && tag.local === 'Emisor') found.issuerRfc = attribute('Rfc');
    if (depth === 2 && tag.uri === CFDI_NAMESPACE && tag.local === 'Receptor') found.receiverRfc = attribute('Rfc');
    if (tag.uri === TFD_NAMESPACE && tag.local === 'TimbreFiscalDigital') found.uuid = attribute('UUID');
  });
  parser.on('closetag', () => {
    depth--;
  });
  try {
    parser.write(xml).close();
  } catch {
    return { problem: 'El archivo no es un XML bien formado.' };
  }
  if (problem) return { problem };
  if (!rootSeen) return { problem: 'El archivo no es un XML bien formado.' };
  if (found.version !== '4.0') return { problem: 'El CFDI debe ser versión 4.0.' };
  if (!found.uuid || !UUID.test(found.uuid)) return { problem: 'El CFDI no trae el complemento TimbreFiscalDigital con su UUID: súbelo ya timbrado por el PAC.' };
  return { cfdi: { ...found, uuid: found.uuid.toUpperCase() } };
}
