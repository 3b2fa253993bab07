/** The sub-accounts module's public face: what other modules, jobs and the app may use of it. */
export { subAccountRoutes } from './routes.ts';
export { findBySlug, findByUuid, type SubAccountRow, visibleSubAccounts } from './sub-account-model.ts';
