/** KYB onboarding (spec 000 §2, §7). Placeholders answered from nothing until issue 5 builds it. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { KybDetails, KybNextStage, KybStage } from '@payrail/contract/kyb';
import type { AppEnv } from '../../lib/env.ts';
import { endpoint, sessionAccess } from '../../lib/route.ts';

export function kybRoutes(app: OpenAPIHono<AppEnv>) {
  const base = { access: sessionAccess, version: 'v1' as const, method: 'get' as const, tag: 'KYB' };

  endpoint(
    app,
    { ...base, path: '/kyb/get-stage', summary: 'Current KYB stage', response: KybStage },
    async () => ({
      message: 'KYB stage',
      responseBody: { data: null, status: 'not_started' as const, business_category_id: null, stages: [] },
    }),
  );

  endpoint(
    app,
    { ...base, path: '/kyb/get-next-stage', summary: 'Next KYB stage', response: KybNextStage },
    async () => ({ message: 'KYB next stage', responseBody: { currentStage: null, stagesComplete: false } }),
  );

  endpoint(
    app,
    { ...base, path: '/kyb', summary: 'KYB details (first item of the first array)', response: KybDetails },
    async () => ({ message: 'KYB details', responseBody: [[]] }),
  );
}
