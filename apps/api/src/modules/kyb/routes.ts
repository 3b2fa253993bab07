/**
 * KYB onboarding (spec 000 §2, §3, §7); the flow and decisions are described at the top of
 * packages/contract/src/kyb.ts. Reading (categories, kyb, get-stage, get-next-stage) needs only a
 * session: the dashboard layout fetches them for everyone. Changing needs `kyb:update`; reading a
 * document back needs `kyb:read`.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  KYB_CATEGORIES,
  KYB_INDUSTRIES,
  KYB_MAX_UPLOAD_BYTES,
  KYB_UPLOAD_TYPES,
  KybBusinessCategories,
  KybDetails,
  KybDocument,
  KybDocumentParams,
  KybDocumentUpload,
  KybIndustries,
  KybNextStage,
  KybRecord,
  KybSandboxDecision,
  KybStage,
  KybStageUpdate,
  KybStatus,
} from '@payrail/contract/kyb';
import { z } from 'zod';
import type { Actor } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/env.ts';
import { notFound } from '../../lib/errors.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { legacyEndpoint, ownerAccess, sessionAccess } from '../../lib/route.ts';
import { documentResponse, uploadDocument } from './kyb-documents.ts';
import {
  currentStage,
  documentList,
  kybDetails,
  loadProfile,
  recordView,
  stagesComplete,
  stageView,
} from './kyb-model.ts';
import { decideKyb } from './kyb-review.ts';
import { saveStage } from './kyb-service.ts';
import { kybOpsRoutes } from './ops-routes.ts';

type Ctx = Parameters<Parameters<typeof legacyEndpoint>[2]>[0];
const actor = (c: Ctx): Actor => ({
  userId: c.get('auth').userId,
  merchantId: c.get('auth').merchantId,
  ip: clientIp(c),
});

export function kybRoutes(app: OpenAPIHono<AppEnv>) {
  const read = { access: sessionAccess, version: 'v1' as const, method: 'get' as const, tag: 'KYB' };
  const update = { kind: 'permission', permission: 'kyb:update' } as const;

  legacyEndpoint(
    app,
    {
      ...read,
      path: '/business-categories',
      summary: 'Business categories',
      description:
        'Starter business, registered business name, limited liability company, NGO / incorporated trustees: each with its stages in order, the documents it needs, its CAC number kind and whether the BVN is required.',
      response: KybBusinessCategories,
    },
    async () => ({
      message: 'Business categories',
      responseBody: KYB_CATEGORIES.map((c) => ({
        ...c,
        stages: [...c.stages],
        requiredDocuments: [...c.requiredDocuments],
      })),
    }),
  );

  legacyEndpoint(
    app,
    { ...read, path: '/industry-categories', summary: 'Industry categories', response: KybIndustries },
    async () => ({ message: 'Industry categories', responseBody: [...KYB_INDUSTRIES] }),
  );

  legacyEndpoint(
    app,
    {
      ...read,
      path: '/kyb/get-stage',
      summary: 'Current KYB stage',
      description:
        "`data` is the current stage id (null before anything is saved), with the category's stages.",
      response: KybStage,
    },
    async (c) => ({
      message: 'KYB stage',
      responseBody: stageView(await loadProfile(c.get('deps').db, c.get('auth').merchantId)),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...read,
      path: '/kyb/get-next-stage',
      summary: 'Next KYB stage',
      description:
        '`currentStage`: the first stage not yet saved (`review` once the others are; null before anything is saved). `stagesComplete`: submitted and not rejected (under_review or approved).',
      response: KybNextStage,
    },
    async (c) => {
      const p = await loadProfile(c.get('deps').db, c.get('auth').merchantId);
      return {
        message: 'KYB next stage',
        responseBody: { currentStage: currentStage(p), stagesComplete: stagesComplete(p) },
      };
    },
  );

  legacyEndpoint(
    app,
    {
      ...read,
      path: '/kyb',
      summary: 'KYB details (first item of the first array)',
      description:
        '`[[record]]`, or `[[]]` before anything is saved. BVN and NIN are shown masked (last 4 digits).',
      response: KybDetails,
    },
    async (c) => ({
      message: 'KYB details',
      responseBody: await kybDetails(c.get('deps').db, c.get('auth').merchantId),
    }),
  );

  legacyEndpoint(
    app,
    {
      access: update,
      version: 'v1',
      method: 'patch',
      path: '/kyb',
      tag: 'KYB',
      summary: 'Save one KYB stage',
      description:
        "`{ stage, …that stage's fields }`. business-details first (it chooses the category). Saving `documents` checks the category's required uploads; saving `review` with `confirm: true` checks everything and submits for review. 409 KYB_LOCKED while under review or once approved.",
      body: KybStageUpdate,
      errors: [409],
      response: KybRecord,
    },
    async (c, { body }) => {
      const deps = c.get('deps');
      const a = actor(c);
      await saveStage(deps, a, body);
      const p = (await loadProfile(deps.db, a.merchantId))!;
      return {
        message: 'KYB updated',
        responseBody: recordView(p, await documentList(deps.db, a.merchantId)),
      };
    },
  );

  legacyEndpoint(
    app,
    {
      access: update,
      version: 'v1',
      method: 'post',
      path: '/kyb/documents',
      tag: 'KYB',
      summary: 'Upload a KYB document',
      description: `multipart/form-data with \`kind\` and \`file\`: PDF, PNG or JPEG, at most ${KYB_MAX_UPLOAD_BYTES / (1024 * 1024)} MB; the type is read from the bytes (a renamed executable, an SVG or a truncated file is a 422). One document per kind: a new upload replaces the old one.`,
      body: KybDocumentUpload,
      bodyType: 'multipart',
      status: 201,
      errors: [409],
      response: KybDocument,
    },
    async (c, { body }) => ({
      message: 'Document uploaded',
      responseBody: await uploadDocument(c.get('deps'), actor(c), body.kind, body.file),
    }),
  );

  legacyEndpoint(
    app,
    {
      access: { kind: 'permission', permission: 'kyb:read' },
      version: 'v1',
      method: 'get',
      path: '/kyb/documents/{id}',
      tag: 'KYB',
      summary: 'Download a KYB document',
      description:
        'The file with its stored content type and `X-Content-Type-Options: nosniff`, always as an attachment (`Content-Disposition: attachment` with `filename` in ASCII and `filename*` in UTF-8, RFC 6266). Another merchant’s document is a 404.',
      params: KybDocumentParams,
      file: [...KYB_UPLOAD_TYPES],
      errors: [404],
      response: z.unknown(),
    },
    async (c, { params }) => documentResponse(c.get('deps').db, c.get('auth').merchantId, params.id),
  );

  legacyEndpoint(
    app,
    {
      access: ownerAccess,
      version: 'v1',
      method: 'post',
      path: '/kyb/sandbox/decision',
      tag: 'KYB',
      summary: 'SANDBOX ONLY: approve or reject your own KYB review',
      description:
        'Simulates the provider’s review in sandbox mode (404 in live mode). Only while under review (409 KYB_NOT_UNDER_REVIEW otherwise); a rejection needs a reason.',
      body: KybSandboxDecision,
      errors: [404, 409],
      response: z.object({ status: KybStatus }),
    },
    async (c, { body }) => {
      const deps = c.get('deps');
      if (deps.config.mode !== 'sandbox') throw notFound();
      const status = await decideKyb(deps, c.get('auth').merchantId, {
        decision: body.decision,
        reason: body.reason,
        by: `sandbox:${c.get('auth').userId}`,
        userId: c.get('auth').userId,
      });
      return {
        message: status === 'approved' ? 'KYB approved (sandbox)' : 'KYB rejected (sandbox)',
        responseBody: { status },
      };
    },
  );

  kybOpsRoutes(app);
}
