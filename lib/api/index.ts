// Server-safe entry to the contract: registry, envelope and schemas (no React, no browser APIs).
// Client code imports './client' and './hooks' directly.
export * from './registry';
export * from './envelope';
export * as schemas from './schemas';
export * from './reasons';
export { issueRule, issuesToFields, zodFields, named } from './rules';
