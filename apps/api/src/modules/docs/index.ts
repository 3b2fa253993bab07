/** The docs module's public face: what other modules, jobs and the app may use of it. */
export { docsRoutes } from './routes.ts';
