import ipaddr from 'ipaddr.js';

/**
 * The client's network, as the throttles count it: an IPv4 address as is, an IPv6 address folded to its /64
 * (one subscriber's prefix; @fastify/rate-limit folds its IP keys the same way), an IPv4-mapped IPv6
 * address as the IPv4 it carries. Anything unparsable is kept whole.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
