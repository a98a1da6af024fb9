/** The legacy API's contract, shared by the CMS (which answers) and the site (which asks): docs/API.md. */
export * from './answers';
export * from './endpoints';
export * from './limits';
export * from './messages';
export * from './session';
export * from './vitals';
