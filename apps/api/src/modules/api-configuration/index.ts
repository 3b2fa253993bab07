/** The api-configuration module's public face: what other modules, jobs and the app may use of it. */
export { authenticateSecretKey, ipAllowed, type SecretKeyAuth } from './authenticate-secret-key.ts';
export { apiConfigurationRoutes } from './routes.ts';
