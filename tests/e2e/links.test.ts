/**
 * Every internal link, picture, script, style sheet and anchor of the seeded site answers, as
 * linkinator (npm) finds them: crawled from `/`, `/bn/` and `/hi/` on the running site, and over the
 * static mirror (`npm run mirror`) served from its folder. External links are not followed (the
 * hospital's social pages, maps and YouTube are not ours to test, and CI has no internet).
 * Open findings are marked `test.fail` below, with their reasons in docs/TESTING.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { mirrorSite } from '../../scripts/mirror/mirror-lib';
import { SITE_URL } from './browser';
import { expect, test } from './fixtures';

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** What was broken, one line a link: its status, its address and the page that links to it. */
const broken = (links: LinkResult[], origin: string) =>
  links
    .filter((link) => link.state === LinkState.BROKEN)
    .map(
      (link) =>
        `${link.status ?? 'no answer'} ${link.url.replace(origin, '')} (on ${(link.parent ?? '').replace(origin, '')})`,
    );

async function crawl(start: string[], origin: string) {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: start,
    recurse: true,
    checkFragments: true,
    // The site and the CMS share two cores with the test: a wider crawl only times pages out.
    concurrency: 2,
    timeout: 20_000,
    // linkinator 7 keeps far more than `concurrency` requests in flight (182 seen at 2), and past
    // the page server's render bound (2 rendering, 16 waiting) a page never rendered answers 503
    // with Retry-After, as it should to any crawler that fast. linkinator honours Retry-After on a
    // 429 only: a 5xx is asked again after a random pause instead, as a polite crawler would.
    retryErrors: true,
    retryErrorsCount: 8,
    retryErrorsJitter: 5_000,
    linksToSkip: async (link: string) => !link.startsWith(origin),
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  // The whole list, for reading when the assertion's diff is cut short.
  writeFileSync(
    join(ARTIFACTS, `links-${start.length > 1 ? 'site' : 'mirror'}.txt`),
    broken(checked, origin).join('\n'),
  );
  console.log(
    `linkinator: ${checked.length} links checked from ${start.join(' ')}, ${broken(checked, origin).length} broken`,
  );
  return checked;
}

test.describe('links, pictures and scripts, as linkinator crawls them', () => {
  test.setTimeout(600_000);

  test('the seeded site, from each language home page', async () => {
    const origin = new URL(SITE_URL).origin;
    const links = await crawl([`${origin}/`, `${origin}/bn/`, `${origin}/hi/`], origin);
    expect(broken(links, origin)).toEqual([]);
  });

  test('the static mirror, served from its folder', async () => {
    // linkinator takes a folder as a glob relative to the working directory.
    const out = relative(process.cwd(), await mkdtemp(join(ARTIFACTS, 'mirror-')));
    try {
      await mirrorSite(SITE_URL, out);
      const links = await crawl([out], 'http://localhost');
      expect(broken(links, 'http://localhost')).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
