import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startCms, tableRowCounts, type TestDatabase } from '@hospital/test-support/harness';
import { permissionRows, uploadedFileNames } from './support';

/** One database for the whole file: seeded by the first boot, then booted again and again. */
let database: TestDatabase;

afterAll(async () => {
  await database?.drop();
});

/**
 * The bootstrap runs on every start. Booting again on a seeded database must leave every table,
 * every permission and every uploaded file exactly as it was.
 */
describe('bootstrap on a database it already seeded', () => {
  const boots: { tables: Record<string, number>; permissions: string[]; files: string[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let boot = 0; boot < 2; boot += 1) {
      const cms = await startCms({ database, demoContent: true });
      try {
        boots.push({
          tables: await tableRowCounts(cms.strapi),
          permissions: await permissionRows(cms.strapi),
          files: uploadedFileNames(database),
        });
      } finally {
        await cms.stop();
      }
    }
  });

  it('seeded something the first time', () => {
    const [first] = boots;
    expect(first.tables.news_items).toBeGreaterThan(0);
    expect(first.tables.files).toBeGreaterThan(0);
    expect(first.files.length).toBeGreaterThan(first.tables.files);
  });

  it('leaves the row count of every table unchanged on the second start', () => {
    const [first, second] = boots;
    expect(Object.keys(first.tables).length).toBeGreaterThan(20);
    expect(second.tables).toEqual(first.tables);
  });

  it('leaves every role permission unchanged', () => {
    const [first, second] = boots;
    expect(second.permissions).toEqual(first.permissions);
  });

  it('uploads no image twice', () => {
    const [first, second] = boots;
    expect(second.files).toEqual(first.files);
  });
});

describe('the demo content marker', () => {
  it('does not bring the demo back after an admin deleted all news', async () => {
    // The database seeded by the first describe block, booted a third and fourth time.
    const third = await startCms({ database, demoContent: true });
    const news = third.strapi.documents('api::news-item.news-item');
    const items = await news.findMany({ fields: ['documentId'] });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) await news.delete({ documentId: item.documentId, locale: '*' });
    await third.stop();

    const fourth = await startCms({ database, demoContent: true });
    try {
      expect(await fourth.strapi.db.query('api::news-item.news-item').count()).toBe(0);
      expect(await fourth.strapi.db.query('api::doctor.doctor').count()).toBeGreaterThan(0);
    } finally {
      await fourth.stop();
    }
  });

  it('does not mix the demo into a database that already holds content', async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await startCms({ database: fresh, demoContent: false });
      await first.strapi.documents('api::doctor.doctor').create({
        data: {
          name: 'Dr. Existing Entry',
          designation: 'Consultant Neurologist',
          about: 'Entered before the seed ran.',
          type: 'doctor',
          is_active: true,
        },
      });
      await first.stop();

      const second = await startCms({ database: fresh, demoContent: true });
      try {
        expect(await second.strapi.db.query('api::doctor.doctor').count()).toBe(1);
        expect(await second.strapi.db.query('api::news-item.news-item').count()).toBe(0);
        expect(await second.strapi.db.query('plugin::upload.file').count()).toBe(0);
      } finally {
        await second.stop();
      }
    } finally {
      await fresh.drop();
    }
  });
});
