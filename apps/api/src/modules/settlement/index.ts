/** The settlement module's public face: what other modules, jobs and the app may use of it. */
export { lagosDay, startOfLagosDay } from './business-days.ts';
export { addHoliday, isCalendarDay, listHolidays, removeHoliday } from './holidays.ts';
export type { ApiPaymentFacts } from './payment-facts.ts';
export type { SplitRuleRow } from './payment-split.ts';
export { holdSettlement, releaseSettlement, takeFromPending } from './pending-claims.ts';
export { markFailed, queueChargeFailed, settlePaid } from './settle.ts';
export { settleApprovedCard } from './settle-card.ts';
export { type RunOptions, runSettlement, type SettlementRun } from './settlement-run.ts';
export {
  DEFAULT_SETTLEMENT_DELAY_DAYS,
  MAX_SETTLEMENT_DELAY_DAYS,
  nextSettlement,
  setSettlementDelay,
  settlementDelay,
} from './settlement-schedule.ts';
