import { describe, expect, expectTypeOf, it } from 'vitest';
import * as auth from './auth.ts';
import { LoginRequest, PasswordReset, passwordHasEmail, RegisterRequest, TwoFactorSubmit } from './auth.ts';
import { type Answer, type CallArgs, fillPath } from './endpoint.ts';
import { LoginSearch, NewPasswordSearch, TwoFaSearch, VerfiySearch } from './search.ts';

const firstError = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('sign-in contract', () => {
  it('normalises the email and requires the web channel', () => {
    expect(LoginRequest.parse({ email: '  Ada@Example.COM ', password: 'x', channel: 'web' }).email).toBe(
      'ada@example.com',
    );
    const r = LoginRequest.safeParse({ email: 'ada@example.com', password: 'x', channel: 'mobile' });
    expect(r.success).toBe(false);
  });

  it('registers with the fields the API needs and defaults the country to Nigeria', () => {
    const r = RegisterRequest.parse({
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phone: '0803 000 0000',
      businessName: "Ada's Kitchen",
      password: 'a-long-passphrase',
    });
    expect(r.country).toBe('NG');
    const short = RegisterRequest.safeParse({ ...r, password: 'short' });
    expect(firstError(short, 'password')).toBe('Password must be at least 8 characters');
    expect(firstError(RegisterRequest.safeParse({ ...r, phone: 'call me' }), 'phone')).toBe(
      'Enter a valid phone number',
    );
  });

  it('takes the two-factor challenge id as a number, also from a string', () => {
    expect(TwoFactorSubmit.parse({ twoFactorCode: '012345', userId: '123456789' })).toEqual({
      twoFactorCode: '012345',
      userId: 123456789,
    });
    expect(
      firstError(TwoFactorSubmit.safeParse({ twoFactorCode: '12345', userId: 1 }), 'twoFactorCode'),
    ).toBe('Enter the 6-digit code');
  });

  it('refuses a reset whose confirmation differs, on the confirmation field', () => {
    const r = PasswordReset.safeParse({
      email: 'a@b.co',
      token: 'abcdef',
      password: 'one-long-pass',
      confirmPassword: 'two',
    });
    expect(firstError(r, 'confirmPassword')).toBe('Passwords do not match');
  });
});

describe('a password must not contain the email address', () => {
  it('refuses the address itself, in any case, also inside a longer password', () => {
    for (const email of ['ab@shop.ng', 'chidi.okafor@example.com'])
      for (const password of [email, email.toUpperCase(), `Pre-${email}-fix`, `X${email}9`.replace('a', 'A')])
        expect(passwordHasEmail(password, email), password).toBe(true);
  });

  it('refuses a guessable local part (4 or more characters), in any case, with digits appended', () => {
    const email = 'chidi.okafor@example.com';
    for (const password of [
      'chidi.okafor',
      'CHIDI.OKAFOR',
      'Chidi.Okafor2024',
      'chidi.okafor!!',
      '99chidi.okafor',
    ])
      expect(passwordHasEmail(password, email), password).toBe(true);
    expect(passwordHasEmail('adaeze2024', 'adaeze@example.com')).toBe(true);
  });

  it('allows a name that merely appears in the address, and a short local part on its own', () => {
    expect(passwordHasEmail('Chidi-Sells-Suya-7', 'chidi.okafor@example.com')).toBe(false);
    expect(passwordHasEmail('Okafor-Family-Store', 'chidi.okafor@example.com')).toBe(false);
    expect(passwordHasEmail('ab-quiet-river-3', 'ab@shop.ng')).toBe(false);
  });
});

describe('route search params (spec 000 §5)', () => {
  it('keeps only idle or unauthorized as a login reason', () => {
    expect(LoginSearch.parse({ reason: 'idle', redirect: '/home' })).toEqual({
      reason: 'idle',
      redirect: '/home',
    });
    expect(LoginSearch.parse({ reason: 'hacked' }).reason).toBeUndefined();
  });

  it('requires a numeric two-factor id', () => {
    expect(TwoFaSearch.parse({ id: '42' }).id).toBe(42);
    expect(TwoFaSearch.safeParse({ id: 'abc' }).success).toBe(false);
    expect(TwoFaSearch.safeParse({}).success).toBe(false);
  });

  it('drops a new-password email or token shorter than 5 characters', () => {
    expect(NewPasswordSearch.parse({ email: 'a@b', token: 'abcdef' })).toEqual({
      email: undefined,
      token: 'abcdef',
    });
  });

  it('requires a valid email on /auth/verfiy', () => {
    expect(VerfiySearch.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(VerfiySearch.parse({ email: 'ada@example.com' }).email).toBe('ada@example.com');
  });
});

describe('sign-in descriptors', () => {
  it('keep the spec’s paths and versions, its trailing slash included', () => {
    const at = (d: { method: string; version: string; path: string }) => `${d.method} ${d.version}${d.path}`;
    expect(at(auth.login)).toBe('post v2/auth/login');
    expect(at(auth.verifyEmail)).toBe('get v2/registration-validation/{url}');
    expect(at(auth.resendVerificationLink)).toBe('post v1/auth/resend-verification-link/');
    expect(fillPath(auth.resendTwoFactorCode.path, { id: 42 })).toBe('/two-factor-auth/resend/42');
    expect([auth.logout.access.kind, auth.session.access.kind, auth.login.access.kind]).toEqual([
      'session',
      'session',
      'public',
    ]);
  });

  it('type what a caller sends and receives', () => {
    expectTypeOf<Answer<typeof auth.login>>().toEqualTypeOf<auth.LoginResponse>();
    expectTypeOf<Answer<typeof auth.submitTwoFactor>>().toEqualTypeOf<auth.SessionGrant>();
    expectTypeOf<CallArgs<typeof auth.verifyEmail>['params']>().toEqualTypeOf<{ url: string }>();
    // @ts-expect-error: logout takes no body
    const wrong: CallArgs<typeof auth.logout> = { body: {} };
    expect(wrong).toBeDefined();
  });
});
