/**
 * Which client an inbound SMTP connection counts for. An IPv4 address is one client. An
 * IPv6 client is its /64: a single host is usually handed a whole /64, so counting
 * addresses would let one machine open as many connections as it picks addresses.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return null;
  let text = bare;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (value: string | undefined) => (value ? value.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  const groups = [...front, ...zeros, ...back];
  return groups.length === 8 ? groups : null;
}

export function clientOfAddress(remoteAddress: string): string {
  const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d in hex) is still that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
