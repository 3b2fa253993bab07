/** The balances module's public face: what other modules, jobs and the app may use of it. */
export { balanceRoutes } from './routes.ts';
