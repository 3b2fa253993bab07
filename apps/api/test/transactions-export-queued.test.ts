/**
 * An export bigger than a page's patience runs as a job (the threshold lowered through the
 * configuration, never by writing 50,000 rows): the answer says it is being prepared, the job
 * writes the file, the requester is notified with the download address, the download is the same
 * bytes as a streamed export, and it is 404 for another merchant, a member limited to
 * sub-accounts, and once expired.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { exportChunks, exports, transactions } from '#db/schema/index.ts';
import { writeChunk } from '#modules/exports/export-sql.ts';
import { buildQueuedExports, EXPORT_LEASE_MS } from '#modules/exports/index.ts';
import { exportWhere } from '#modules/exports/transaction-rows.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { recordingQueue, stopRecording } from './support/queue.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';
const QUEUED = 'Your export is being prepared. We’ll notify you when it’s ready.';

afterEach(stopRecording);

describe('an export past the threshold', () => {
  test('is prepared by a job, announced to the requester, and downloads the same file', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 2 } });
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1_000);
      await payOk(
        t,
        link.ref,
        payer({ email: `q${i}@example.com`, name: `=cmd${i}`, card: card(CARDS.success) }),
      );
    }
    const sent = recordingQueue();
    const res = await t.post(`${TXNS}/export-csv`, { status: 'success' }, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({
      message: QUEUED,
      responseBody: { exportId: expect.any(String), status: 'queued' },
    });
    const id = res.body.responseBody.exportId as string;
    expect(sent).toEqual([{ name: 'exports-build', data: { exportId: id } }]);
    const notFoundYet = await t.get(`/api/v1/merchant/exports/${id}/download`, { token: owner.token });
    errorBody(notFoundYet, 404, 'NOT_FOUND');

    // The run takes every queued export (other tests' too, on a shared database): look at this one.
    await buildQueuedExports(t.deps);
    const [row] = await t.db.select().from(exports).where(eq(exports.id, id));
    expect(row).toMatchObject({ status: 'ready', rows: 3 });

    const notes = await t.get('/api/v1/merchant/notifications', { token: owner.token });
    const note = notes.body.responseBody.items.find((n: { kind: string }) => n.kind === 'export.ready');
    expect(note.title).toBe('Your export is ready');
    // The notification carries the export: the dashboard downloads it from there.
    expect(note.exportId).toBe(id);
    expect(note.body).toContain('can be downloaded from this notification for 7 days');

    const download = await t.get(`/api/v1/merchant/exports/${id}/download`, { token: owner.token });
    expect(download.status, download.text).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Transactions.csv"');
    expect(download.text).toContain(`"'=cmd0"`);
    const bytes = async (path: string, init: RequestInit = {}) => {
      const r = await t.app.request(path, {
        ...init,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      });
      return Buffer.from(await r.arrayBuffer());
    };
    const file = await bytes(`/api/v1/merchant/exports/${id}/download`);
    expect(file.byteLength).toBe(row!.size);
    const streamed = await harness(database.db, { clock: t.clock }).app.request(`${TXNS}/export-csv`, {
      method: 'POST',
      body: JSON.stringify({ status: 'success' }),
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    expect(streamed.status).toBe(200);
    expect(file.equals(Buffer.from(await streamed.arrayBuffer()))).toBe(true);

    const other = await signedInUser(t);
    errorBody(
      await t.get(`/api/v1/merchant/exports/${id}/download`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    errorBody(
      await t.get(`/api/v1/merchant/exports/not-an-id/download`, { token: owner.token }),
      404,
      'NOT_FOUND',
    );

    t.clock.advance(7 * 86_400_000 + 1_000);
    await buildQueuedExports(t.deps);
    expect(await t.db.select().from(exports).where(eq(exports.id, id))).toEqual([]);
    expect(await t.db.select().from(exportChunks).where(eq(exportChunks.exportId, id))).toEqual([]);
  });

  test('an expired export is 404 before the sweep removes it', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    const id = res.body.responseBody.exportId as string;
    await buildQueuedExports(t.deps);
    expect((await t.get(`/api/v1/merchant/exports/${id}/download`, { token: owner.token })).status).toBe(200);
    await t.db.update(exports).set({ expiresAt: t.clock.now() }).where(eq(exports.id, id));
    errorBody(
      await t.get(`/api/v1/merchant/exports/${id}/download`, { token: owner.token }),
      404,
      'NOT_FOUND',
    );
  });

  test('a download the reader leaves midway gives its connection up', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 3; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    const id = res.body.responseBody.exportId as string;
    await buildQueuedExports(t.deps, { batchRows: 1, only: id });
    const download = () =>
      t.app.request(`/api/v1/merchant/exports/${id}/download`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
    const whole = Buffer.from(await (await download()).arrayBuffer());
    expect(whole.toString('utf8').split('\r\n')).toHaveLength(5);
    // More abandoned downloads than the pool has connections (4 on PostgreSQL in tests).
    for (let i = 0; i < 6; i++) {
      const reader = (await download()).body!.getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
    }
    expect(Buffer.from(await (await download()).arrayBuffer()).equals(whole)).toBe(true);
  });

  test('an export whose runner died mid-file is taken again once its lease lapses', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    await payOk(t, link.ref, payer({ email: 'lease@example.com', card: card(CARDS.success) }));
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    const id = res.body.responseBody.exportId as string;
    // A runner took it and was killed after writing part of the file.
    await t.db.update(exports).set({ status: 'running', leasedAt: t.clock.now() }).where(eq(exports.id, id));
    await t.db.insert(exportChunks).values({ exportId: id, seq: 0, data: Buffer.from('"Date","Refer') });
    const statusOf = async () => (await t.db.select().from(exports).where(eq(exports.id, id)))[0]!.status;

    // Its lease is fresh: nobody else takes it.
    await buildQueuedExports(t.deps);
    expect(await statusOf()).toBe('running');

    t.clock.advance(EXPORT_LEASE_MS + 1_000);
    await buildQueuedExports(t.deps);
    expect(await statusOf()).toBe('ready');
    const token = await signIn(t, owner.email);
    const download = await t.get(`/api/v1/merchant/exports/${id}/download`, { token });
    expect(download.status, download.text).toBe(200);
    expect(download.text).toContain('lease@example.com');
    // Written whole by the second runner: the first one's part is not left in front of it.
    expect(download.text.indexOf('"Date"')).toBe(download.text.lastIndexOf('"Date"'));
  });
});

describe('a runner that lost its export', () => {
  test('stores no chunk once another runner holds the lease', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    await payOk(t, link.ref, payer({ email: 'fenced@example.com', card: card(CARDS.success) }));
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    const id = res.body.responseBody.exportId as string;
    const [e] = await t.db.select().from(exports).where(eq(exports.id, id));
    const stale = t.clock.now();
    t.clock.advance(EXPORT_LEASE_MS + 1_000);
    // Another runner took it over: its lease is the one the export holds now.
    const current = t.clock.now();
    await t.db.update(exports).set({ status: 'running', leasedAt: current }).where(eq(exports.id, id));
    const ctx = { actor: { merchantId: e!.merchantId }, access: { subAccountIds: null } };
    const where = exportWhere(ctx, {}, current);
    const chunk = (lease: Date, seq: number) =>
      writeChunk(t.db, { exportId: id, lease, seq, where, after: null, from: null }, null, 10);
    const chunks = () => t.db.select().from(exportChunks).where(eq(exportChunks.exportId, id));

    expect(await chunk(stale, 1)).toMatchObject({ rows: 1, held: false });
    expect(await chunks()).toEqual([]);
    expect(await chunk(current, 1)).toMatchObject({ rows: 1, held: true });
    const stored = await chunks();
    expect(stored.map((c) => c.seq)).toEqual([1]);
    expect(Buffer.from(stored[0]!.data).toString('utf8')).toContain('fenced@example.com');
  });
});

describe('a runner that is still writing', () => {
  test('renews its lease from its runs side by side, its mark unchanged', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 4; i++) {
      await payOk(t, link.ref, payer({ email: `alive${i}@example.com`, card: card(CARDS.success) }));
    }
    // A day apart, so the split has days to cut into two runs of two rows.
    const days = sql`(3 - substr(customer_email, 6, 1)::int) * interval '1 day'`;
    await t.db.execute(sql`update ${transactions} set created_at = created_at - ${days},
      paid_at = paid_at - ${days} where customer_email like 'alive%@example.com'`);
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(202);
    const id = res.body.responseBody.exportId as string;
    // Two minutes pass at every reading of the clock: each chunk is followed by a renewal.
    const clock = {
      now: () => {
        t.clock.advance(2 * 60_000);
        return t.clock.now();
      },
    };
    await buildQueuedExports({ ...t.deps, clock }, { batchRows: 1, parts: 2, only: id });
    const [e] = await t.db.select().from(exports).where(eq(exports.id, id));
    expect(e).toMatchObject({ status: 'ready', rows: 4 });
    expect(e!.aliveAt!.getTime()).toBeGreaterThan(e!.leasedAt!.getTime());
  });

  test('keeps its export however old its claim, while it shows it is alive', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    await payOk(t, link.ref, payer({ email: 'claimed@example.com', card: card(CARDS.success) }));
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    const id = res.body.responseBody.exportId as string;
    const claimed = new Date(t.clock.now().getTime() - 3 * EXPORT_LEASE_MS);
    await t.db
      .update(exports)
      .set({ status: 'running', leasedAt: claimed, aliveAt: t.clock.now() })
      .where(eq(exports.id, id));
    const statusOf = async () => (await t.db.select().from(exports).where(eq(exports.id, id)))[0]!.status;

    await buildQueuedExports(t.deps, { only: id });
    expect(await statusOf()).toBe('running');
    t.clock.advance(EXPORT_LEASE_MS + 1_000);
    await buildQueuedExports(t.deps, { only: id });
    expect(await statusOf()).toBe('ready');
  });
});
