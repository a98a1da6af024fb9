import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { fileTypeFromFile } from 'file-type';
import { MAX_REPORT_BYTES, MB, MESSAGES } from '@hospital/contract';
import type { IncomingFile, IncomingFiles } from '../../../legacy/uploads';
import type { FormReader } from '../../../legacy/validation';

/**
 * Reports a family attaches to an estimate request are medical records: kept in a private folder
 * (PATIENT_REPORTS_DIR, default `<cms>/private/reports`), never in the Media Library nor under the
 * public folder Strapi serves, read only through the desk's admin-only route, and deleted with the
 * request. Judged by their bytes (what a file says it is counts for nothing).
 */
export const REPORT_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export interface StoredReport {
  report_file: string;
  report_mime: string;
}

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

/** A stored report's own name: only names this module made are ever opened (no path from a row is trusted). */
const STORED_NAME = /^[0-9a-f-]{36}\.(?:pdf|jpg|png)$/;

/** The `report` file of the request, checked; a field error (400 on `report`) for anything else. */
export async function readReport(files: IncomingFiles | undefined, form: FormReader): Promise<IncomingFile | null> {
  const value = files?.report;
  if (!value) return null;
  const sent = Array.isArray(value) ? value : [value];
  if (sent.length !== 1) {
    form.fail('report', MESSAGES.reportInvalid, { code: 'file_type' });
    return null;
  }
  const [file] = sent;
  if (file.size > MAX_REPORT_BYTES) {
    form.fail('report', MESSAGES.reportTooLarge(MAX_REPORT_BYTES / MB), {
      code: 'file_too_large',
      max: MAX_REPORT_BYTES,
    });
    return null;
  }
  const detected = file.size > 0 ? await fileTypeFromFile(file.filepath).catch(() => undefined) : undefined;
  if (!detected || !REPORT_EXTENSIONS[detected.mime]) {
    form.fail('report', MESSAGES.reportInvalid, { code: 'file_type' });
    return null;
  }
  return { ...file, mimetype: detected.mime };
}

/** Copies the checked file into the private folder (the temp file is removed by the request's cleanup). */
export async function storeReport(strapi: Core.Strapi, file: IncomingFile): Promise<StoredReport> {
  const mime = file.mimetype!;
  const dir = reportsDir(strapi);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${REPORT_EXTENSIONS[mime]}`;
  await copyFile(file.filepath, path.join(dir, name));
  return { report_file: name, report_mime: mime };
}

export async function reportBytes(strapi: Core.Strapi, name: string | null | undefined): Promise<Buffer | null> {
  if (!name || !STORED_NAME.test(name)) return null;
  return readFile(path.join(reportsDir(strapi), name)).catch(() => null);
}

export async function removeReports(
  strapi: Core.Strapi,
  names: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const dir = reportsDir(strapi);
  await Promise.all(
    names
      .filter((name): name is string => !!name && STORED_NAME.test(name))
      .map((name) => rm(path.join(dir, name), { force: true }).catch(() => undefined)),
  );
}
