import { businessNameLabel, NIGERIAN_STATES, REGISTRATION_LABELS } from '@payrail/contract/kyb-reference';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { useIndustries } from '../api/get-industry-categories';
import { usePrefill } from '../hooks/use-prefill';
import { useStageForm } from '../hooks/use-stage-form';
import {
  BUSINESS_DETAILS_FIELDS,
  type BusinessDetailsOutput,
  type BusinessDetailsValues,
  businessDetailsDefaults,
  businessDetailsPrefill,
  businessDetailsResolver,
} from '../lib/stage-forms';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';
import { textareaClass } from './textarea-class';

/** Business details: saving them also records the category (from the URL) and the industry. */
export function BusinessDetailsForm({
  category,
  record,
  onSaved,
  onBack,
  industry,
}: StageFormProps & { industry: number | undefined }) {
  const industries = useIndustries();
  const { form, submit, errors } = useStageForm<BusinessDetailsValues, BusinessDetailsOutput>({
    resolver: businessDetailsResolver,
    defaultValues: businessDetailsDefaults(record, category.id, industry),
    fields: BUSINESS_DETAILS_FIELDS,
    onSaved,
  });
  usePrefill(form, Boolean(record?.stages['business-details']), businessDetailsPrefill);
  const registration = category.registration ? REGISTRATION_LABELS[category.registration] : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Industry" error={errors.industryId?.message}>
        <Select {...form.register('industryId', { setValueAs: (v: string) => (v === '' ? 0 : Number(v)) })}>
          <option value="0">
            {industries.status === 'pending' ? 'Loading industries…' : 'Choose an industry'}
          </option>
          {(industries.data ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={businessNameLabel(category)} error={errors.businessName?.message}>
          <Input autoComplete="organization" {...form.register('businessName')} />
        </FormField>
        <FormField
          label="Trading name"
          error={errors.tradingName?.message}
          hint="Optional, if customers know you by another name."
        >
          <Input {...form.register('tradingName')} />
        </FormField>
      </div>
      {registration ? (
        <FormField
          label={registration.label}
          error={errors.registrationNumber?.message}
          hint={`As on your CAC certificate, e.g. ${registration.example}`}
        >
          <Input autoComplete="off" spellCheck={false} {...form.register('registrationNumber')} />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Business email" error={errors.businessEmail?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...form.register('businessEmail')} />
        </FormField>
        <FormField
          label="Business phone"
          error={errors.businessPhone?.message}
          hint="A Nigerian mobile number, e.g. 0803 123 4567"
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('businessPhone')} />
        </FormField>
      </div>
      <FormField label="Business address" error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Select {...form.register('state')}>
            <option value="">Choose a state</option>
            {NIGERIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label="Website"
        error={errors.website?.message}
        hint="Optional. Your website or social media page."
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('website')} />
      </FormField>
      <FormField label="What does your business do?" error={errors.description?.message}>
        <textarea className={textareaClass} maxLength={500} {...form.register('description')} />
      </FormField>
      <StageActions
        onBack={onBack}
        loading={form.formState.isSubmitting}
        serverError={errors.root?.server?.message}
      />
    </form>
  );
}
