import type { UID } from '@strapi/strapi';
import type { SearchKind } from '@hospital/contract';

/** An entry as read for the index: its own columns (no media, no relations). */
export type EntryRecord = Record<string, unknown> & { id: number; documentId: string };

/**
 * Where the search finds one kind of page: its content type, which of its entries are pages of
 * the site, and which of its fields hold the words. A result's address is the entry's page in
 * legacy/site-paths.ts (the same table as the panel's preview), so a type is searched only once
 * the site shows it there.
 */
export interface SearchSource {
  readonly kind: SearchKind;
  readonly uid: UID.ContentType;
  /** The entries that are pages of the site (a Document Service filter on the English entries). */
  readonly filters?: Record<string, unknown>;
  /** The field of its heading (translated). */
  readonly title: string;
  /** The fields of its text, in the order its page shows them (translated). */
  readonly body: readonly string[];
  /** Shared words it is found by but that the result does not show (an enumeration, a department). */
  readonly keywords?: (record: EntryRecord) => string;
}

/** `neuro_critical_care` as words: "neuro critical care". */
const enumerationWords = (value: unknown): string => (typeof value === 'string' ? value.replace(/_/g, ' ') : '');

/**
 * Every kind the search answers, one line each. The order is that of the contract's
 * SEARCH_KINDS; it breaks no tie (results are ranked by their words).
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: 'condition',
    uid: 'api::condition.condition',
    title: 'name',
    body: ['summary', 'overview', 'symptoms', 'seek_care_now', 'diagnosis_here', 'treatment_here'],
  },
  {
    kind: 'doctor',
    uid: 'api::doctor.doctor',
    // The doctor finder lists active doctors only; an entry saved before the flag existed is active.
    filters: { $or: [{ is_active: true }, { is_active: { $null: true } }] },
    title: 'name',
    body: ['designation', 'about', 'details'],
    keywords: (record) => enumerationWords(record.specialty),
  },
  { kind: 'department', uid: 'api::facility.facility', title: 'heading', body: ['content'] },
  { kind: 'division', uid: 'api::division.division', title: 'heading', body: ['content'] },
  { kind: 'service', uid: 'api::service.service', title: 'heading', body: ['content'] },
  {
    kind: 'package',
    uid: 'api::package.package',
    title: 'title',
    // What it includes, not what it excludes: a package is not an answer to what it leaves out.
    body: ['includes'],
    keywords: (record) => (typeof record.department === 'string' ? record.department : ''),
  },
  { kind: 'news', uid: 'api::news-item.news-item', title: 'title', body: ['description'] },
  { kind: 'event', uid: 'api::event.event', title: 'title', body: ['description'] },
  {
    kind: 'blog',
    uid: 'api::content-entry.content-entry',
    // Videos have no page of their own to link a result to.
    filters: { type: 'blog' },
    title: 'title',
    body: ['description'],
  },
];
