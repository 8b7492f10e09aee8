import { isAddressOrRange, isPrivateAddress } from './network-addresses';

/** Whose X-Forwarded-For to believe: nobody, the nearest `hops` private-network proxies, or these addresses and ranges. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const TRUST_PROXY_EXAMPLE = 'escribe cuántos proxies hay delante del servidor (TRUST_PROXY=1) o sus direcciones (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';
/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY says whose X-Forwarded-For to believe. `true` would believe anybody's, so a client
 * could pick a new address per request and pass every per-address limit (login, registration,
 * contact); it is refused with what to write instead. A hop count trusts that many proxies on
 * this machine or the private network (see fastifyTrustProxy); a list trusts only connections
 * coming from those addresses or ranges.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return { problem: `TRUST_PROXY=true confiaría en cualquier X-Forwarded-For y cualquiera podría saltarse los límites por dirección; ${TRUST_PROXY_EXAMPLE}.` };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : { problem: `TRUST_PROXY admite de 1 a 10 proxies; ${TRUST_PROXY_EXAMPLE}.` };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return { problem: `TRUST_PROXY: ${wrong.map((entry) => `«${entry}»`).join(', ') || 'la lista está vacía'} no es una dirección IP ni un rango CIDR; ${TRUST_PROXY_EXAMPLE}.` };
  }
  return { proxies: entries };
}

/**
 * The value Fastify's `trustProxy` takes. Fastify 5 turns a bare hop count into "trust nobody"
 * (a hop count cannot tell a proxy from a client that connects directly and writes the header
 * itself), so a count becomes a function: the nearest `hops` addresses are believed only when they
 * are loopback or private — a proxy on this machine or the private network. A proxy elsewhere is
 * named by its address or range instead.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  return (address, hop) => hop < trust.hops && isPrivateAddress(address);
}
