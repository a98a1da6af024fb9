export * from './types';
export * from './errors';
export * from './client';
export * from './session';
export * from './swr';
export * from './site-content';
