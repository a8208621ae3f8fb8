/**
 * The unit a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let one
 * client rotate through billions of them).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight 16-bit groups as numbers (no zone id), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = (address.split('%')[0] ?? '').toLowerCase();
  if (!isIPv6(plain)) return null;
  let text = plain;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? Array<string>(8 - left.length - right.length).fill('0') : [];
  const groups = [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

export function addressBucket(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 64);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address itself.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
