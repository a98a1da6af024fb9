import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import type { TestDatabase } from '@hospital/test-support/harness';

/**
 * "id role-type action" for every users-permissions permission row, sorted. The id is included so
 * that a row deleted and created again (same action, new id) counts as a change.
 */
export async function permissionRows(strapi: Core.Strapi): Promise<string[]> {
  const rows = (await strapi.db.query('plugin::users-permissions.permission').findMany({
    populate: { role: { select: ['type'] } },
  })) as { id: number; action: string; role: { type: string } | null }[];
  return rows.map((row) => `${row.id} ${row.role?.type ?? '(no role)'} ${row.action}`).sort();
}

/** Every action (api:: and plugin::) granted to the users-permissions role of that type. */
export async function actionsOf(strapi: Core.Strapi, roleType: string): Promise<string[]> {
  const rows = (await strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: { type: roleType } },
    select: ['action'],
  })) as { action: string }[];
  return rows.map((row) => row.action).sort();
}

/** The `api::` actions granted to the users-permissions role of that type. */
export async function apiActionsOf(strapi: Core.Strapi, roleType: string): Promise<string[]> {
  const rows = (await strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: { type: roleType }, action: { $startsWith: 'api::' } },
    select: ['action'],
  })) as { action: string }[];
  return rows.map((row) => row.action).sort();
}

export function uploadedFileNames(database: TestDatabase): string[] {
  return readdirSync(join(database.publicDir, 'uploads')).sort();
}

interface UploadService {
  upload(input: {
    data: { fileInfo: { alternativeText: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ id: number }[]>;
}

/** Uploads a small real JPEG through the upload plugin and returns its file id (for required media fields). */
export async function uploadTestImage(strapi: Core.Strapi): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'hospital-test-image-'));
  try {
    const filepath = join(dir, 'test.jpg');
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    writeFileSync(filepath, bytes);
    const service = strapi.plugin('upload').service<UploadService>('upload');
    const [file] = await service.upload({
      data: { fileInfo: { alternativeText: 'A test image' } },
      files: { filepath, originalFilename: 'test.jpg', mimetype: 'image/jpeg', size: bytes.length },
    });
    return file.id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
