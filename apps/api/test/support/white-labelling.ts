/** Helpers of the white-labelling tests: the multipart form that saves the branding, a brand, a PDF's text. */
import { extractText, getDocumentProxy } from 'unpdf';
import type { Harness } from './harness.ts';

export const WL = '/api/v1/merchant/white-labelling';

export type Fields = Record<string, string | { bytes: Uint8Array; name: string }>;

export async function save(t: Harness, token: string, fields: Fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([v.bytes], { type: 'image/png' }), v.name);
  }
  const res = await t.app.request(`${WL}/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

export const BRAND = {
  display_name: 'Mama Put Kitchen',
  brand_color: '#7048E8',
  support_email: 'Help@MamaPut.ng',
  support_phone: '+234 803 123 4567',
};

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
