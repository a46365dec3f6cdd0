export * from './core';
export * from './market';
