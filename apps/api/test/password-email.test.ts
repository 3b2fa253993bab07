/**
 * The password may not contain the account's email address (or its guessable local part), in any
 * case, on every path that sets one: register, reset, team-invite acceptance. The same message
 * on each. A first name that merely appears in the address is allowed.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_HAS_EMAIL } from '@payrail/contract/auth';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Answer, errorBody, harness, randomIp } from './support/harness.ts';
import { resetLink } from './support/mailbox.ts';
import { invitationToken, invite } from './support/team.ts';
import { register, registration, signedInUser } from './support/users.ts';

const database = useDatabase();
const tag = () => randomBytes(4).toString('hex');
/** A short local part: only the whole address is refused, so this catches a local-part-only rule. */
const shortEmail = () => `ab@d${tag()}.test`;
const longEmail = () => `chidi.okafor${tag()}@example.test`;

/** The class of passwords built from the address that must be refused. */
function refused(email: string): string[] {
  const local = email.split('@')[0]!;
  const out = [
    email,
    email.toUpperCase(),
    `My-${email}-pass`,
    `x${email.replace(/^./, (c) => c.toUpperCase())}`,
  ];
  if (local.length >= 4) out.push(local, local.toUpperCase(), `${local}2024`, `${local}!!`);
  return out;
}

async function expectRefused(send: (password: string) => Promise<Answer>, email: string) {
  for (const password of refused(email)) {
    const body = errorBody(await send(password), 422, 'VALIDATION_ERROR');
    expect(body.errors?.password, `${email} / ${password}`).toEqual([PASSWORD_HAS_EMAIL]);
  }
}

describe('a password that contains the email address', () => {
  test('register refuses it in any case; a first name found inside the address is allowed', async () => {
    const t = harness(database.db);
    for (const email of [shortEmail(), longEmail()]) {
      await expectRefused(
        (password) => t.post('/api/v1/auth/register', registration({ email, password }), { ip: randomIp() }),
        email,
      );
    }
    const email = longEmail();
    const ok = await t.post(
      '/api/v1/auth/register',
      registration({ email, firstName: 'Chidi', lastName: 'Okafor', password: 'Chidi-Sells-Suya-7' }),
      { ip: randomIp() },
    );
    expect(ok.status).toBe(201);
  });

  test('password reset refuses it with the same message and the link still works', async () => {
    const t = harness(database.db);
    for (const email of [shortEmail(), longEmail()]) {
      await register(t, { email });
      expect((await t.post('/api/v1/auth/forget-password', { email })).status).toBe(200);
      const link = await resetLink(t.db, email);
      await expectRefused(
        (password) =>
          t.post(
            '/api/v1/auth/password-reset',
            { ...link, password, confirmPassword: password },
            { ip: randomIp() },
          ),
        email,
      );
      const fine = 'Fresh-Plantain-77';
      const res = await t.post('/api/v1/auth/password-reset', {
        ...link,
        password: fine,
        confirmPassword: fine,
      });
      expect(res.status).toBe(200);
    }
  });

  test('accepting a team invitation refuses it with the same message', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    for (const email of [shortEmail(), longEmail()]) {
      await invite(t, owner.token, { roleName: 'Viewer', email });
      const token = await invitationToken(t, email);
      await expectRefused(
        (password) =>
          t.post(
            '/api/v1/merchant/team/accept-invitation',
            { token, firstName: 'Chidi', lastName: 'Okafor', password },
            { ip: randomIp() },
          ),
        email,
      );
      const res = await t.post('/api/v1/merchant/team/accept-invitation', {
        token,
        firstName: 'Chidi',
        lastName: 'Okafor',
        password: 'Chidi-Sells-Suya-7',
      });
      expect(res.status).toBe(200);
    }
  });
});
