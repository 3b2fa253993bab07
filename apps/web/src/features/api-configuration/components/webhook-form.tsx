/**
 * The webhook and callback addresses. Checked with the contract's URL rule before sending; the
 * server's refusal (a private or local address, a host that does not resolve) shows on its field.
 * An empty field clears the address.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { TargetUrl } from '@payrail/contract/api-configuration';
import * as routes from '@payrail/contract/routes/api-configuration';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useUpdateApiConfiguration } from '../api/update-api-configuration';

const Form = z.object({
  webhookUrl: z.union([z.literal(''), TargetUrl]),
  callbackUrl: z.union([z.literal(''), TargetUrl]),
});
type Values = z.input<typeof Form>;
const FIELDS = ['webhookUrl', 'callbackUrl'] as const;

export function WebhookForm({ current }: { current: routes.ApiConfiguration }) {
  const update = useUpdateApiConfiguration();
  const form = useForm<Values>({
    resolver: zodResolver(Form),
    values: { webhookUrl: current.webhookUrl ?? '', callbackUrl: current.callbackUrl ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        webhookUrl: v.webhookUrl.trim() || null,
        callbackUrl: v.callbackUrl.trim() || null,
      });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : 'The settings could not be saved.',
        });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Webhook settings">
      <FormField
        label="Webhook URL"
        error={errors.webhookUrl?.message}
        hint="We send signed charge.success, charge.underpaid and charge.failed events here. It must be reachable from the internet."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://example.com/payrail/webhooks"
          {...form.register('webhookUrl')}
        />
      </FormField>
      <FormField
        label="Callback URL"
        error={errors.callbackUrl?.message}
        hint="Where customers go back to after paying through the API. Payment links keep their own redirect."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://example.com/thank-you"
          {...form.register('callbackUrl')}
        />
      </FormField>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <PermissionButton endpoint={routes.updateApiConfiguration} type="submit" loading={isSubmitting}>
        Save
      </PermissionButton>
    </form>
  );
}
