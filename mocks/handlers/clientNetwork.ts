/*
 * The key a client is counted under by the rate limits (docs/security.md#limites): its network, not one of its
 * addresses.
 */

/** IPv6 hosts get a whole /64 each: a client is keyed by its network, not by one of its many addresses. */
function ipv6Network(address: string): string | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The key of a client from its address: IPv4 as is (`::ffff:` mapping removed), IPv6 by its /64 network,
 * anything else lower-cased and cut to 100 characters.
 */
export function clientNetwork(address: string): string {
  const raw = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  if (mapped?.[1]) return mapped[1];
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(raw)) return raw;
  if (raw.includes(':')) return ipv6Network(raw) ?? raw.slice(0, 100);
  return raw.slice(0, 100) || 'unknown';
}
