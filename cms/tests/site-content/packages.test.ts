/**
 * Package rates (/packages/): seeded once with demo figures, read publicly in the legacy shape,
 * cached like every public read and changed by an editor in the very next read; nobody writes
 * them through the public API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { ISO_TIME } from '../api/support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

interface Rate {
  id: number;
  title: string;
  department: string;
  includes: string[];
  excludes: string[];
  price_inr: number;
  valid_until: string | null;
  demo_figure: boolean;
  updated_at: string;
}

describe('GET /packages/', () => {
  it('answers at least six seeded neuro packages, each marked as a demo figure', async () => {
    const { status, body } = await cms.requestJson<Rate[]>('/packages/');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: 'Lumbar microdiscectomy (one level)',
      department: 'Neurosurgery',
      includes: expect.arrayContaining(['Surgeon, anaesthetist and operating theatre']),
      excludes: expect.arrayContaining(['MRI and other scans before admission']),
      price_inr: 125000,
      valid_until: '2027-03-31',
      demo_figure: true,
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(body.every((rate) => rate.demo_figure && rate.price_inr > 0)).toBe(true);
    expect(new Set(body.map((rate) => rate.department)).size).toBeGreaterThanOrEqual(3);
  });

  it("shows an editor's new rate in the very next read, and its lists line by line", async () => {
    await cms.requestJson('/packages'); // fills the read cache
    const uid = 'api::package.package';
    const first = await cms.strapi.documents(uid).findFirst({ filters: { title: 'Video EEG monitoring (24 hours)' } });
    await cms.strapi.documents(uid).update({
      documentId: first!.documentId,
      data: { price_inr: 19500, valid_until: null, demo_figure: false, excludes: '\nMRI of the brain\n\n' },
    });
    const { body } = await cms.requestJson<Rate[]>('/packages');
    expect(body.find((rate) => rate.title === 'Video EEG monitoring (24 hours)')).toMatchObject({
      price_inr: 19500,
      valid_until: null,
      demo_figure: false,
      excludes: ['MRI of the brain'],
    });
  });

  it('takes no write from a visitor or an admin through the public API', async () => {
    const admin = await cms.createUser({ role: 'admin' });
    for (const token of [undefined, admin.token]) {
      const response = await cms.request('/packages/', {
        method: 'POST',
        json: { title: 'Free', price_inr: 0 },
        token,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    const { body } = await cms.requestJson<Rate[]>('/packages/');
    expect(body.some((rate) => rate.title === 'Free')).toBe(false);
  });
});
