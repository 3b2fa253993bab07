/**
 * The signed-in user's profile (spec 000 §7): read, update (first and last name, phone; the
 * business name for the owner only), and the picture. The picture is uploaded as the raw file
 * body or as multipart/form-data with the field `file`, checked by lib/image-upload.ts (PNG, JPEG
 * or WebP read from the bytes, at most 2 MB and 4096×4096 px), and served back as its bytes.
 * Descriptors are in packages/contract/src/profile.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as profile from '@payrail/contract/profile';
import type { AppEnv } from '#lib/env.ts';
import { checkImageUpload } from '#lib/image-upload.ts';
import { endpoint } from '#lib/route.ts';
import { getProfile, readPicture, removePicture, savePicture, updateProfile } from './service.ts';

const tag = 'Profile';

export function profileRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(app, profile.getProfile, { tag, summary: 'The signed-in user’s profile' }, async (ctx) => ({
    message: 'Profile',
    responseBody: await getProfile(ctx),
  }));

  endpoint(
    app,
    profile.updateProfile,
    {
      tag,
      summary: 'Update the signed-in user’s profile',
      description:
        '`{id}` is the caller’s own public id (`USR-…`); anyone else’s id, a teammate’s too, answers 404. The body is the whole form: first and last name and phone (Nigerian, e.g. 0803 123 4567 or +234 803…, or any E.164 number; stored as E.164). `businessName` may be sent by the merchant’s owner only (403 otherwise) and is audited. The email address cannot be changed here.',
    },
    async (ctx, { params, body }) => ({
      message: 'Profile updated successfully',
      responseBody: await updateProfile(ctx, { id: params.id, changes: body }),
    }),
  );

  endpoint(
    app,
    profile.uploadProfilePicture,
    {
      tag,
      summary: 'Upload the signed-in user’s picture',
      description:
        'The file body: the raw image, or multipart/form-data with the field `file`. PNG, JPEG or WebP, recognised from the bytes (the name and declared type are ignored); at most 2 MB and 4096×4096 px. SVG, other files and images cut short answer 422 with an error on `file`; a larger file 413. Replaces the previous picture.',
    },
    async (ctx, { body }) => {
      // A multipart body was read into `body`; any other is the raw file.
      const image = await checkImageUpload({
        contentType: ctx.header('content-type'),
        file: body.file,
        rawBody: ctx.rawBody,
      });
      return {
        message: 'Profile picture updated successfully',
        responseBody: await savePicture(ctx, { image }),
      };
    },
  );

  endpoint(
    app,
    profile.getProfilePicture,
    {
      tag,
      summary: 'The signed-in user’s picture, as its bytes',
      description:
        'Answers the image with its stored content type, `X-Content-Type-Options: nosniff` and private caching; 404 when no picture was uploaded.',
    },
    async (ctx) => {
      const picture = await readPicture(ctx);
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

  endpoint(
    app,
    profile.removeProfilePicture,
    {
      tag,
      summary: 'Remove the signed-in user’s picture (not in the spec)',
      description: 'Idempotent: `removed` is false when there was no picture.',
    },
    async (ctx) => ({
      message: 'Profile picture removed',
      responseBody: { removed: await removePicture(ctx) },
    }),
  );
}
