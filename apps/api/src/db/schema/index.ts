export * from './identity.ts';
export * from './platform.ts';
export * from './team.ts';
