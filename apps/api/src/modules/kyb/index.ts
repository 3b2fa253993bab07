/** The kyb module's public face: what other modules, jobs and the app may use of it. */
export { seedDemoKyb } from './demo.ts';
export { decideKyb, findMerchant } from './kyb-review.ts';
export { kybRoutes } from './routes.ts';
