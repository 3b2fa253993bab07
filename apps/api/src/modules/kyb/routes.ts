/**
 * KYB onboarding (spec 000 §2, §3, §7); the flow and decisions are described at the top of
 * packages/contract/src/kyb.ts, with the descriptors. Reading (categories, kyb, get-stage,
 * get-next-stage) needs only a session: the dashboard layout fetches them for everyone. Changing
 * needs `kyb:update`; reading a document back needs `kyb:read`.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as kyb from '@payrail/contract/kyb';
import type { AppEnv } from '#lib/env.ts';
import { notFound } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { kybPrefill, resolveAccount } from './kyb-account.ts';
import { documentResponse, uploadDocument } from './kyb-documents.ts';
import { kybDetails, kybNextStage, kybRecord, kybStage } from './kyb-model.ts';
import { decideKyb } from './kyb-review.ts';
import { saveStage } from './kyb-service.ts';
import { kybOpsRoutes } from './ops-routes.ts';

const tag = 'KYB';

export function kybRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    kyb.getBusinessCategories,
    {
      tag,
      summary: 'Business categories',
      description:
        'Starter business, registered business name, limited liability company, NGO / incorporated trustees: each with its stages in order, the documents it needs, its CAC number kind and whether the BVN is required.',
    },
    async () => ({
      message: 'Business categories',
      responseBody: kyb.KYB_CATEGORIES.map((c) => ({
        ...c,
        stages: [...c.stages],
        requiredDocuments: [...c.requiredDocuments],
      })),
    }),
  );

  endpoint(app, kyb.getIndustryCategories, { tag, summary: 'Industry categories' }, async () => ({
    message: 'Industry categories',
    responseBody: [...kyb.KYB_INDUSTRIES],
  }));

  endpoint(
    app,
    kyb.getKybStage,
    {
      tag,
      summary: 'Current KYB stage',
      description:
        "`data` is the current stage id (null before anything is saved), with the category's stages.",
    },
    async (ctx) => ({ message: 'KYB stage', responseBody: await kybStage(ctx) }),
  );

  endpoint(
    app,
    kyb.getKybNextStage,
    {
      tag,
      summary: 'Next KYB stage',
      description:
        '`currentStage`: the first stage not yet saved (`review` once the others are; null before anything is saved). `stagesComplete`: submitted and not rejected (under_review or approved).',
    },
    async (ctx) => ({ message: 'KYB next stage', responseBody: await kybNextStage(ctx) }),
  );

  endpoint(
    app,
    kyb.getKyb,
    {
      tag,
      summary: 'KYB details (first item of the first array)',
      description:
        '`[[record]]`, or `[[]]` before anything is saved. BVN and NIN are shown masked (last 4 digits).',
    },
    async (ctx) => ({ message: 'KYB details', responseBody: await kybDetails(ctx) }),
  );

  endpoint(
    app,
    kyb.updateKyb,
    {
      tag,
      summary: 'Save one KYB stage',
      description:
        "`{ stage, …that stage's fields }`. business-details first (it chooses the category). Saving `documents` checks the category's required uploads; saving `review` with `confirm: true` checks everything and submits for review. 409 KYB_LOCKED while under review or once approved.",
    },
    async (ctx, { body }) => {
      await saveStage(ctx, body);
      return { message: 'KYB updated', responseBody: await kybRecord(ctx) };
    },
  );

  endpoint(
    app,
    kyb.uploadKybDocument,
    {
      tag,
      summary: 'Upload a KYB document',
      description: `multipart/form-data with \`kind\` and \`file\`: PDF, PNG or JPEG, at most ${kyb.KYB_MAX_UPLOAD_BYTES / (1024 * 1024)} MB; the type is read from the bytes (a renamed executable, an SVG or a truncated file is a 422). One document per kind: a new upload replaces the old one.`,
    },
    async (ctx, { body }) => ({
      message: 'Document uploaded',
      responseBody: await uploadDocument(ctx, body),
    }),
  );

  endpoint(
    app,
    kyb.downloadKybDocument,
    {
      tag,
      summary: 'Download a KYB document',
      description:
        'The file with its stored content type and `X-Content-Type-Options: nosniff`, always as an attachment (`Content-Disposition: attachment` with `filename` in ASCII and `filename*` in UTF-8, RFC 6266). Another merchant’s document is a 404.',
    },
    async (ctx, { params }) => documentResponse(ctx, params),
  );

  endpoint(
    app,
    kyb.decideSandboxKyb,
    {
      tag,
      summary: 'SANDBOX ONLY: approve or reject your own KYB review',
      description:
        'Simulates the provider’s review in sandbox mode (404 in live mode). Only while under review (409 KYB_NOT_UNDER_REVIEW otherwise); a rejection needs a reason.',
    },
    async (ctx, { body }) => {
      if (ctx.deps.config.mode !== 'sandbox') throw notFound();
      const { userId, merchantId } = ctx.actor;
      const status = await decideKyb(ctx, {
        merchantId,
        decision: body.decision,
        reason: body.reason,
        by: `sandbox:${userId}`,
        userId,
      });
      return {
        message: status === 'approved' ? 'KYB approved (sandbox)' : 'KYB rejected (sandbox)',
        responseBody: { status },
      };
    },
  );

  endpoint(
    app,
    kyb.getKybPrefill,
    {
      tag,
      summary: 'What sign-up already says',
      description:
        "The business name and the owner's first and last name, email and phone as given at sign-up: the web fills the first stages' empty fields with them.",
    },
    async (ctx) => ({ message: 'KYB prefill', responseBody: await kybPrefill(ctx) }),
  );

  endpoint(
    app,
    kyb.resolveKybAccount,
    {
      tag,
      summary: 'Look up a settlement account name',
      description:
        'The name the bank holds for a 10-digit NUBAN, through the processor (in sandbox mode a stable name derived from the number; a number ending in 0000 is not found: docs/SANDBOX.md). A deposit money bank’s number must carry its check digit (422 VALIDATION_ERROR). 422 BANK_ACCOUNT_NOT_FOUND when the bank has no such account. At most 20 lookups per merchant in 15 minutes (429 RATE_LIMITED with Retry-After).',
    },
    async (ctx, { body }) => ({
      message: 'Account found',
      responseBody: await resolveAccount(ctx, body),
    }),
  );

  // The operator endpoints (ops token, not in the spec nor the OpenAPI document) stay plain routes.
  kybOpsRoutes(app);
}
