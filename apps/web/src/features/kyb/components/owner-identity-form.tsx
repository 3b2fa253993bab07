import { useMemo } from 'react';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { usePrefill } from '../hooks/use-prefill';
import { useStageForm } from '../hooks/use-stage-form';
import {
  maskedOnFile,
  OWNER_IDENTITY_FIELDS,
  type OwnerIdentityOutput,
  type OwnerIdentityValues,
  ownerIdentityDefaults,
  ownerIdentityPrefill,
  ownerIdentityResolver,
} from '../lib/stage-forms';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';

const ROLE_LABELS = { owner: 'Owner', director: 'Director', partner: 'Partner', trustee: 'Trustee' } as const;

/** The owner, a director or a trustee: name, date of birth, BVN and/or NIN (11 digits), phone. */
export function OwnerIdentityForm({ category, record, onSaved, onBack }: StageFormProps) {
  const resolver = useMemo(() => ownerIdentityResolver(category.id), [category.id]);
  const { form, submit, errors } = useStageForm<OwnerIdentityValues, OwnerIdentityOutput>({
    resolver: resolver,
    defaultValues: ownerIdentityDefaults(record),
    fields: OWNER_IDENTITY_FIELDS,
    onSaved,
  });
  usePrefill(form, Boolean(record?.stages['owner-identity']), ownerIdentityPrefill);
  const onFile = (key: 'bvn' | 'nin') => {
    const masked = maskedOnFile(record, key);
    return masked ? ` On file: ${masked}; type it again to save changes.` : '';
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {category.requiresBvn
          ? 'A director of the company. Their BVN is required; the NIN is optional.'
          : 'The owner (or a partner or trustee). Give a BVN, a NIN, or both.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
          <Input type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <Select {...form.register('role')}>
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={category.requiresBvn ? 'BVN' : 'BVN (optional with a NIN)'}
          error={errors.bvn?.message}
          hint={`Bank Verification Number, 11 digits.${onFile('bvn')}`}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={11} {...form.register('bvn')} />
        </FormField>
        <FormField
          label={category.requiresBvn ? 'NIN (optional)' : 'NIN (optional with a BVN)'}
          error={errors.nin?.message}
          hint={`National Identification Number, 11 digits.${onFile('nin')}`}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={11} {...form.register('nin')} />
        </FormField>
      </div>
      <FormField
        label="Phone number"
        error={errors.phone?.message}
        hint="A Nigerian mobile number, e.g. 0803 123 4567"
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <StageActions
        onBack={onBack}
        loading={form.formState.isSubmitting}
        serverError={errors.root?.server?.message}
      />
    </form>
  );
}
