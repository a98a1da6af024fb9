/**
 * The legacy API's contract, shared by the CMS (which answers) and the site (which asks): docs/API.md.
 * Beside it, the site's page table (pages.ts), which the CMS, the scripts and the tests read too.
 */
export * from './abha';
export * from './answers';
export * from './conditions';
export * from './endpoints';
export * from './estimates';
export * from './limits';
export * from './messages';
export * from './pages';
export * from './phone';
export * from './refusals';
export * from './registries';
export * from './reporting-window';
export * from './search';
export * from './session';
export * from './today';
export * from './vitals';
