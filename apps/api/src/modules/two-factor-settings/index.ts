/** The two-factor-settings module's public face: what other modules, jobs and the app may use of it. */
export { useOtherFactor } from './proof.ts';
export { twoFactorSettingsRoutes } from './routes.ts';
