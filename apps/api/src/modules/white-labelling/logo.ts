/**
 * The merchant's logo: checked like every upload (lib/image-upload.ts: PNG, JPEG or WebP read from
 * the bytes, complete, at most 2 MB and 4096 px each way), then re-encoded by sharp into a PNG that
 * fits 256×256 px (aspect kept, never enlarged; metadata dropped). PNG because every place the logo
 * goes reads it: browsers, the receipt PDF (pdfkit takes PNG and JPEG only) and mail clients.
 */
import { createHash } from 'node:crypto';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_INPUT_PIXELS,
  LOGO_STORED_BOX,
  LOGO_TYPES,
} from '@payrail/contract/white-labelling';
import sharp, { type OutputInfo } from 'sharp';
import { AppError, validation } from '#lib/errors.ts';
import { checkImage, type ImageLimits, tooLarge } from '#lib/image-upload.ts';

export const LOGO_LIMITS: ImageLimits = {
  maxBytes: LOGO_MAX_BYTES,
  maxWidth: LOGO_MAX_INPUT_PIXELS,
  maxHeight: LOGO_MAX_INPUT_PIXELS,
  types: LOGO_TYPES,
};

export type StoredLogo = { bytes: Uint8Array; width: number; height: number; hash: string };

const damaged = () => validation({ logo: ['The image file is incomplete or damaged. Upload it again.'] });

/** lib/image-upload.ts names the field `file`; here it is `logo`. */
function asLogoError(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.errors?.file) return err;
  return new AppError(err.code, err.message, { errors: { logo: err.errors.file }, status: err.status });
}

/** The checked, resized logo; the hash also covers the merchant, so two merchants' URLs differ. */
export async function storedLogo(file: unknown, merchantId: string): Promise<StoredLogo> {
  if (!(file instanceof File)) throw validation({ logo: ['Choose an image to upload.'] });
  if (file.size > LOGO_LIMITS.maxBytes) throw asLogoError(tooLarge(LOGO_LIMITS.maxBytes));
  const image = await checkImage(new Uint8Array(await file.arrayBuffer()), LOGO_LIMITS).catch((err) => {
    throw asLogoError(err);
  });
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(image.bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS ** 2 })
      .rotate()
      .resize({ width: LOGO_STORED_BOX, height: LOGO_STORED_BOX, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw damaged();
  }
  const bytes = new Uint8Array(out.data);
  const hash = createHash('sha256').update(merchantId).update(bytes).digest('hex').slice(0, 32);
  return { bytes, width: out.info.width, height: out.info.height, hash };
}
