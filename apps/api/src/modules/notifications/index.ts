/** The notifications module's public face: what other modules, jobs and the app may use of it. */
export { emailOwner, formatAmount, notificationCte, notify, paymentReceivedMail } from './notify.ts';
export { notificationRoutes } from './routes.ts';
