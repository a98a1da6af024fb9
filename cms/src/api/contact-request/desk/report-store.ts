import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { objectStorage } from '../../../media/object-storage';
import { reportsBucket } from './report-bucket';
import { reportsFolder } from './report-folder';

/** A stored report's bytes, read as they are sent on (never held whole in memory). */
export interface OpenedReport {
  stream: Readable;
  /** Its size in bytes, when the store tells it. */
  length?: number;
}

/**
 * Where the patients' reports are kept: the private folder on this machine, or the private bucket
 * when the uploads are on object storage. Names are made by patient-reports.ts, never taken from
 * a request.
 */
export interface ReportStore {
  /** Where it is, for the logs (a folder's path or a bucket's name: never a patient's detail). */
  readonly place: string;
  /** Keeps the checked file at `filepath` under `name`; throws, keeping nothing, when it cannot. */
  put(name: string, filepath: string, mime: string): Promise<void>;
  /** The report of that name, or null when there is none; throws when the store does not answer. */
  open(name: string): Promise<OpenedReport | null>;
  /** Removes it (one already gone is no error); throws when the store refuses. */
  remove(name: string): Promise<void>;
}

const stores = new WeakMap<Core.Strapi, ReportStore>();

/** This CMS's report store, chosen once from the S3_* variables (object-storage.ts reads them). */
export function reportStore(strapi: Core.Strapi): ReportStore {
  let store = stores.get(strapi);
  if (!store) {
    const settings = objectStorage();
    store = settings ? reportsBucket(settings) : reportsFolder(strapi);
    stores.set(strapi, store);
  }
  return store;
}
