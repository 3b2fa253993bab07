/** A reply on a ticket: the message, checked with the contract's schema; refusals on the field or above the button. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ReplyTicketRequest } from '@payrail/contract/support';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useReplyToTicket } from '../api/answer-ticket';
import { MessageArea } from './message-area';

type Values = { message: string };

export function ReplyForm({ id, disabledReason }: { id: string; disabledReason?: string | undefined }) {
  const reply = useReplyToTicket();
  const form = useForm<Values>({ resolver: zodResolver(ReplyTicketRequest), defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ id, message });
      form.reset({ message: '' });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['message']))
        form.setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : 'The reply could not be sent.',
        });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Reply">
      <FormField label="Your reply" error={errors.message?.message}>
        <MessageArea rows={4} disabled={Boolean(disabledReason)} {...form.register('message')} />
      </FormField>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Button type="submit" loading={isSubmitting} disabledReason={disabledReason}>
        Send reply
      </Button>
    </form>
  );
}
