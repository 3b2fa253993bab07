/** Loopback addresses and host names: what only the server's own machine can use. */
import { BlockList, isIP } from 'node:net';
import { normalizeIp } from '#lib/client-ip.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1 (IPv4-mapped ::ffff:127.x too); 'unknown' and anything else is not. */
export function isLoopbackIp(ip: string): boolean {
  const v = normalizeIp(ip);
  return v !== undefined && loopback.check(v, isIP(v) === 4 ? 'ipv4' : 'ipv6');
}

/** HOST values that listen on loopback only: `localhost` or a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || isLoopbackIp(h);
}
