import type { KybPrefill } from '@payrail/contract/kyb';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useKybPrefill } from '../api/get-kyb-prefill';

/**
 * Fills a stage's still-empty fields from the merchant's sign-up (GET kyb/prefill) once it
 * arrives, unless the stage is saved already: `fill` says which fields, from the values as they are.
 */
export function usePrefill<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  saved: boolean,
  fill: (values: V, prefill: KybPrefill) => Partial<V>,
): void {
  const prefill = useKybPrefill(!saved);
  const data = saved ? undefined : prefill.data;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!data) return;
    for (const [key, value] of Object.entries(fill(getValues(), data)))
      setValue(key as Path<V>, value as PathValue<V, Path<V>>);
  }, [data, fill, getValues, setValue]);
}
