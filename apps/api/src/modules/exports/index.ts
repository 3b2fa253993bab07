/** The exports module's public face: what other modules, jobs and the app may use of it. */
export { buildQueuedExports, EXPORT_LEASE_MS } from './export-job.ts';
export { exportRoutes } from './routes.ts';
