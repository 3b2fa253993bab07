/** The merchant-settings module's public face: what other modules, jobs and the app may use of it. */
export { pricingFrom, settingsFrom } from './settings-service.ts';
