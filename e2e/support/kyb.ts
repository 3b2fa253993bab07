/**
 * KYB onboarding helpers: small real files to upload (a complete one-page PDF, a 2×2 PNG), a
 * valid NUBAN, and the operator's approval through the operator CLI, which calls the running
 * server (PAYRAIL_URL + OPS_TOKEN: the e2e server's embedded database is locked by it).
 */
import { execFile } from 'node:child_process';
import { crc32, deflateSync } from 'node:zlib';
import { nodeBinary, repoRoot } from './server.ts';

/** A complete one-page PDF (header, catalog, pages, trailer, %%EOF). */
export function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2×2 grey PNG. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.from([0, 128, 128, 0, 128, 128]); // filter byte + 2 pixels, twice
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Guaranty Trust Bank (058) and an account number whose NUBAN check digit is right. */
export const SETTLEMENT_ACCOUNT = { bank: 'Guaranty Trust Bank', accountNumber: '0123456785' } as const;

/** `ops kyb:approve <email>` against the running server; resolves with the CLI's output. */
export function approveWithOperatorCli(baseUrl: string, opsToken: string, email: string): Promise<string> {
  // vitest sets MODE=test in its own environment; the e2e server runs in sandbox mode.
  const env = { ...process.env, MODE: 'sandbox', PAYRAIL_URL: baseUrl, OPS_TOKEN: opsToken };
  return new Promise((resolve, reject) => {
    execFile(
      nodeBinary(),
      ['apps/api/src/cli/ops.ts', 'kyb:approve', email],
      { cwd: repoRoot, env, timeout: 60_000 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`ops kyb:approve failed: ${error.message}\n${stdout}\n${stderr}`))
          : resolve(stdout),
    );
  });
}

export async function kybCall(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body: FormData | object,
  // biome-ignore lint/suspicious/noExplicitAny: the answer's body is read field by field by callers
): Promise<any> {
  const form = body instanceof FormData;
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { responseBody: unknown }).responseBody;
}

/**
 * A starter business (category 1) saved stage by stage through the API and submitted: the
 * merchant is under review. For flows that start there.
 */
export async function submitStarterKyb(baseUrl: string, token: string, businessName: string): Promise<void> {
  const patch = (body: object) => kybCall(baseUrl, token, 'PATCH', '/kyb', body);
  await patch({
    stage: 'business-details',
    businessCategoryId: 1,
    industryId: 7,
    businessName,
    businessEmail: 'hello@example.ng',
    businessPhone: '0803 123 4567',
    address: '3 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    description: 'Small chops and party trays.',
  });
  await patch({
    stage: 'owner-identity',
    firstName: 'Funmi',
    lastName: 'Bello',
    dateOfBirth: '1992-07-01',
    nin: '12345678901',
    phone: '0803 123 4567',
  });
  for (const kind of ['government-id', 'proof-of-address']) {
    const file = pdfFile(`${kind}.pdf`);
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
    await kybCall(baseUrl, token, 'POST', '/kyb/documents', form);
  }
  await patch({ stage: 'documents' });
  const account = { bankCode: '058', accountNumber: SETTLEMENT_ACCOUNT.accountNumber };
  const found = await kybCall(baseUrl, token, 'POST', '/kyb/resolve-account', account);
  await patch({
    stage: 'settlement-account',
    ...account,
    accountName: found.accountName,
    accountNameConfirmed: true,
  });
  await patch({ stage: 'review', confirm: true });
}
