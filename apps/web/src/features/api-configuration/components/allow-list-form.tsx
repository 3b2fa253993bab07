/**
 * The secret keys' IP allow-list: one address or range per line (203.0.113.7, 2001:db8::1,
 * 203.0.113.0/24); empty allows any address. Checked with the contract's rule before sending; the
 * server's refusal of a line shows with that line's number.
 */
import { ALLOW_LIST_MAX, API_KEY_MESSAGES, isIpOrCidr } from '@payrail/contract/api-keys';
import * as routes from '@payrail/contract/routes/api-configuration';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useUpdateApiConfiguration } from '../api/update-api-configuration';

export const toLines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The first problem of the list as typed, with its line number; undefined when it can be sent. */
export function allowListProblem(lines: readonly string[]): string | undefined {
  if (lines.length > ALLOW_LIST_MAX) return API_KEY_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (!isIpOrCidr(line)) return `Line ${i + 1}: ${API_KEY_MESSAGES.badAddress}`;
    if (seen.has(line.toLowerCase())) return `Line ${i + 1}: ${API_KEY_MESSAGES.duplicate}`;
    seen.add(line.toLowerCase());
  }
  return undefined;
}

/** A server refusal of `ipAllowList.N` as 'Line N+1: …'. */
export function serverProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The allow-list could not be saved.';
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const at = /^ipAllowList\.(\d+)$/.exec(field);
    if (messages[0]) return at ? `Line ${Number(at[1]) + 1}: ${messages[0]}` : messages[0];
  }
  return error.message;
}

export function AllowListForm({ current }: { current: readonly string[] }) {
  const [text, setText] = useState(current.join('\n'));
  const [problem, setProblem] = useState<string>();
  const update = useUpdateApiConfiguration();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const lines = toLines(text);
    const local = allowListProblem(lines);
    setProblem(local);
    if (local) return;
    try {
      await update.mutateAsync({ ipAllowList: lines });
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="IP allow-list">
      <FormField
        label="Allowed IP addresses"
        error={problem}
        hint="One address or range per line. Secret keys used from any other address are refused. Leave empty to allow any address."
      >
        <textarea
          className="block min-h-28 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'203.0.113.7\n203.0.113.0/24'}
        />
      </FormField>
      {update.isError && !problem ? <Alert tone="error">{update.error.message}</Alert> : null}
      <PermissionButton endpoint={routes.updateApiConfiguration} type="submit" loading={update.isPending}>
        Update allow-list
      </PermissionButton>
    </form>
  );
}
