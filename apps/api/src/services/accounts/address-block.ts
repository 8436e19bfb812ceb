import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its 8 groups of 1–4 hex digits ('2001:db8::1' → 8 groups). */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const side = (text: string | undefined): string[] =>
    text === undefined || text === '' ? [] : text.split(':');
  const head = side(halves[0]);
  const tail = side(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
}

/**
 * The block a client address stands for in login limits: an IPv4 address as it is; an IPv6
 * address by its /64 network, since one subscriber usually holds a whole /64 and could otherwise
 * step through 2^64 addresses; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) as IPv4.
 * Anything else is kept as it came.
 */
export function addressBlock(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] !== undefined && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups === null || groups.some((group) => group.includes('.'))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
