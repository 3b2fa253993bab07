/**
 * The Branding form (issue 16): logo, display name, brand colour (a colour picker and its hex),
 * support email and phone, with the contrast decision said under the colour and the pay page's
 * live preview beside it. Save sends form data ('White labeling updated successfully'); a refusal
 * is toasted with the server's message and each field's error shown under it. Reset asks first.
 */
import { brandPalette, contrastNote, DEFAULT_BRAND_COLOR } from '@payrail/contract/brand-contrast';
import * as wl from '@payrail/contract/routes/white-labelling';
import { type WhiteLabel, WhiteLabelForm } from '@payrail/contract/white-labelling';
import type { BrandLogo } from '@payrail/contract/white-labelling-public';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { useResetWhiteLabel } from '../api/reset-white-label';
import { useSaveWhiteLabel } from '../api/save-white-label';
import { type BrandingValues, formErrors, valuesOf } from '../lib/branding-values';
import { previewState } from '../lib/preview-state';
import { fittedSize, LogoPicker } from './logo-picker';
import { PayPagePreview } from './pay-page-preview';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A chosen file as the preview shows it: an object URL and its size fitted into the stored box. */
function useChosenLogo(file: File | null): BrandLogo | null {
  const [logo, setLogo] = useState<BrandLogo | null>(null);
  useEffect(() => {
    if (!file) return setLogo(null);
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setLogo({ url, ...fittedSize(img.naturalWidth, img.naturalHeight) });
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return logo;
}

/** Client-side check with the contract's schema (the server checks the same, and the logo's bytes). */
function checkValues(v: BrandingValues): Record<string, string> {
  const parsed = WhiteLabelForm.safeParse({
    display_name: v.displayName,
    brand_color: v.brandColor,
    support_email: v.supportEmail,
    support_phone: v.supportPhone,
  });
  if (parsed.success) return {};
  return formErrors(
    Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), [i.message]])),
  );
}

export function BrandingForm({ saved }: { saved: WhiteLabel }) {
  const save = useSaveWhiteLabel();
  const reset = useResetWhiteLabel();
  const [values, setValues] = useState<BrandingValues>(() => valuesOf(saved));
  const [file, setFile] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const chosenLogo = useChosenLogo(file);
  useEffect(() => {
    setValues(valuesOf(saved));
    setFile(null);
    setRemoveLogo(false);
  }, [saved]);

  const shownLogo = chosenLogo ?? (removeLogo ? null : saved.logo);
  const state = useMemo(
    () => previewState(values, saved.businessName, shownLogo),
    [values, saved.businessName, shownLogo],
  );
  const colourOk = HEX.test(values.brandColor.trim());
  const palette = brandPalette(colourOk ? values.brandColor.trim() : null);
  const set = (k: keyof BrandingValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
    setErrors(({ [k]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = { ...checkValues(values), ...(errors.logo ? { logo: errors.logo } : {}) };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      { values, logo: file, removeLogo },
      { onError: (err) => setErrors(formErrors(err.fieldErrors)) },
    );
  };

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={submit} className="min-w-0 space-y-5" aria-label="Branding">
        <LogoPicker
          shown={shownLogo}
          chosen={chosenLogo !== null}
          problem={errors.logo}
          onFile={(f, why) => {
            setFile(f);
            if (f) setRemoveLogo(false);
            setErrors(({ logo: _gone, ...rest }) => (why ? { ...rest, logo: why } : rest));
          }}
          onRemove={() => {
            setFile(null);
            setRemoveLogo(true);
          }}
        />
        <FormField
          label="Display name"
          error={errors.displayName}
          hint={`Shown to customers instead of “${saved.businessName}”. Leave it empty to use your business name.`}
        >
          <Input
            value={values.displayName}
            onChange={set('displayName')}
            maxLength={60}
            autoComplete="organization"
          />
        </FormField>
        <div className="space-y-1.5">
          <FormField
            label="Brand colour (hex)"
            error={errors.brandColor}
            hint={`For the Pay button and links, like ${DEFAULT_BRAND_COLOR}. Leave it empty for Payrail’s blue.`}
          >
            <Input
              value={values.brandColor}
              onChange={set('brandColor')}
              placeholder={DEFAULT_BRAND_COLOR}
              spellCheck={false}
              className="font-mono"
            />
          </FormField>
          <label className="flex items-center gap-3 text-sm text-slate-700">
            <input
              type="color"
              aria-label="Pick the brand colour"
              value={colourOk ? values.brandColor.trim().toLowerCase() : palette.requested}
              onChange={set('brandColor')}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white"
            />
            Pick a colour
          </label>
          <p aria-live="polite" className="text-sm text-slate-700" data-testid="contrast-note">
            {contrastNote(palette)}
          </p>
        </div>
        <FormField
          label="Support email"
          error={errors.supportEmail}
          hint="Shown on the pay page, receipts and emails."
        >
          <Input
            type="email"
            value={values.supportEmail}
            onChange={set('supportEmail')}
            autoComplete="email"
          />
        </FormField>
        <FormField label="Support phone" error={errors.supportPhone}>
          <Input type="tel" value={values.supportPhone} onChange={set('supportPhone')} autoComplete="tel" />
        </FormField>
        {errors._ ? <p className="text-sm text-red-700">{errors._}</p> : null}
        <div className="flex flex-wrap gap-3">
          <PermissionButton endpoint={wl.saveWhiteLabel} type="submit" loading={save.isPending}>
            Save branding
          </PermissionButton>
          <PermissionButton
            endpoint={wl.resetWhiteLabel}
            type="button"
            variant="secondary"
            disabled={saved.isDefault}
            onClick={() => setConfirming(true)}
          >
            Reset to defaults
          </PermissionButton>
        </div>
      </form>
      <section aria-labelledby="preview-title" className="min-w-0 space-y-2">
        <h2 id="preview-title" className="text-sm font-medium text-slate-900">
          Live preview of your pay page
        </h2>
        <PayPagePreview state={state} />
      </section>
      {confirming ? (
        <ConfirmDialog
          title="Reset your branding?"
          description="Your logo, display name, colour and support contact are removed, and your pay pages, receipts and emails go back to Payrail’s defaults."
          confirmLabel="Reset branding"
          pending={reset.isPending}
          error={reset.error}
          onClose={() => setConfirming(false)}
          onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}
