/**
 * Server validation errors (422, `errors: { field: [messages] }`, spec 000 §5): the first message
 * of each field becomes that form field's error. Fields the form does not have go to `root.server`.
 * `rename` maps the server's field path to the form's (`settlementAccount.bankCode` → `bankCode`).
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  rename: (key: string) => string = (key) => key,
): boolean {
  const errors = error instanceof ApiError ? error.fieldErrors : undefined;
  if (!errors) return false;
  let first = true;
  for (const [key, messages] of Object.entries(errors)) {
    const field = rename(key);
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      setError('root.server', { type: 'server', message });
    }
  }
  return true;
}
