/** A merchant's white-labelling set through the real form endpoint (multipart), as the Branding tab sends it. */
import type { Harness } from './harness.ts';

export const WHITE_LABELLING = '/api/v1/merchant/white-labelling';

export const BRAND = {
  display_name: 'Mama Put Kitchen',
  brand_color: '#7048E8',
  support_email: 'Help@MamaPut.ng',
  support_phone: '+234 803 123 4567',
};

export async function saveBranding(t: Harness, token: string, fields: Record<string, string> = BRAND) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await t.app.request(`${WHITE_LABELLING}/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
    body: form,
  });
  if (res.status !== 200) throw new Error(`save branding: ${res.status} ${await res.text()}`);
}
