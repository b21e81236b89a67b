/**
 * The network a client address stands for in the rate limits. An IPv4 address is one
 * household or office (NAT); an IPv6 address is not: a provider hands each customer a
 * /64 (often more), and every address in it is theirs to use, so counting per IPv6
 * address would give one client 2^64 allowances. IPv6 addresses count per /64; an
 * IPv4-mapped IPv6 address (::ffff:192.0.2.1, how a dual-stack socket shows IPv4) is the
 * IPv4 address it maps.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** `ip` as rate limits count it: IPv4 whole, IPv6 as its /64 (`2001:db8:1:2::/64`); anything else as given. */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (IPV4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d (and its hexadecimal spelling ::ffff:c000:201) is an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!address.includes(':')) return null;
  let text = address;
  const tail: number[] = [];
  // A dotted IPv4 tail stands for the last two groups.
  const dotted = text.match(/^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/);
  if (dotted) {
    const octets = dotted[2]!.split('.').map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array.from({ length: 8 - given }, () => 0);
  return [...head.map((group) => parseInt(group, 16)), ...zeros, ...rest.map((group) => parseInt(group, 16)), ...tail];
}
