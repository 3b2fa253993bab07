/**
 * Who is calling, behind proxies we trust (TRUST_PROXY) and no others.
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so the list
 * reads client-supplied entries first and the entries our own proxies wrote last. Only those last
 * ones can be believed: the client is the address the outermost trusted proxy saw.
 *
 * - `false`: no proxy; the client is the socket's address and forwarded headers are ignored.
 * - a number N of trusted hops (`true` means 1): the client is the N-th entry from the right
 *   (with fewer entries than N, the leftmost one: every entry was then written by our proxies).
 * - a list of proxy addresses and CIDRs (`TrustedProxies`): the socket must be one of them, then
 *   X-Forwarded-For is walked from the right, skipping trusted addresses; the first untrusted one
 *   is the client (all trusted: the leftmost).
 *
 * Each entry read must be a bare IPv4 or IPv6 address; one that is not (garbage, a port, an empty
 * hop) makes the whole header untrusted and the socket's address is used. Entries left of the
 * client's are the client's own writing and are never read. Several X-Forwarded-For headers count
 * as one list in their order. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are read as IPv4.
 */
import { BlockList, isIP } from 'node:net';

export class TrustedProxies {
  readonly entries: readonly string[];
  private readonly list = new BlockList();

  /** Throws a RangeError naming the first entry that is not an address or CIDR. */
  constructor(entries: readonly string[]) {
    this.entries = entries;
    for (const entry of entries) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      const bits = Number(prefix);
      const ok =
        family !== 0 &&
        rest.length === 0 &&
        (prefix === undefined || (/^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128)));
      if (!ok) throw new RangeError(`"${entry}" is not an IP address or CIDR`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, bits, type);
    }
  }

  has(ip: string): boolean {
    const family = isIP(ip);
    return family !== 0 && this.list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** `false`: no proxy; `true` or a number: that many trusted hops; or the proxies' addresses. */
export type TrustProxy = boolean | number | TrustedProxies;

/** A bare IP address, IPv4-mapped IPv6 read as IPv4; undefined when it is not one. */
export function normalizeIp(value: string | undefined): string | undefined {
  const v = value?.trim().toLowerCase() ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(v)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return isIP(v) ? v : undefined;
}

export type ClientAddress = {
  /** The client's IP address, or 'unknown' when the socket has none (in-process requests). */
  ip: string;
  /**
   * How many proxies the request is known to have passed through that we trust: 0 when the
   * forwarded headers were not believed. X-Forwarded-Proto is read only when this is above 0.
   */
  trustedHops: number;
};

export function resolveClient(
  trust: TrustProxy,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
): ClientAddress {
  const socket = { ip: normalizeIp(socketAddress) ?? 'unknown', trustedHops: 0 };
  const hops = trust === true ? 1 : trust === false ? 0 : trust;
  if (hops === 0) return socket;
  if (hops instanceof TrustedProxies && !hops.has(socket.ip)) return socket;
  const entries = forwardedFor === undefined ? [] : forwardedFor.split(',');
  if (entries.length === 0) return { ip: socket.ip, trustedHops: 1 };

  if (typeof hops === 'number') {
    const at = Math.max(0, entries.length - hops);
    const read = entries.slice(at).map(normalizeIp);
    if (read.some((ip) => ip === undefined)) return socket;
    return { ip: read[0]!, trustedHops: Math.min(hops, entries.length) };
  }
  // The socket is a trusted proxy: walk its list from the right over the other trusted proxies.
  let trusted = 1;
  for (let i = entries.length - 1; i >= 0; i--) {
    const ip = normalizeIp(entries[i]);
    if (ip === undefined) return socket;
    if (!hops.has(ip) || i === 0) return { ip, trustedHops: trusted };
    trusted++;
  }
  return socket; // not reached: the loop always returns at i === 0
}

/**
 * The scheme the client used, from X-Forwarded-Proto when a trusted proxy sent it: the entry the
 * outermost trusted proxy wrote (each proxy that appends adds its own on the right; one that
 * overwrites leaves a single value, which is then the one read).
 */
export function forwardedProto(client: ClientAddress, header: string | undefined): string | undefined {
  if (client.trustedHops === 0 || header === undefined) return undefined;
  const values = header.split(',').map((v) => v.trim().toLowerCase());
  const value = values[Math.max(0, values.length - client.trustedHops)];
  return value === 'https' || value === 'http' ? value : undefined;
}
