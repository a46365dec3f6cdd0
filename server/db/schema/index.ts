export * from './core';
export * from './market';
export * from './chat';
export * from './notify';
export * from './operators';
