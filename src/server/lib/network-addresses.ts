import { BlockList, isIP } from 'node:net';

/** Loopback addresses: the machine itself, where the demo super admin harms nobody. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

/** Loopback, private (RFC 1918, ULA) or link-local: this machine or the private network. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && PRIVATE_NETWORKS.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** An IPv4/IPv6 address, or one with a CIDR prefix in range (`10.0.0.0/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
