/**
 * A stand-in for `npm start` (scripts/start.ts) in the supervisor test: one small HTTP service kept
 * running by superviseServices. `GET /crash` makes the service exit with 1, as a crashed CMS or site
 * would; the test sees it started again.
 */
import { startService, superviseServices, waitForHttp } from '../../../scripts/lib/processes';

const port = Number(process.argv[2]);
const service = `
  const server = require('node:http').createServer((req, res) => {
    if (req.url === '/crash') process.exit(1);
    res.end(String(process.pid));
  });
  server.listen(${port}, '127.0.0.1');
`;

void superviseServices(async (supervisor) => {
  const child = supervisor.keep('service', () => startService('service', process.execPath, ['-e', service]));
  await waitForHttp(`http://127.0.0.1:${port}/`, 10_000, () => child.child.exitCode === null);
  console.log('ready');
});
