/**
 * KYB test helpers: valid bodies for each stage, small real files (PDF, PNG, JPEG), a multipart
 * upload through the app, and a merchant walked through every stage to review.
 */
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import type { Harness } from './harness.ts';
import { jpeg, png } from './images.ts';

export const K = '/api/v1/kyb';

/** A small, complete PDF (header, one empty page, xref, trailer, %%EOF). */
export function pdf(padding = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${'x'.repeat(padding)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

export const files = { pdf, png: () => png(4, 4), jpeg: () => jpeg(4, 4) };

export function businessDetails(categoryId = 1, overrides: Record<string, unknown> = {}) {
  const registration: Record<number, string | undefined> = {
    2: 'BN 3456789',
    3: 'RC1234567',
    4: 'IT 123456',
  };
  return {
    stage: 'business-details',
    businessCategoryId: categoryId,
    industryId: 7,
    businessName: 'Amaka Foods',
    businessEmail: 'hello@amakafoods.ng',
    businessPhone: '0803 123 4567',
    address: '12 Adeola Odeku Street',
    city: 'Victoria Island',
    state: 'Lagos',
    description: 'Packaged Nigerian soups and spices, sold online and at markets.',
    ...(registration[categoryId] ? { registrationNumber: registration[categoryId] } : {}),
    ...overrides,
  };
}

export const ownerIdentity = (overrides: Record<string, unknown> = {}) => ({
  stage: 'owner-identity',
  firstName: 'Amaka',
  lastName: 'Eze',
  dateOfBirth: '1990-04-12',
  bvn: '22212345678',
  nin: '12345678901',
  phone: '+234 803 123 4567',
  ...overrides,
});

/** GTBank 058 + 0123456785: a valid NUBAN, with the name the sandbox's lookup gives it, confirmed. */
export const settlementAccount = (overrides: Record<string, unknown> = {}) => ({
  stage: 'settlement-account',
  bankCode: '058',
  accountNumber: '0123456785',
  accountName: sandboxAccountName('0123456785'),
  accountNameConfirmed: true,
  ...overrides,
});

/** Sends `file` (and `kind`) as multipart/form-data to POST kyb/documents. */
export async function upload(
  t: Harness,
  token: string,
  kind: string,
  bytes: Uint8Array,
  name = 'document.pdf',
  type = 'application/pdf',
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await t.app.request(`${K}/documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in the tests
  return { status: res.status, headers: res.headers, body: body as any, text };
}

export const patch = (t: Harness, token: string, body: unknown) => t.call('PATCH', K, { token, body });

/** Every stage of `categoryId` saved and submitted: the merchant is under review. */
export async function submitKyb(t: Harness, token: string, categoryId = 1) {
  const ok = async (p: Promise<{ status: number; text: string }>) => {
    const res = await p;
    if (res.status >= 300) throw new Error(`KYB step: ${res.status} ${res.text}`);
    return res;
  };
  await ok(patch(t, token, businessDetails(categoryId)));
  await ok(patch(t, token, ownerIdentity()));
  const required: Record<number, string[]> = {
    1: ['government-id', 'proof-of-address'],
    2: ['cac-certificate', 'proof-of-address'],
    3: ['cac-certificate', 'proof-of-address'],
    4: ['it-certificate', 'proof-of-address'],
  };
  for (const kind of required[categoryId]!) await ok(upload(t, token, kind, pdf()));
  await ok(patch(t, token, { stage: 'documents' }));
  await ok(patch(t, token, settlementAccount()));
  return ok(patch(t, token, { stage: 'review', confirm: true }));
}
