// Every schema of the contract, grouped by area.
export * as account from './account';
export * as aftersale from './aftersale';
export * as auth from './auth';
export * as catalog from './catalog';
export * as chat from './chat';
export * as common from './common';
export * as content from './content';
export * as orders from './orders';
export * as upload from './upload';
export * as wallet from './wallet';
