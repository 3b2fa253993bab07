/** Password hashing (argon2id) and the policy: length bounds, not a common password, not the email. */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HAS_EMAIL, passwordHasEmail } from '@payrail/contract/auth';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a missing account as slow as a wrong password. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-but-a-timing-equaliser');
  return dummy;
}

/** Field errors for a new password, or undefined when it is acceptable. */
export function passwordProblems(
  password: string,
  context: { email: string; names: string[] },
): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common. Choose one that is harder to guess.';
  if (passwordHasEmail(password, context.email)) return PASSWORD_HAS_EMAIL;
  if (new Set(lower).size < 4) return 'Use a mix of at least four different characters.';
  for (const n of context.names)
    if (n.length >= 4 && lower === n.toLowerCase()) return 'Your password must not be your name.';
  return undefined;
}
