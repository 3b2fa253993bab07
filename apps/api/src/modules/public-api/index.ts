/** The public-api module's public face: what the app may use of it. */
export { PUBLIC_API_BASE, publicApiEnvelope } from './envelope.ts';
export { initializedPage } from './initialize-service.ts';
export { publicOperations } from './operation.ts';
export { publicApiRoutes } from './routes.ts';
