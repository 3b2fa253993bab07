/**
 * Support's staff answer tickets (docs/OPERATIONS.md, Support):
 *
 *   support:list [--status open|answered|closed]   the tickets waiting (open and answered), oldest first
 *   support:show <SUP-…>                           one ticket and its thread
 *   support:reply <SUP-…> "<message>"              answer it: status answered, the member emailed
 *   support:close <SUP-…>                          close it: the member emailed
 *
 * With PAYRAIL_URL and OPS_TOKEN set, list, reply and close act through the running server
 * (/api/ops/support/…): the embedded database is locked while a server holds it.
 */
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { isStatus, staffClose, staffReply, staffThread, staffTickets } from '#modules/support/index.ts';

const USAGE = {
  list: 'usage: support:list [--status open|answered|closed]',
  show: 'usage: support:show <SUP-…>',
  reply: 'usage: support:reply <SUP-…> "<message>"',
  close: 'usage: support:close <SUP-…>',
};
export type SupportAction = keyof typeof USAGE;
type Print = (line: string) => void;

const isCode = (s: string | undefined): s is string => !!s && /^SUP-[0-9A-Z]{6}$/i.test(s.trim());

/** The arguments of an action, or the usage line when they do not fit. */
export function parseSupportArgs(
  action: SupportAction,
  args: string[],
): { code?: string; message?: string; status?: string } | string {
  if (action === 'list') {
    const at = args.indexOf('--status');
    const status = at >= 0 ? args[at + 1] : undefined;
    if ((at >= 0 && (!status || !isStatus(status))) || args.length > (at >= 0 ? 2 : 0)) return USAGE.list;
    return status ? { status } : {};
  }
  const [code, ...rest] = args;
  if (!isCode(code)) return USAGE[action];
  if (action === 'reply') {
    const message = rest.join(' ').trim();
    return message ? { code: code.trim().toUpperCase(), message } : USAGE.reply;
  }
  return rest.length ? USAGE[action] : { code: code.trim().toUpperCase() };
}

/** Directly on the database. Refusals (no such code, closed) print and exit 1. */
export async function supportCommand(
  deps: Deps,
  action: SupportAction,
  args: string[],
  print: Print = console.log,
): Promise<number> {
  const a = parseSupportArgs(action, args);
  if (typeof a === 'string') {
    print(a);
    return 2;
  }
  try {
    if (action === 'list') {
      const rows = await staffTickets({ deps }, a.status && isStatus(a.status) ? [a.status] : undefined);
      for (const r of rows)
        print(
          `${r.code}  ${r.status.padEnd(8)}  ${r.updatedAt.toISOString()}  ${r.merchant} (${r.filedBy})  ${r.subject}`,
        );
      print(`${rows.length} ticket(s)`);
    } else if (action === 'show') {
      const { row, messages } = await staffThread({ deps }, a.code!);
      print(`${row.code}  ${row.status}  ${row.category}  ${row.subject}`);
      if (row.transactionReference) print(`payment ${row.transactionReference}`);
      for (const m of messages)
        print(`\n— ${m.authorName} (${m.author}), ${m.createdAt.toISOString()}\n${m.body}`);
    } else if (action === 'reply') {
      const row = await staffReply({ deps }, { code: a.code!, message: a.message!, by: 'ops-cli' });
      print(`${row.code}: answered; the merchant was emailed`);
    } else {
      const row = await staffClose({ deps }, { code: a.code!, by: 'ops-cli' });
      print(`${row.code}: closed`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    print(`${a.code ?? action}: ${err.message}${err.errors ? ` ${JSON.stringify(err.errors)}` : ''}`);
    return 1;
  }
}

/** Through a running server's operator endpoints (show is local only). */
export async function supportRemote(
  url: string,
  token: string,
  action: SupportAction,
  args: string[],
  print: Print = console.log,
): Promise<number | undefined> {
  if (action === 'show') return undefined;
  const a = parseSupportArgs(action, args);
  if (typeof a === 'string') {
    print(a);
    return 2;
  }
  const base = `${url.replace(/\/$/, '')}/api/ops/support/tickets`;
  const res =
    action === 'list'
      ? await fetch(base, { headers: { authorization: `Bearer ${token}` } })
      : await fetch(`${base}/${encodeURIComponent(a.code!)}/${action}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(action === 'reply' ? { message: a.message } : {}),
        });
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    responseBody?: {
      code: string;
      status: string;
      updatedAt: string;
      merchant: string;
      filedBy: string;
      subject: string;
    }[];
  };
  if (!res.ok) {
    print(`support:${action}: ${res.status} ${body.message ?? res.statusText}`);
    return 1;
  }
  if (action === 'list' && Array.isArray(body.responseBody))
    for (const r of body.responseBody.filter((t) => !a.status || t.status === a.status))
      print(`${r.code}  ${r.status.padEnd(8)}  ${r.updatedAt}  ${r.merchant} (${r.filedBy})  ${r.subject}`);
  print(body.message ?? 'done');
  return 0;
}
