/** The signed-in user's profile (spec 000 §7: settings/profile). */
import { z } from 'zod';
import { MULTIPART_OVERHEAD_BYTES } from './constants.ts';
import { defineEndpoint, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { line } from './text.ts';

export const Profile = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    businessName: z.string(),
    merchantId: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** A picture was uploaded: GET settings/profile-picture has it (without one it answers 404). */
    hasPicture: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

const name = (label: string) =>
  line().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

/** Digits with an optional leading +, once spaces, dashes, dots and brackets are taken out. */
export const phoneDigits = (phone: string) => phone.replace(/[\s().-]/g, '');

/**
 * A Nigerian number written locally (0803 123 4567), with its country code (234 803…, +234 803…),
 * or any international number in E.164 form (+ and 8 to 15 digits). The API stores E.164.
 */
export const ProfilePhone = line()
  .trim()
  .max(30, 'Enter a valid phone number')
  .refine((v) => {
    const d = phoneDigits(v);
    return /^0[789][01]\d{8}$/.test(d) || /^\+?234[789][01]\d{8}$/.test(d) || /^\+[1-9]\d{7,14}$/.test(d);
  }, 'Enter a Nigerian number (0803 123 4567) or an international one starting with +');

/** The Nigerian and E.164 shapes above, as E.164. */
export function normalisePhone(phone: string): string {
  const d = phoneDigits(phone);
  if (/^0[789][01]\d{8}$/.test(d)) return `+234${d.slice(1)}`;
  if (/^234[789][01]\d{8}$/.test(d)) return `+${d}`;
  return d;
}

/**
 * PATCH settings/update-profile/{id}: the whole form. Email changes are not part of it. The
 * business name may be changed by the merchant's owner only; a member sending it is refused (403).
 */
export const UpdateProfileRequest = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    phone: ProfilePhone,
    businessName: line()
      .trim()
      .min(2, 'Business name is required')
      .max(120, 'Business name must be at most 120 characters')
      .optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** {id} is the user's public id (USR-…): only the caller's own; anyone else's is a 404. */
export const ProfileIdParams = z.object({ id: line().min(1).max(64) });

/** What an upload stored. The bytes themselves are read with GET settings/profile-picture. */
export const ProfilePicture = z
  .object({
    contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProfilePicture' });
export type ProfilePicture = z.infer<typeof ProfilePicture>;

/** DELETE settings/profile-picture (not in the spec). */
export const PictureRemoved = z.object({ removed: z.boolean() }).meta({ id: 'PictureRemoved' });
export type PictureRemoved = z.infer<typeof PictureRemoved>;

/** Client-side mirror of the API's image caps (apps/api/src/lib/image-upload.ts). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What the picture upload reads: the file's cap plus the multipart envelope around it (16 KB). */
export const PROFILE_PICTURE_BODY_LIMIT = PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * POST settings/profile-picture: multipart/form-data with the image in the field `file`, or the
 * raw image as the whole body (any other content type).
 */
export const ProfilePictureUpload = z.object({
  file: z.any().optional().meta({ type: 'string', format: 'binary' }),
});

/** GET settings/profile. */
export const getProfile = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/profile',
  access: sessionAccess,
  response: Profile,
});

/** PATCH settings/update-profile/{id}: the caller's own public id only. */
export const updateProfile = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/settings/update-profile/{id}',
  access: sessionAccess,
  params: ProfileIdParams,
  body: UpdateProfileRequest,
  response: Profile,
  errors: ['NOT_AUTHORIZED'],
});

/** POST settings/profile-picture: replaces the caller's picture. */
export const uploadProfilePicture = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settings/profile-picture',
  access: sessionAccess,
  body: ProfilePictureUpload,
  bodyType: 'multipart',
  bodyLimit: PROFILE_PICTURE_BODY_LIMIT,
  response: ProfilePicture,
});

/** GET settings/profile-picture: the caller's picture, as its bytes. */
export const getProfilePicture = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/profile-picture',
  access: sessionAccess,
  file: PROFILE_PICTURE_TYPES,
  response: Empty,
  errors: ['NOT_FOUND'],
});

/** DELETE settings/profile-picture (not in the spec): idempotent. */
export const removeProfilePicture = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/settings/profile-picture',
  access: sessionAccess,
  response: PictureRemoved,
});
