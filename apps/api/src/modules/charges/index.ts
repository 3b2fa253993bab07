/** The charges module's public face: what other modules, jobs and the app may use of it. */
export { chargeRoutes } from './routes.ts';
