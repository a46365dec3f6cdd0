// The zod half of the operator contract, every group's schemas in one place (each defined in its
// group's module, ./groups/<group>.ts): each operator call's request and answer (the envelope's
// `result`; for 'stream' calls the answer is a file and `response` describes nothing). Facts in
// ./facts.ts, joined in ./calls.ts. No React, no browser APIs.
export * from './groups/shared';
export * from './groups/session';
export * from './groups/users';
export * from './groups/queues';
export * from './groups/catalogue';
export * from './groups/content';
export * from './groups/orders';
export * from './groups/aftersale';
export * from './groups/chat';
export * from './groups/exports';
export * from './groups/upkeep';
export { operatorProduct as product, productType } from '../schemas/catalog';
