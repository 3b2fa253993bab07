/** The conversion module's public face: what the app, the operator CLI and tests may use of it. */
export { convertWithQuote, makeConversion } from './convert.ts';
export { createQuote } from './quotes.ts';
export { listRates, rateFor, SANDBOX_RATES, setRate } from './rates.ts';
export { conversionRoutes } from './routes.ts';
