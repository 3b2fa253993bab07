/** The pin module's public face: what other modules, jobs and the app may use of it. */
export { pinRoutes } from './routes.ts';
export { type PinCtx, verifyPin } from './verify.ts';
