/** The answer types, limits and exact messages of the legacy API, shared with the CMS. */
export * from '@hospital/contract';
export * from './errors';
export * from './client';
export * from './session';
export * from './swr';
export * from './site-content';
export * from './doctor-lists';
export * from './served-data';
export * from './page-reads';
