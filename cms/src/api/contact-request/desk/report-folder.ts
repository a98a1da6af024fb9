import { copyFile, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { ReportStore } from './report-store';

/**
 * The private folder (PATIENT_REPORTS_DIR, default `<cms>/private/reports`): the embedded default,
 * for one CMS on one machine.
 */
export function reportsDir(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): string {
  const dir = path.resolve(strapi.dirs.app.root, env.PATIENT_REPORTS_DIR?.trim() || path.join('private', 'reports'));
  const publicDir = path.resolve(strapi.dirs.static.public);
  const relative = path.relative(publicDir, dir);
  // The public folder is served to anyone: a report there would be one guessable address from public.
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error(`PATIENT_REPORTS_DIR (${dir}) is inside the public folder ${publicDir}: choose a private folder.`);
  }
  return dir;
}

export function reportsFolder(strapi: Core.Strapi): ReportStore {
  const dir = reportsDir(strapi);
  return {
    place: `the folder ${dir}`,
    async put(name, filepath) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A copy cut short (a full disk) leaves no half report behind.
      await copyFile(filepath, path.join(dir, name)).catch(async (error: unknown) => {
        await rm(path.join(dir, name), { force: true }).catch(() => undefined);
        throw error;
      });
    },
    async open(name) {
      const file = await open(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!file) return null;
      const { size } = await file.stat();
      return { stream: file.createReadStream(), length: size };
    },
    async remove(name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}
