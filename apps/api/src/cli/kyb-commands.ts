/**
 * `kyb:approve <merchant>` and `kyb:reject <merchant> --reason "…"`, where <merchant> is a
 * merchant public id (MER-…) or the email of one of its users. With PAYRAIL_URL and OPS_TOKEN set
 * they ask the running server (POST {PAYRAIL_URL}/api/ops/kyb/{merchant}/approve|reject): the
 * embedded database is locked while a server holds it. Otherwise they open the database directly.
 * Either way the merchant's owner is notified in-app and by email.
 */

import type { Database } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { decideKyb, findMerchant } from '#modules/kyb/index.ts';
import type { Config } from '#src/config.ts';
import { cliDeps } from './deps.ts';

export type KybArgs = { decision: 'approve' | 'reject'; merchant: string; reason: string | undefined };

/** `<merchant> [--reason "…" | --reason=…]`; null when the arguments do not fit. */
export function parseKybArgs(decision: 'approve' | 'reject', argv: string[]): KybArgs | string {
  let reason: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--reason') reason = argv[++i];
    else if (a.startsWith('--reason=')) reason = a.slice('--reason='.length);
    else rest.push(a);
  }
  if (rest.length !== 1)
    return `usage: npm run ops -- kyb:${decision} <merchant public id or user email>${decision === 'reject' ? ' --reason "…"' : ''}`;
  if (decision === 'reject' && !reason?.trim())
    return 'kyb:reject needs --reason "…" (the merchant reads it)';
  return { decision, merchant: rest[0]!, reason: reason?.trim() };
}

/** Through the running server's operator endpoint. */
export async function kybRemote(url: string, token: string, a: KybArgs): Promise<number> {
  const res = await fetch(
    `${url.replace(/\/$/, '')}/api/ops/kyb/${encodeURIComponent(a.merchant)}/${a.decision}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(a.reason ? { reason: a.reason } : {}),
    },
  );
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.ok) {
    console.log(body.message ?? 'done');
    return 0;
  }
  console.error(`kyb:${a.decision}: ${res.status} ${body.message ?? res.statusText}`);
  return 1;
}

/** Directly on the database (no server may hold an embedded one). */
export async function kybLocal(database: Database, config: Config, a: KybArgs): Promise<number> {
  const deps = cliDeps(database, config);
  try {
    const merchant = await findMerchant(deps.db, a.merchant);
    const status = await decideKyb(
      { deps },
      {
        merchantId: merchant.id,
        decision: a.decision,
        reason: a.reason,
        by: 'ops-cli',
      },
    );
    console.log(`KYB ${status} for ${merchant.name} (${merchant.publicId})`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      console.error(`kyb:${a.decision}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
