/**
 * verifyPin(), the check money-out actions will call: the right PIN passes and gives the tries
 * back, a wrong one names the caller's field and the tries left, no PIN is 409, and the lock
 * holds for every session, one created after it included, until it ends.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, transactionPins } from '#db/schema/index.ts';
import { verifyPin } from '#modules/pin/verify.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();

async function holder(t: Harness, userId: string) {
  const [s] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return { userId, sessionId: s!.id };
}

async function withPin(t: Harness) {
  const u = await signedInUser(t);
  await t.post('/api/v1/settings/pin/register-pin', { pin: '2580', confirmPin: '2580' }, { token: u.token });
  return { u, who: await holder(t, u.row.id) };
}

const failedAttempts = async (t: Harness, userId: string) =>
  (await t.db.select().from(transactionPins).where(eq(transactionPins.userId, userId)))[0]!.failedAttempts;

describe('verifyPin', () => {
  test('the right PIN passes and gives the tries back; a wrong one names the field and the tries left', async () => {
    const t = harness(database.db);
    const { u, who } = await withPin(t);
    await expect(
      verifyPin({ deps: t.deps, actor: who }, { pin: '1111', field: 'pin' }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_PIN',
      errors: { pin: ['Wrong PIN. 4 attempts left.'] },
    });
    await expect(
      verifyPin({ deps: t.deps, actor: who }, { pin: '1111', field: 'transactionPin' }),
    ).rejects.toMatchObject({
      errors: { transactionPin: ['Wrong PIN. 3 attempts left.'] },
    });
    expect(await failedAttempts(t, u.row.id)).toBe(2);
    await expect(verifyPin({ deps: t.deps, actor: who }, { pin: '2580' })).resolves.toBeUndefined();
    expect(await failedAttempts(t, u.row.id)).toBe(0);
  });

  test('twelve checks at once with the right PIN all pass: none is called locked', async () => {
    const t = harness(database.db);
    const { u, who } = await withPin(t);
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, () => verifyPin({ deps: t.deps, actor: who }, { pin: '2580' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill('fulfilled'));
    expect(await failedAttempts(t, u.row.id)).toBe(0);
  });

  test('nine wrong PINs at once: five are judged (the fifth locks), the rest wait and are locked', async () => {
    const t = harness(database.db);
    const { u, who } = await withPin(t);
    const answers = await Promise.allSettled(
      ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'].map((pin) =>
        verifyPin({ deps: t.deps, actor: who }, { pin }),
      ),
    );
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok'));
    expect(codes.filter((c) => c === 'INVALID_PIN')).toHaveLength(4);
    expect(codes.filter((c) => c === 'PIN_LOCKED')).toHaveLength(5);
    expect(await failedAttempts(t, u.row.id)).toBe(5);
  });

  test('no PIN set: 409 PIN_NOT_SET', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    await expect(
      verifyPin({ deps: t.deps, actor: await holder(t, u.row.id) }, { pin: '2580' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'PIN_NOT_SET',
    });
  });

  test('the lock holds for a session created after it, until it ends', async () => {
    const t = harness(database.db);
    const { u, who } = await withPin(t);
    for (let i = 0; i < 4; i++)
      await expect(verifyPin({ deps: t.deps, actor: who }, { pin: '1111' })).rejects.toMatchObject({
        status: 422,
      });
    await expect(verifyPin({ deps: t.deps, actor: who }, { pin: '1111' })).rejects.toMatchObject({
      status: 423,
      code: 'PIN_LOCKED',
    });
    await expect(verifyPin({ deps: t.deps, actor: who }, { pin: '2580' })).rejects.toMatchObject({
      status: 423,
    });

    t.clock.advance(1_000);
    await signIn(t, u.email);
    await expect(
      verifyPin({ deps: t.deps, actor: await holder(t, u.row.id) }, { pin: '2580' }),
    ).rejects.toMatchObject({ status: 423 });

    t.clock.advance(15 * 60_000);
    await signIn(t, u.email);
    const fresh = await holder(t, u.row.id);
    await expect(verifyPin({ deps: t.deps, actor: fresh }, { pin: '1111' })).rejects.toMatchObject({
      errors: { pin: ['Wrong PIN. 4 attempts left.'] },
    });
    await expect(verifyPin({ deps: t.deps, actor: fresh }, { pin: '2580' })).resolves.toBeUndefined();
  });
});
