import type { SignInMethod } from '@payrail/contract/two-factor';
import { useLoginMethods } from '../api/get-login-methods';

const names: Record<SignInMethod, string> = {
  email: 'a code from your email',
  authenticator: 'a code from your authenticator app',
  recovery_code: 'a recovery code',
};

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** What sign-in's second step accepts (GET verify-login-otp), in one sentence. */
export function SignInMethods({ id }: { id: string }) {
  const methods = useLoginMethods();
  const text = methods.data?.required
    ? `Signing in asks for ${list(methods.data.methods.map((m) => names[m]))}.`
    : 'Signing in asks for a second step after your password.';
  return (
    <p id={id} className="text-sm text-slate-600">
      {text}
    </p>
  );
}
