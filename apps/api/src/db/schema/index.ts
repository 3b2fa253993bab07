export * from './identity.ts';
export * from './ledger.ts';
export * from './platform.ts';
export * from './team.ts';
