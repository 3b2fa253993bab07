/** The branding form's values: from the saved branding, to the form data the API reads. */
import type { WhiteLabel } from '@payrail/contract/white-labelling';

export type BrandingValues = {
  displayName: string;
  brandColor: string;
  supportEmail: string;
  supportPhone: string;
};

export const valuesOf = (w: WhiteLabel): BrandingValues => ({
  displayName: w.displayName ?? '',
  brandColor: w.brandColor ?? '',
  supportEmail: w.supportEmail ?? '',
  supportPhone: w.supportPhone ?? '',
});

/** Every text field is sent (blank: the default); the logo only when one was chosen. */
export function toFormData(v: BrandingValues, logo: File | null, removeLogo: boolean): FormData {
  const form = new FormData();
  form.append('display_name', v.displayName);
  form.append('brand_color', v.brandColor);
  form.append('support_email', v.supportEmail);
  form.append('support_phone', v.supportPhone);
  if (logo) form.append('logo', logo);
  else if (removeLogo) form.append('remove_logo', 'true');
  return form;
}

/** The server's field names → the form's. */
export const FIELD_OF: Record<string, keyof BrandingValues | 'logo'> = {
  display_name: 'displayName',
  brand_color: 'brandColor',
  support_email: 'supportEmail',
  support_phone: 'supportPhone',
  logo: 'logo',
};

/** Field errors of a refused save, keyed by the form's fields; anything else under `_`. */
export function formErrors(fieldErrors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, messages] of Object.entries(fieldErrors ?? {})) {
    const key = Object.hasOwn(FIELD_OF, k) ? FIELD_OF[k]! : '_';
    if (messages[0] && !out[key]) out[key] = messages[0];
  }
  return out;
}
