/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), run on this machine against a host on
 * ports of its own: `node observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT` prints its grade, score
 * and each test's result as JSON. Run with NODE_EXTRA_CA_CERTS naming the test's certificate, so
 * that the certificate counts as valid (an invalid one fails the HSTS and redirection tests).
 *
 * Its `scan(host)` takes no ports (it passes none to its retriever): this runs the same steps as
 * scan() (src/scanner/index.js, algorithm version 4) with the retriever given the ports: every
 * test of ALL_TESTS on the retrieved responses, the score with extra credit only from an A, and the
 * grade for that score. Its HSTS preload list (conf/hsts-preload.json, downloaded by the package's
 * postinstall, which is not run here) lists public host names only: for a local host it is empty.
 */
import fs from 'node:fs';

const PRELOAD_LIST = /[\\/]conf[\\/]hsts-preload\.json$/;
const readFileSync = fs.readFileSync;
fs.readFileSync = (path, ...rest) =>
  typeof path === 'string' && PRELOAD_LIST.test(path) && !fs.existsSync(path) ? '{}' : readFileSync(path, ...rest);

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS, ALGORITHM_VERSION } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

const [host, httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'The site seems to be down.' }));
  process.exit(1);
}
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { pass: output.pass, result: output.result, scoreModifier: modifier };
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    algorithmVersion: ALGORITHM_VERSION,
    grade,
    score,
    statusCode: requests.responses.auto.status,
    finalUrl: requests.session?.url?.href,
    tests,
  }),
);
