/** The support module's public face: what the app, the CLI and tests may use of it. */

export { supportRoutes } from './routes.ts';
export { isStatus, STAFF_NAME, staffClose, staffReply, staffThread, staffTickets } from './staff.ts';
export { SupportLimits } from './tickets-service.ts';
