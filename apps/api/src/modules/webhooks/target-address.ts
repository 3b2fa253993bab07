/**
 * Where a webhook may be sent. A merchant's webhook address must not reach into our own network:
 * private (RFC 1918, unique-local), loopback, link-local (cloud metadata lives there), CGNAT,
 * unspecified, multicast and reserved addresses are refused, by the ADDRESS the host name resolves
 * to, not by its name. It is checked when the address is saved and again at every send, in the
 * connection's own DNS lookup (`pinnedLookup`), so a name that resolves to a public address when
 * saved and to 127.0.0.1 later (DNS rebinding) is refused at the moment it would be used.
 * `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true` lifts the rule for local development and tests.
 */
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return { address: m[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** True for an address a webhook must not reach (private, loopback, link-local, reserved…). */
export function isPrivateAddress(address: string): boolean {
  const a = unmapped(address);
  if (!isIP(a.address)) return true;
  return blocked.check(a.address, a.family);
}

export class PrivateTargetError extends Error {
  readonly address: string;
  constructor(address: string) {
    super(`refused: ${address} is a private, loopback or link-local address`);
    this.address = address;
  }
}

export class UnresolvedTargetError extends Error {}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function resolveAll(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) return Promise.resolve([{ address: host, family: isIP(host) }]);
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (err, addresses) =>
      err
        ? reject(new UnresolvedTargetError(`${host} could not be resolved (${err.code ?? err.message})`))
        : resolve(addresses),
    ),
  );
}

/**
 * Resolves the URL's host and throws PrivateTargetError when any address it resolves to is
 * private (unless allowed), UnresolvedTargetError when it resolves to nothing.
 */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<void> {
  const addresses = await resolveAll(hostOf(new URL(url)));
  if (allowPrivate) return;
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad) throw new PrivateTargetError(bad.address);
}

/**
 * A `lookup` for http(s).request: resolves as usual and refuses a private address, so the socket
 * connects only to an address that passed the check (the check and the connection cannot see two
 * different answers).
 */
export function pinnedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new PrivateTargetError(bad.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
