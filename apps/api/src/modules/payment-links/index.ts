/** The payment-links module's public face: what other modules, jobs and the app may use of it. */
export {
  findOwnLink,
  type LinkRow,
  type LinkScope,
  linkImage,
  linkNotFound,
  UNAVAILABLE_MESSAGES,
  unavailableReason,
} from './link-model.ts';
export { linkTransactions, listLinks } from './links-query.ts';
export { createLink, editLink, setLinkStatus } from './links-service.ts';
export { paymentLinkRoutes } from './routes.ts';
export { generatedSlug } from './slug.ts';
