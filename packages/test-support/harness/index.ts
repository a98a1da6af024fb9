/**
 * The CMS test harness: boots the real compiled Strapi on a throw-away database of the run's
 * target (SQLite always, Postgres when the `postgres` vitest project runs) and talks to it over HTTP.
 *
 *   const cms = await startCms();
 *   const admin = await cms.createUser({ role: 'admin' });
 *   const { status, body } = await cms.requestJson('/news/list/', { token: admin.token });
 *   await cms.stop();
 */
export { createPreparedDatabase, startCms, type RunningCms } from './start-cms';
export { startCmsWithAdmin } from './with-admin';
export { CMS_DIR } from './compiled-app';
export { createTestDatabase, type TestDatabase } from './databases';
export { currentTarget } from './target';
export type { SiteUser } from './accounts';
export { formData } from './requests';
export { imageFile, disguisedFile, pdfFile, pixelFloodPng, REPORT_PDF, svgFile, type ImageFormat } from './files';
export { tableRowCounts } from './table-counts';
