import { MAX_CUSTOM_FIELDS } from '@payrail/contract/payment-links';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import type { LinkFormOutput, LinkFormValues } from '../lib/link-form';

type Form = UseFormReturn<LinkFormValues, unknown, LinkFormOutput>;

/** Extra fields the customer fills in on the pay page: label, type, required; add and remove. */
export function CustomFieldsEditor({ form }: { form: Form }) {
  const fields = useFieldArray({ control: form.control, name: 'customFields' });
  const errors = form.formState.errors.customFields;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Custom fields</legend>
      <p className="text-xs text-slate-500">Optional. Ask for a delivery address, a size, an order number…</p>
      {fields.fields.map((field, i) => (
        <div
          key={field.id}
          className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_auto_auto]"
        >
          <FormField label={`Field ${i + 1} label`} error={errors?.[i]?.label?.message}>
            <Input autoComplete="off" maxLength={80} {...form.register(`customFields.${i}.label`)} />
          </FormField>
          <FormField label={`Field ${i + 1} type`}>
            <Select {...form.register(`customFields.${i}.type`)}>
              <option value="text">Text</option>
              <option value="number">Number</option>
              <option value="email">Email</option>
              <option value="phone">Phone</option>
            </Select>
          </FormField>
          <label
            htmlFor={`${field.id}-required`}
            className="flex h-10 items-center gap-2 text-sm text-slate-800"
          >
            <Checkbox id={`${field.id}-required`} {...form.register(`customFields.${i}.required`)} />
            Required
          </label>
          <Button variant="ghost" aria-label={`Remove field ${i + 1}`} onClick={() => fields.remove(i)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {errors?.message || errors?.root?.message ? (
        <p className="text-sm text-red-700">{errors.message ?? errors.root?.message}</p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabledReason={
          fields.fields.length >= MAX_CUSTOM_FIELDS ? `At most ${MAX_CUSTOM_FIELDS} custom fields` : undefined
        }
        onClick={() => fields.append({ key: '', label: '', type: 'text', required: false })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add field
      </Button>
    </fieldset>
  );
}
