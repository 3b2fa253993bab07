/** The api-configuration module's public face: what other modules, jobs and the app may use of it. */
export { apiConfigurationRoutes } from './routes.ts';
