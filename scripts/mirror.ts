/**
 * `npm run mirror -- --out DIR [--site URL]`: writes a static copy of the site (every sitemap
 * page and the files it uses) into DIR, from the running site (default http://localhost:4173, as
 * `npm start` serves it). See scripts/mirror/mirror-lib.ts.
 */
import { parseArgs } from 'node:util';
import { SITE_URL } from './lib/paths';
import { mirrorSite } from './mirror/mirror-lib';

const { values } = parseArgs({ options: { out: { type: 'string' }, site: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run mirror -- --out DIR [--site http://localhost:4173]');
  process.exit(2);
}
const site = (values.site ?? SITE_URL).replace(/\/+$/, '');
const figures = await mirrorSite(site, values.out).catch((error: unknown) => {
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
  console.error(`Mirror not complete: ${site} could not be read (${String(reason)}). Is the site running?`);
  process.exit(1);
});
console.log(
  `Mirrored ${figures.pages.length} pages and ${figures.files.length} files from ${site} into ${values.out}.`,
);
if (figures.skipped.length > 0) console.log(`Left out (addresses with a query): ${figures.skipped.join(' ')}`);
