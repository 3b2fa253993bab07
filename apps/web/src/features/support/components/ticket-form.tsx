/**
 * The "Contact support" form: subject, category, message and, optionally, the payment it is about.
 * Checked with the contract's FileTicketRequest before sending; the server's field errors land on
 * their fields, anything else above the button. A member without support:create sees it disabled
 * with the reason. Once filed, the ticket's code is shown with a link to its thread.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FileTicketRequest, SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX } from '@payrail/contract/support';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useFileTicket } from '../api/file-ticket';
import { categoryLabel } from '../lib/labels';
import { MessageArea } from './message-area';

type Values = z.input<typeof FileTicketRequest>;
const FIELDS = ['subject', 'category', 'message', 'transactionReference'] as const;
const EMPTY = { subject: '', category: '', message: '', transactionReference: '' } as unknown as Values;

export function TicketForm({ disabledReason }: { disabledReason?: string | undefined }) {
  const file = useFileTicket();
  const [filed, setFiled] = useState<{ id: string; code: string } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(FileTicketRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFiled(null);
    try {
      const { responseBody: ticket } = await file.mutateAsync({
        ...values,
        transactionReference: values.transactionReference || undefined,
      });
      setFiled({ id: ticket.id, code: ticket.code });
      form.reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : 'The ticket could not be submitted.',
        });
    }
  });
  const off = Boolean(disabledReason);
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Contact support">
      {off ? <Alert tone="info">{disabledReason}</Alert> : null}
      <fieldset disabled={off} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Subject" error={errors.subject?.message}>
            <Input maxLength={200} autoComplete="off" {...form.register('subject')} />
          </FormField>
          <FormField label="Category" error={errors.category?.message}>
            <Select {...form.register('category')}>
              <option value="">Choose a category</option>
              {SUPPORT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField
          label="Message"
          error={errors.message?.message}
          hint={`What happened, what you expected, and when. At most ${SUPPORT_MESSAGE_MAX} characters.`}
        >
          <MessageArea rows={5} {...form.register('message')} />
        </FormField>
        <FormField
          label="Payment reference (optional)"
          error={errors.transactionReference?.message}
          hint="The PRL_… reference of the payment this is about, from Transactions."
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...form.register('transactionReference')}
          />
        </FormField>
      </fieldset>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      {filed ? (
        <Alert tone="success">
          Ticket {filed.code} submitted. We emailed you a copy and answer within one business day.{' '}
          <Link to="/account/support/$id" params={{ id: filed.id }} className="font-medium underline">
            View ticket {filed.code}
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabledReason={disabledReason}>
        Submit ticket
      </Button>
    </form>
  );
}
