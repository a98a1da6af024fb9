/**
 * Plain words in Strapi's panel: every field of every hospital content type has a human label
 * and a one-line description, list views show useful columns newest first, and edit forms are
 * grouped — set through the Content Manager's configuration by the bootstrap, again on restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_LAYOUTS, SYSTEM_FIELDS } from '../../src/bootstrap/panel-labels';
import { createPreparedDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';

let database: TestDatabase;
let cms: RunningCms;
let token: string;

interface Configuration {
  settings: { defaultSortBy: string; defaultSortOrder: string; mainField: string };
  metadatas: Record<string, { edit: { label?: string; description?: string }; list: { label?: string } }>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}

async function configuration(uid: string): Promise<Configuration> {
  const response = await fetch(`${cms.url}/content-manager/content-types/${uid}/configuration`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, uid).toBe(200);
  return ((await response.json()) as { data: { contentType: Configuration } }).data.contentType;
}

const hospitalTypes = () => Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
const SYSTEM = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

beforeAll(async () => {
  database = await createPreparedDatabase('accounts');
  cms = await startCms({ database });
  token = await cms.panelToken();
});
afterAll(async () => {
  await cms?.stop();
  await database?.drop();
});

describe("the panel's words and layouts", () => {
  it('give every field of every hospital type a label other than its raw name, and a one-line description', async () => {
    for (const uid of hospitalTypes()) {
      const config = await configuration(uid);
      for (const field of Object.keys(cms.strapi.contentType(uid as never).attributes).filter(
        (name) => !SYSTEM.has(name),
      )) {
        const { label, description } = config.metadatas[field].edit;
        expect(label, `${uid} ${field}`).toBeTruthy();
        expect(label, `${uid} ${field}`).not.toBe(field);
        expect(description, `${uid} ${field}`).toMatch(/\S/);
        expect(description, `${uid} ${field}`).not.toContain('\n');
      }
    }
  });

  it('name only fields the types have, so a misspelt or removed field cannot go unnoticed', () => {
    for (const [uid, layout] of Object.entries(PANEL_LAYOUTS)) {
      const attributes = cms.strapi.contentType(uid as never).attributes;
      for (const name of new Set([...Object.keys(layout.fields), ...layout.list, ...layout.edit.flat()])) {
        expect(name in attributes || name in SYSTEM_FIELDS, `${uid} ${name}`).toBe(true);
      }
    }
  });

  it('label the banner and doctor fields that were raw names', async () => {
    const banner = await configuration('api::banner.banner');
    expect(banner.metadatas.main_heading.edit).toMatchObject({
      label: 'Main heading',
      description: 'The large text on the home page banner',
    });
    const doctor = await configuration('api::doctor.doctor');
    expect(doctor.metadatas.fb.edit.label).toBe('Facebook page');
    expect(doctor.metadatas.insta.edit.label).toBe('Instagram page');
  });

  it('list useful columns, newest first, and keep every field in the edit form', async () => {
    for (const uid of hospitalTypes()) {
      const config = await configuration(uid);
      expect(config.settings, uid).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
      expect(config.layouts.list[0], uid).toBe('id');
      expect(config.layouts.list.length, uid).toBeGreaterThan(2);
      const inForm = config.layouts.edit.flat().map((cell) => cell.name);
      const fields = Object.keys(cms.strapi.contentType(uid as never).attributes).filter((name) => !SYSTEM.has(name));
      expect(new Set(inForm), uid).toEqual(new Set(fields));
      for (const row of config.layouts.edit)
        expect(
          row.reduce((sum, cell) => sum + cell.size, 0),
          uid,
        ).toBeLessThanOrEqual(12);
    }
    const facility = await configuration('api::facility.facility');
    expect(facility.layouts.list).toEqual(['id', 'heading', 'image', 'updatedAt', 'reviewed_by_native_speaker']);
    expect(facility.metadatas.reviewed_by_native_speaker.list.label).toBe('Reviewed by a native speaker');
    expect(facility.metadatas.updatedAt.list.label).toBe('Last changed');
  });

  it('are applied again on restart, undoing nothing else and leaving the same configuration', async () => {
    const before = await configuration('api::site-setting.site-setting');
    await cms.stop();
    cms = await startCms({ database });
    token = await cms.panelToken();
    expect(await configuration('api::site-setting.site-setting')).toEqual(before);
    expect(before.metadatas.landline.edit.label).toBe('Landline');
  });
});
