/**
 * Which proxies stand in front of the server, and so which X-Forwarded-For entry is the visitor
 * (docs/decisions/102). Pure: server.mjs imports it; env-schema.ts parses TRUST_PROXY.
 *
 * A proxy appends the address it received the request from to the right of X-Forwarded-For
 * (nginx's `$proxy_add_x_forwarded_for`); whatever the client sent stands to the left of it. So the
 * header is read from the RIGHT: the socket's peer is the nearest hop, then the header's entries
 * right to left. With N trusted proxies the visitor is the N-th hop; with a list of proxy addresses
 * it is the first hop that is not one of them. A forged leftmost entry is never reached.
 */
import { BlockList, isIP } from 'node:net';
// Type-only: erased when server.mjs loads this file, so no runtime import between the two.
import type { TrustProxy } from '../env-schema';

export type { TrustProxy };

/**
 * 'yes' when the request came through a proxy (it bore X-Forwarded-For as it reached server.mjs),
 * 'no' when not; server.mjs sets it on every request, replacing a client's value. Read before
 * Next.js, which adds an X-Forwarded-For of its own to every request it hands a route.
 */
export const PROXIED_HEADER = 'x-client-proxied';

/** `::ffff:10.0.0.1` (how Node reports IPv4 on a dual-stack socket) is `10.0.0.1`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

const blockLists = new WeakMap<TrustProxy, BlockList>();
function matcher(trust: Extract<TrustProxy, { kind: 'addresses' }>): BlockList {
  let list = blockLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const range of trust.ranges) {
      const [address = '', prefix] = range.split('/');
      const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      list.addSubnet(address, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family);
    }
    blockLists.set(trust, list);
  }
  return list;
}

function isTrusted(address: string, trust: Extract<TrustProxy, { kind: 'addresses' }>): boolean {
  const version = isIP(address);
  return version !== 0 && matcher(trust).check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's address: the socket's peer when no proxy is trusted, else the hop the trusted
 * proxies vouch for, read from the right of X-Forwarded-For. An entry that is not an IP address
 * stops the walk (the last good hop is used), so garbage never becomes a rate-limit key.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  const peer = normaliseAddress(remoteAddress ?? '') || 'unknown';
  if (trust.kind === 'hops' && trust.hops === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  // Nearest first: the socket's peer, then the header's entries from the right.
  const hops = [
    peer,
    ...header
      .split(',')
      .map((entry) => normaliseAddress(entry))
      .filter(Boolean)
      .reverse(),
  ];
  let chosen = peer;
  for (let index = 0; index < hops.length; index += 1) {
    const hop = hops[index]!;
    if (index > 0 && !isIP(hop)) break;
    chosen = hop;
    const trusted = trust.kind === 'hops' ? index < trust.hops : isTrusted(hop, trust);
    if (!trusted) break;
  }
  return chosen;
}
