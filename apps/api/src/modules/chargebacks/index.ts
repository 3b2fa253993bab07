/** The chargebacks module's public face: what other modules, jobs, the CLI and the app may use of it. */
export { resolveChargeback } from './answer.ts';
export { type SweepResult, sweepChargebacks } from './deadline.ts';
export { type RaiseInput, raiseChargeback } from './raise.ts';
export { chargebackRoutes } from './routes.ts';
