/**
 * The signed-in user's profile (spec 000 §7): read, update (first and last name, phone; the
 * business name for the owner only), and the picture. The picture is uploaded as the raw file
 * body or as multipart/form-data with the field `file`, checked by lib/image-upload.ts (PNG, JPEG
 * or WebP read from the bytes, at most 2 MB and 4096×4096 px), and served back as its bytes.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  PictureRemoved,
  Profile,
  ProfileIdParams,
  ProfilePicture,
  UpdateProfileRequest,
} from '@payrail/contract/profile';
import type { AppEnv } from '../../lib/env.ts';
import { IMAGE_TYPES, readImageUpload } from '../../lib/image-upload.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { legacyEndpoint, sessionAccess } from '../../lib/route.ts';
import { getProfile, readPicture, removePicture, savePicture, updateProfile } from './service.ts';

const base = { version: 'v1' as const, tag: 'Profile', access: sessionAccess };

export function profileRoutes(app: OpenAPIHono<AppEnv>) {
  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/settings/profile',
      summary: 'The signed-in user’s profile',
      response: Profile,
    },
    async (c) => ({
      message: 'Profile',
      responseBody: await getProfile(c.get('deps'), c.get('auth').userId),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'patch',
      path: '/settings/update-profile/{id}',
      summary: 'Update the signed-in user’s profile',
      description:
        '`{id}` is the caller’s own public id (`USR-…`); anyone else’s id, a teammate’s too, answers 404. The body is the whole form: first and last name and phone (Nigerian, e.g. 0803 123 4567 or +234 803…, or any E.164 number; stored as E.164). `businessName` may be sent by the merchant’s owner only (403 otherwise) and is audited. The email address cannot be changed here.',
      params: ProfileIdParams,
      body: UpdateProfileRequest,
      response: Profile,
      errors: [403, 404],
    },
    async (c, { params, body }) => ({
      message: 'Profile updated successfully',
      responseBody: await updateProfile(c.get('deps'), c.get('auth'), clientIp(c), params.id, body),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/settings/profile-picture',
      summary: 'Upload the signed-in user’s picture',
      description:
        'The file body: the raw image, or multipart/form-data with the field `file`. PNG, JPEG or WebP, recognised from the bytes (the name and declared type are ignored); at most 2 MB and 4096×4096 px. SVG, other files and images cut short answer 422 with an error on `file`; a larger file 413. Replaces the previous picture.',
      // The body is read and checked by the handler (raw or multipart), so none is declared here.
      response: ProfilePicture,
      errors: [413],
    },
    async (c) => {
      const image = await readImageUpload(c);
      return {
        message: 'Profile picture updated successfully',
        responseBody: await savePicture(c.get('deps'), c.get('auth').userId, image),
      };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/settings/profile-picture',
      summary: 'The signed-in user’s picture, as its bytes',
      description:
        'Answers the image with its stored content type, `X-Content-Type-Options: nosniff` and private caching; 404 when no picture was uploaded.',
      response: ProfilePicture,
      file: [...IMAGE_TYPES],
      errors: [404],
    },
    async (c) => {
      const picture = await readPicture(c.get('deps'), c.get('auth').userId);
      return new Response(picture.bytes, {
        status: 200,
        headers: {
          'Content-Type': picture.contentType,
          'Content-Length': String(picture.bytes.length),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-cache',
          'Content-Disposition': 'inline; filename="profile-picture"',
          'Last-Modified': picture.updatedAt.toUTCString(),
        },
      });
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/settings/profile-picture',
      summary: 'Remove the signed-in user’s picture (not in the spec)',
      description: 'Idempotent: `removed` is false when there was no picture.',
      response: PictureRemoved,
    },
    async (c) => ({
      message: 'Profile picture removed',
      responseBody: { removed: await removePicture(c.get('deps'), c.get('auth').userId) },
    }),
  );
}
