import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { fileTypeFromFile } from 'file-type';
import { MAX_REPORT_BYTES, MB, MESSAGES, type PatientRequestRefusal } from '@hospital/contract';
import type { IncomingFile, IncomingFiles } from '../../../legacy/uploads';
import { detailError, LegacyError } from '../../../legacy/errors';
import type { FormReader } from '../../../legacy/validation';
import { reportStore, type OpenedReport } from './report-store';

/**
 * Reports a family attaches to an estimate request are medical records: kept in a private folder
 * (PATIENT_REPORTS_DIR, default `<cms>/private/reports`) or, with object storage, the private
 * bucket S3_REPORTS_BUCKET (report-store.ts), never in the Media Library nor anywhere public, read
 * only through the desk's admin-only route, and deleted with the request. Judged by their bytes
 * (what a file says it is counts for nothing).
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

/** Keeps the checked file under a new random name (the temp file is removed by the request's cleanup). */
export async function storeReport(strapi: Core.Strapi, file: IncomingFile): Promise<StoredReport> {
  const mime = file.mimetype!;
  const name = `${randomUUID()}.${REPORT_EXTENSIONS[mime]}`;
  const store = reportStore(strapi);
  try {
    await store.put(name, file.filepath, mime);
  } catch (error) {
    strapi.log.error(`Patient reports: a report could not be stored in ${store.place}: ${reason(error)}`);
    // With its code, so the site words it in the family's language (a 503 is otherwise "unreachable").
    throw new LegacyError(503, {
      detail: MESSAGES.reportNotReceived,
      codes: { report: [{ code: 'report_not_received' }] },
    } satisfies PatientRequestRefusal);
  }
  return { report_file: name, report_mime: mime };
}

/** The report of that name as a stream; null when there is none, a 503 when its store does not answer. */
export async function openReport(strapi: Core.Strapi, name: string | null | undefined): Promise<OpenedReport | null> {
  if (!name || !STORED_NAME.test(name)) return null;
  const store = reportStore(strapi);
  try {
    return await store.open(name);
  } catch (error) {
    strapi.log.error(`Patient reports: ${name} could not be read from ${store.place}: ${reason(error)}`);
    throw detailError(503, MESSAGES.reportUnavailable);
  }
}

/**
 * Removes the reports of requests already deleted. Never throws: the rows are gone whatever the
 * store answers, and a report it kept refusing to remove is logged by name for removal by hand.
 * A bucket's refusals are already tried again by its S3 client (S3_ATTEMPTS, object-storage.ts).
 */
export async function removeReports(
  strapi: Core.Strapi,
  names: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const store = reportStore(strapi);
  await Promise.all(
    names
      .filter((name): name is string => !!name && STORED_NAME.test(name))
      .map((name) =>
        store.remove(name).catch((error: unknown) => {
          strapi.log.error(
            `Patient reports: ${name} (of a deleted request) could not be removed from ${store.place} (${reason(error)}); remove it by hand.`,
          );
        }),
      ),
  );
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
