import type { Language } from '@hospital/contract';
import type { CONTENT_TYPES } from '../content-types';

/** One demo translation: which English entry it belongs to, and its words in Bengali and Hindi. */

type Uid = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
export type Fields = Record<string, string>;

export interface DemoTranslation {
  uid: Uid;
  /** The English entry's words that identify it (empty for a single type): an entry an editor has reworded is left alone. */
  english: Fields;
  /** The entry itself is demo content, seeded only with it. */
  demo?: boolean;
  translations: Record<Exclude<Language, 'en'>, Fields>;
}

export const paragraphs = (...list: string[]): string => list.join('\n\n');
export const lines = (...list: string[]): string => list.join('\n');
