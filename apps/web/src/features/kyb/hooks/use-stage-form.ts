import type { KybStageData } from '@payrail/contract/kyb';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useUpdateKyb } from '../api/update-kyb';

/**
 * A stage's form: checked with the contract's schema, saved with PATCH kyb; the server's 422 field
 * errors land on their fields (the failure is also toasted), a save moves on (`onSaved`).
 */
export function useStageForm<V extends FieldValues, O extends KybStageData>(opts: {
  resolver: Resolver<V, unknown, O>;
  defaultValues: DefaultValues<V>;
  fields: readonly FieldPath<V>[];
  onSaved: () => void;
}) {
  const update = useUpdateKyb();
  const form = useForm<V, unknown, O>({ resolver: opts.resolver, defaultValues: opts.defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      opts.onSaved();
    } catch (error) {
      applyServerErrors(error, form.setError, opts.fields);
    }
  });
  return { form, submit, errors: form.formState.errors };
}
