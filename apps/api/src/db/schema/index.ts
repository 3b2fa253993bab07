export * from './identity.ts';
export * from './ledger.ts';
export * from './merchant-settings.ts';
export * from './payment-links.ts';
export * from './payments.ts';
export * from './platform.ts';
export * from './platform-events.ts';
export * from './team.ts';
