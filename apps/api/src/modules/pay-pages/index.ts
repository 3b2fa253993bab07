/** The pay-pages module's public face: what other modules, jobs and the app may use of it. */
export { payPageRoutes } from './routes.ts';
