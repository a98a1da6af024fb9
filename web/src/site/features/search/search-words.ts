import type { SearchKind } from '../../../lib/api';
import type { MessageKey } from '../../../lib/i18n';

/** What each kind of result is called on the page, in its language. */
export const KIND_WORDS: Record<SearchKind, MessageKey> = {
  condition: 'pages.search.kind.condition',
  doctor: 'pages.search.kind.doctor',
  department: 'pages.search.kind.department',
  division: 'pages.search.kind.division',
  service: 'pages.search.kind.service',
  package: 'pages.search.kind.package',
  news: 'pages.search.kind.news',
  event: 'pages.search.kind.event',
  blog: 'pages.search.kind.blog',
};
