/** The dashboard module's public face: what other modules, jobs and the app may use of it. */
export { foldDayStats } from './day-stats-fold.ts';
export { dashboardRoutes } from './routes.ts';
