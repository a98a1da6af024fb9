/**
 * The site's Node server (`node web/dist/server/main.js`), with the settings in its environment
 * (settings.ts names them all); it refuses to start on a setting it could not use.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteServerSettings } from './settings';
import { createSiteServer } from './site-server';

const read = siteServerSettings(process.env, join(dirname(fileURLToPath(import.meta.url)), '..'));
if (!read.ok) {
  console.error(`The site server cannot start:\n${read.problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
const { port, host, options } = read.settings;
const server = createSiteServer(options);
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
