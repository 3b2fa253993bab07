/** The customers module's public face: what other modules, jobs and the app may use of it. */
export { blacklistedEmail, blacklistedSql } from './customers-blacklist.ts';
export { CUSTOMER_CTE, customerCtes, recordCustomerPayment } from './customers-service.ts';
export { countSearchTrigrams } from './customers-trigrams.ts';
export { customerRoutes } from './routes.ts';
