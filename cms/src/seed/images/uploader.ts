import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import type { RenderedImage } from './render';

/** The part of an upload plugin file record the seed uses. */
export interface UploadedFile {
  id: number;
  url: string;
  formats: Record<string, unknown> | null;
}

interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption?: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<UploadedFile[]>;
  remove(file: UploadedFile): Promise<unknown>;
}

export interface ImageUploader {
  upload(image: RenderedImage): Promise<UploadedFile>;
  uploadedCount(): number;
  /** Deletes the files uploaded so far (their formats too): used when seeding fails half way. */
  removeUploaded(): Promise<void>;
  /** Removes the working folder of the generated JPEGs. */
  dispose(): Promise<void>;
}

/**
 * Uploads through the upload plugin's service, exactly as a file from the panel: the provider
 * stores it and the plugin makes the thumbnail and responsive formats.
 */
export async function createImageUploader(strapi: Core.Strapi): Promise<ImageUploader> {
  const workDir = await mkdtemp(join(tmpdir(), 'hospital-seed-'));
  const service = strapi.plugin('upload').service<UploadService>('upload');
  const uploaded: UploadedFile[] = [];

  return {
    async upload(image) {
      const filepath = join(workDir, image.fileName);
      await writeFile(filepath, image.bytes);
      const [file] = await service.upload({
        data: { fileInfo: { name: image.fileName, alternativeText: image.alt, caption: image.caption } },
        files: { filepath, originalFilename: image.fileName, mimetype: 'image/jpeg', size: image.bytes.length },
      });
      uploaded.push(file);
      await rm(filepath, { force: true });
      return file;
    },
    uploadedCount: () => uploaded.length,
    async removeUploaded() {
      for (const file of uploaded.splice(0)) await service.remove(file);
    },
    async dispose() {
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
