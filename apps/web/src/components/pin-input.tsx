/** A masked 4-digit PIN box: numeric keypad on phones, no autofill, digits only. */
import { Input, type InputProps } from '#components/ui/input.tsx';

export function PinInput(props: InputProps) {
  return (
    <Input
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      pattern="[0-9]*"
      className="max-w-40 tracking-[0.5em]"
      {...props}
    />
  );
}
