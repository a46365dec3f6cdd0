export * from './core';
export * from './market';
export * from './chat';
export * from './notify';
export * from './locales';
export * from './operators';
export * from './aftersale';
