/** The dev module's public face: what other modules, jobs and the app may use of it. */
export { devRoutes, reachableFromOutside } from './routes.ts';
