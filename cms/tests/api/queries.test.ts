/**
 * No N+1: a list endpoint costs the same number of SQL queries whatever the number of records,
 * because each list populates its media in one go.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { imageFile, startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS, countQueries } from './support';

let cms: RunningCms;
let admin: SiteUser;
const files: number[] = [];

beforeAll(async () => {
  cms = await startCms({ env: RELAXED_LIMITS });
  admin = await cms.createUser({ role: 'admin' });
  const dir = mkdtempSync(join(tmpdir(), 'queries-'));
  const upload = cms.strapi.plugin('upload').service('upload');
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(await (await imageFile({ name })).arrayBuffer()));
    const [stored] = await upload.upload({
      data: {},
      files: { filepath: path, originalFilename: name, mimetype: 'image/jpeg', size: 1 },
    });
    files.push((stored as { id: number }).id);
  }
  rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await cms?.stop();
});

/** Adds `count` records of every listed type, each linking images (shared files keep this fast). */
async function addRecords(count: number) {
  const [a, b, c] = files;
  for (let i = 0; i < count; i += 1) {
    const create = (uid: string, data: Record<string, unknown>) =>
      cms.strapi.documents(uid as 'api::banner.banner').create({ data: data as never });
    await create('api::banner.banner', { main_heading: 'M', sub_heading: 'S', banner_image: a });
    await create('api::doctor.doctor', { name: `Dr ${i}`, designation: 'D', about: 'A', type: 'doctor', image: a });
    await create('api::news-item.news-item', { title: 'T', description: 'D', image: a });
    await create('api::event.event', { title: 'T', description: 'D', main_image: a, images: [b, c] });
    await create('api::content-entry.content-entry', { type: 'blog', title: 'T', description: 'D', image: a });
    await create('api::service.service', { heading: 'H', content: 'C', image: a, gallery: [b, c] });
    await create('api::contact-request.contact-request', { name: 'N', phone: '1' });
    await cms.createUser({ role: 'authenticated' });
  }
}

const LISTS: Array<{ path: string; token?: boolean }> = [
  { path: '/banners/' },
  { path: '/doctors/' },
  { path: '/doctors/?page=1&page_size=100' },
  { path: '/doctors/?type=doctor&search=dr' },
  { path: '/news/list/' },
  { path: '/events/list/' },
  { path: '/content/' },
  { path: '/public/api/newservices.php' },
  { path: '/contact-requests/', token: true },
  { path: '/users/', token: true },
];

it('every list costs a bounded number of queries, whatever the number of records', async () => {
  // Public reads are answered from memory once built, keyed by the parameters each list reads (an
  // invented one keys nothing new): a save before each measured read drops the cached answers, so
  // this is what building the answer costs. The save changes no list's length.
  const forgetCachedAnswers = async () => {
    const [item] = (await cms.strapi.documents('api::news-item.news-item').findMany({ limit: 1 })) as Array<{
      documentId: string;
      title: string;
    }>;
    await cms.strapi.documents('api::news-item.news-item').update({
      documentId: item.documentId,
      data: { title: item.title },
    });
  };
  const measureOnce = async () => {
    const costs: Record<string, number> = {};
    for (const { path, token } of LISTS) {
      await forgetCachedAnswers();
      costs[path] = await countQueries(cms, async () => {
        const response = await cms.request(path, { token: token ? admin.token : undefined });
        expect(response.status, path).toBe(200);
        await response.text();
      });
    }
    return costs;
  };
  // The least of three runs: Strapi finishes some work of the writes in the background (events),
  // and the first requests load settings once; a request's own cost is what it never goes below.
  const measure = async () => {
    const runs = [await measureOnce(), await measureOnce(), await measureOnce()];
    return Object.fromEntries(LISTS.map(({ path }) => [path, Math.min(...runs.map((run) => run[path]))]));
  };
  await addRecords(2);
  const few = await measure();
  await addRecords(8);
  const many = await measure();
  expect(many).toEqual(few);
  // Counting works (auth + rows + media, and the desk's list the doctor of each appointment, in
  // one query for all rows), and stays small.
  for (const [path, cost] of Object.entries(few)) {
    expect(cost, path).toBeGreaterThanOrEqual(2);
    expect(cost, path).toBeLessThanOrEqual(16);
  }
});

it('answers a public list again from memory, without a query', async () => {
  await cms.request('/news/list/');
  expect(await countQueries(cms, async () => (await cms.request('/news/list/')).text())).toBe(0);
});
