/** The merchant-settings module's public face: what other modules, jobs and the app may use of it. */
export { merchantSettingsRoutes } from './routes.ts';
export { checkoutSettings, merchantPayInPricing, pricingFrom, settingsFrom } from './settings-service.ts';
