/** The payment-links module's public face: what other modules, jobs and the app may use of it. */
export {
  type LinkRow,
  linkImage,
  linkNotFound,
  UNAVAILABLE_MESSAGES,
  unavailableReason,
} from './link-model.ts';
export { paymentLinkRoutes } from './routes.ts';
