import { Input, type InputProps } from '#components/ui/input.tsx';

/**
 * A one-time code field: 6 digits from an email or an authenticator app, or, where `allowRecovery`,
 * a recovery code (`XXXXX-XXXXX`).
 */
export function CodeInput({ allowRecovery = false, ...props }: InputProps & { allowRecovery?: boolean }) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode={allowRecovery ? 'text' : 'numeric'}
      maxLength={allowRecovery ? 11 : 6}
      spellCheck={false}
      className="font-mono tracking-widest"
      {...props}
    />
  );
}
