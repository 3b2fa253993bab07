import { ErrorCode } from '@payrail/contract/errors';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import {
  LINK_FORM_FIELDS,
  type LinkFormOutput,
  type LinkFormValues,
  linkFormResolver,
} from '../lib/link-form';
import { slugPreview } from '../lib/public-url';
import { AmountFields } from './amount-fields';
import { CustomFieldsEditor } from './custom-fields-editor';
import { LockedValue } from './locked-value';

type LinkFormProps = {
  defaultValues: LinkFormValues;
  submitLabel: string;
  /** Runs the mutation; a rejection's field errors go to the fields. */
  onSubmit: (values: LinkFormOutput) => Promise<unknown>;
  onCancel: () => void;
  /** Why currency and amount type cannot change (the link has payments), if so. */
  lockedReason?: string | undefined;
  /** More of the form after its details (the create screen's image picker). */
  children?: ReactNode;
};

const CURRENCY_LABELS = { NGN: 'NGN — Nigerian naira', USD: 'USD — US dollar' } as const;

export const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 aria-invalid:border-red-500';

/** The create/edit form of a payment link, validated with the contract's create schema. */
export function LinkForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  lockedReason,
  children,
}: LinkFormProps) {
  const form = useForm<LinkFormValues, unknown, LinkFormOutput>({
    resolver: linkFormResolver,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'customSlug' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SLUG_TAKEN)
        form.setError('customSlug', { type: 'server', message: error.message }, { shouldFocus: true });
      else applyServerErrors(error, form.setError, LINK_FORM_FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">Details</h2>
          <FormField label="Name" error={errors.name?.message} hint="Customers see it on the pay page.">
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <textarea className={textareaClass} maxLength={1000} {...form.register('description')} />
          </FormField>
        </CardContent>
      </Card>
      {children}
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">Amount</h2>
          {lockedReason ? (
            <LockedValue
              label="Currency"
              value={CURRENCY_LABELS[defaultValues.currency]}
              reason={lockedReason}
            />
          ) : (
            <FormField label="Currency" error={errors.currency?.message}>
              <Select {...form.register('currency')}>
                <option value="NGN">{CURRENCY_LABELS.NGN}</option>
                <option value="USD">{CURRENCY_LABELS.USD}</option>
              </Select>
            </FormField>
          )}
          <AmountFields form={form} locked={Boolean(lockedReason)} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">Link and checkout</h2>
          <FormField
            label="Custom link address"
            error={errors.customSlug?.message}
            hint={`Optional. The public address: ${slugPreview(slug)}${slug ? '' : ' (made from the name when left blank)'}`}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. ankara-dresses"
              {...form.register('customSlug')}
            />
          </FormField>
          <FormField
            label="Redirect URL"
            error={errors.redirectUrl?.message}
            hint="Optional. Where customers go after paying."
          >
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('redirectUrl')} />
          </FormField>
          <CustomFieldsEditor form={form} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Limits</h2>
          <FormField
            label="Usage limit"
            error={errors.usageLimit?.message}
            hint="Optional. Payments allowed in all."
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('usageLimit')} />
          </FormField>
          <FormField
            label="Expiry date"
            error={errors.expiresAt?.message}
            hint="Optional. In your time zone."
          >
            <Input type="datetime-local" {...form.register('expiresAt')} />
          </FormField>
        </CardContent>
      </Card>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
