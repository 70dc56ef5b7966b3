/** API key IP allow-lists: validation and normalization with ipaddr.js, and a fast matcher. */
import { createRequire } from 'node:module';
import type * as IpAddr from 'ipaddr.js';
import { InputError } from '../errors.js';

// ipaddr.js is CommonJS with `export =`: Node's ESM loader exposes it only as a default export, which
// this tsconfig (no allowSyntheticDefaultImports) cannot type, so load it through require. It loads on
// first use: config validation imports this file, and `pi-scan --help` should not pay for it.
let loadedIpaddr: typeof IpAddr | undefined;
function ipaddr(): typeof IpAddr {
  loadedIpaddr ??= createRequire(import.meta.url)('ipaddr.js') as typeof IpAddr;
  return loadedIpaddr;
}

type Address = IpAddr.IPv4 | IpAddr.IPv6;
type Range = [Address, number];

/** A parsed allow-list entry: a single address is a range with the full prefix length. */
interface ParsedEntry {
  range: Range;
  text: string;
}

/** Parses one IP address or CIDR block; IPv4-mapped IPv6 becomes IPv4. Throws a message naming the entry. */
function parseEntry(raw: string): ParsedEntry {
  const entry = raw.trim();
  const bad = (why: string): InputError =>
    new InputError(
      `invalid IP address or CIDR block "${raw.trim()}": ${why} (examples: 203.0.113.7, 10.0.0.0/8, 2001:db8::/32)`,
    );
  if (entry === '') throw bad('empty entry');
  if (entry.includes('%')) throw bad('zone ids are not allowed');
  const slash = entry.indexOf('/');
  const addressText = slash === -1 ? entry : entry.slice(0, slash);
  const prefixText = slash === -1 ? undefined : entry.slice(slash + 1);
  let address: Address;
  if (ipaddr().IPv4.isValidFourPartDecimal(addressText)) address = ipaddr().IPv4.parse(addressText);
  else if (ipaddr().IPv6.isValid(addressText)) address = ipaddr().IPv6.parse(addressText);
  else throw bad('not an IPv4 or IPv6 address');
  const maxPrefix = address.kind() === 'ipv4' ? 32 : 128;
  let prefix = maxPrefix;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > maxPrefix) {
      throw bad(`the prefix length must be a whole number from 0 to ${maxPrefix}`);
    }
    prefix = Number(prefixText);
  }
  if (address instanceof ipaddr().IPv6 && address.isIPv4MappedAddress() && prefix >= 96) {
    address = address.toIPv4Address();
    prefix -= 96;
  }
  const network = networkAddress(address, prefix);
  const isHost = prefix === (network.kind() === 'ipv4' ? 32 : 128);
  const text = isHost ? network.toString() : `${network.toString()}/${prefix}`;
  return { range: [network, prefix], text };
}

/** The address with its host bits cleared. */
function networkAddress(address: Address, prefix: number): Address {
  const bytes = address.toByteArray();
  for (let bit = prefix; bit < bytes.length * 8; bit += 1) {
    const index = Math.floor(bit / 8);
    bytes[index] = (bytes[index] as number) & ~(0x80 >> (bit % 8));
  }
  return ipaddr().fromByteArray(bytes);
}

/**
 * Validates a comma-separated list of IPs and CIDR blocks and returns it normalized (canonical text,
 * host bits cleared, IPv4-mapped IPv6 as IPv4, duplicates removed). Throws an InputError naming a bad entry.
 */
export function parseIpList(list: string): string {
  const entries = list.split(',');
  if (entries.every((entry) => entry.trim() === '')) {
    throw new InputError('the IP list is empty: give at least one IP address or CIDR block, or use --no-ip');
  }
  const texts: string[] = [];
  for (const entry of entries) {
    const { text } = parseEntry(entry);
    if (!texts.includes(text)) texts.push(text);
  }
  return texts.join(',');
}

/** Parses a client address (as a socket reports it); IPv4-mapped IPv6 becomes IPv4. Undefined if invalid. */
export function parseClientIp(ip: string): Address | undefined {
  const text = ip.trim();
  if (ipaddr().IPv4.isValidFourPartDecimal(text)) return ipaddr().IPv4.parse(text);
  if (!ipaddr().IPv6.isValid(text)) return undefined;
  const address = ipaddr().IPv6.parse(text);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/** Tests whether a client address is inside a normalized allow-list. */
export type IpMatcher = (client: Address) => boolean;

/** Builds a matcher for a list produced by {@link parseIpList}. */
export function compileIpList(normalized: string): IpMatcher {
  const ranges = normalized.split(',').map((entry) => parseEntry(entry).range);
  return (client) => {
    const mapped = client instanceof ipaddr().IPv4 ? client.toIPv4MappedAddress() : undefined;
    for (const [network, prefix] of ranges) {
      if (network.kind() === client.kind()) {
        if (client.match([network, prefix])) return true;
      } else if (mapped?.match([network, prefix])) {
        return true;
      }
    }
    return false;
  };
}
