import { isIPv6 } from 'node:net';

/**
 * What a per-address limit counts on: an IPv4 address as it is, an IPv6 address by its /64. One
 * household or server is given a whole /64 and can pick any of its 2^64 addresses per request, so
 * keying on the full address would hand it an unlimited number of fresh buckets. An IPv4 address
 * written in IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address.
 */
export function addressBlock(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1];
  if (!isIPv6(bare)) return address;
  return `${expandedGroups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, each in lower case without leading zeros. */
function expandedGroups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing IPv4 part (`64:ff9b::192.0.2.1`) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
