/** The profile module's public face: what other modules, jobs and the app may use of it. */
export { profileRoutes } from './routes.ts';
