/** Transaction PIN (spec 000 §7: settings/pin/*). Built with issue 5. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/env.ts';

export function pinRoutes(_app: OpenAPIHono<AppEnv>) {}
