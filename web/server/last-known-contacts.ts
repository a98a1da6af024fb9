import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSettings } from '@hospital/contract';
import { isContactDetails, type ApiLoader } from '../src/entry-server';
import { writeWhole } from './page-store-file';

/** The public API path of the hospital's contact details (its phone numbers, addresses). */
export const CONTACT_DETAILS_PATH = '/site-settings/';
const FILE = 'contact-details.json';

/**
 * The hospital's contact details as the CMS last gave them, in memory and (with a folder,
 * PAGE_STORE_DIR) on disk: when the CMS cannot answer, the top bar, the footer, /emergency and
 * the "unavailable" page still carry the phone numbers and address.
 */
export class LastKnownContacts {
  private details: SiteSettings | undefined;
  /** The details in memory, and as last written to disk, as JSON. */
  private known = '';
  private saved = '';

  private readonly dir?: string;

  constructor(dir?: string) {
    if (!dir) return;
    try {
      mkdirSync(dir, { recursive: true });
      this.dir = dir;
    } catch (error) {
      // A folder the server may not write (a read-only image): the details are kept in memory only.
      console.error(`Contact details kept in memory only (${dir}):`, error instanceof Error ? error.message : error);
      return;
    }
    try {
      const text = readFileSync(join(dir, FILE), 'utf8');
      const parsed: unknown = JSON.parse(text);
      if (isContactDetails(parsed)) [this.details, this.known, this.saved] = [parsed, text, text];
    } catch {
      // None kept yet (or unreadable): the first answer from the CMS fills it.
    }
  }

  get current(): SiteSettings | undefined {
    return this.details;
  }

  remember(details: SiteSettings): void {
    const text = JSON.stringify(details);
    // Unchanged details keep their object: what is made from them (the 503 page) is made once.
    if (text === this.known) return;
    [this.details, this.known] = [details, text];
    if (!this.dir || text === this.saved) return;
    try {
      writeWhole(this.dir, FILE, text);
      this.saved = text;
    } catch (error) {
      console.error('Contact details not saved:', error instanceof Error ? error.message : error);
    }
  }

  /** A loader that remembers each good answer of the contact details and gives the last one when the CMS fails. */
  around(load: ApiLoader): ApiLoader {
    return async (key) => {
      const data = await load(key);
      if (key[0] !== CONTACT_DETAILS_PATH) return data;
      if (isContactDetails(data)) {
        this.remember(data);
        return data;
      }
      return this.details ?? data;
    };
  }
}
