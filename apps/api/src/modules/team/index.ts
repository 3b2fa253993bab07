/** The team module's public face: what other modules, jobs and the app may use of it. */
export { teamRoutes } from './routes.ts';
