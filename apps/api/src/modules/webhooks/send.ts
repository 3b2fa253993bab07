/**
 * One HTTP POST of a signed webhook, with a 10 s limit on the whole exchange. The connection's DNS
 * lookup refuses private addresses (target-address.ts), and an address written as an IP is checked
 * before connecting (Node does not look those up). Redirects are not followed: a 3xx is a failure,
 * so a receiver cannot bounce us into our own network.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, PrivateTargetError, pinnedLookup } from './target-address.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type SendResult = { status: number };

export function postSigned(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<SendResult> {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && isPrivateAddress(host))
    return Promise.reject(new PrivateTargetError(host));
  const client = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Payrail-Webhooks/1',
        },
        lookup: pinnedLookup(allowPrivate),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (res) => {
        // The answer's body is not read: only its status counts.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) =>
      reject(
        err.name === 'TimeoutError' || err.name === 'AbortError' ? new Error('no answer within 10 s') : err,
      ),
    );
    req.end(body);
  });
}
