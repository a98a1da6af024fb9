import type { SiteSettings } from '@hospital/contract';
import { HOSPITAL_NAME, isContactDetails } from '../../../data/contact-details';
import SCHEMA from './rates.schema.json';

/**
 * The hospital's package rates as one machine-readable document (/rates.json), shaped after the
 * US Hospital Price Transparency JSON schema v3.0.0 (of the Centers for Medicare & Medicaid
 * Services) and valid against the project's own schema (rates.schema.json beside this file, served at
 * /rates.schema.json), and the plain-text pointer to it (/.well-known/hospital-rates.txt and
 * /cms-hpt.txt, in the form of that rule's cms-hpt.txt). Built from the CMS's answers as they
 * come: whatever a record holds, the document is valid, since each field is taken only in the form
 * the schema gives it (docs/ARCHITECTURE.md, "The rate file").
 */

export const RATES_PATH = '/rates.json';
export const RATES_SCHEMA_PATH = '/rates.schema.json';
/** Where tools look for the pointer: a name of our own under /.well-known/, and the US rule's own name. */
export const RATES_POINTER_PATHS = ['/.well-known/hospital-rates.txt', '/cms-hpt.txt'] as const;
/** The page that shows the rates to patients. */
const SOURCE_PAGE_PATH = '/packages';

/** Both of the hospital's locations are in West Bengal, whose clinical establishment licence this is. */
const LICENCE_STATE = 'IN-WB';

const ATTESTATION =
  'To the best of its knowledge and belief, the hospital has included in this file every package rate it ' +
  'publishes, as the West Bengal Clinical Establishments (Registration, Regulation and Transparency) Act, 2017, ' +
  'as amended in 2025, requires it to display, and the information encoded is true, accurate and complete as of ' +
  'the date in the file.';

interface RateCharge {
  /** Null: the package's one published price, whose room its inclusions name. */
  room_category: string | null;
  package_price: number;
}

interface RateItem {
  description: string;
  department: string;
  code_information: Array<{ code: string; type: 'LOCAL' }>;
  includes: string[];
  excludes: string[];
  standard_charges: RateCharge[];
  valid_until: string | null;
  demo_figure: boolean;
  last_updated_on: string | null;
  source_url: string;
}

export interface RatesDocument {
  $schema: string;
  hospital_name: string;
  last_updated_on: string;
  version: string;
  location_name: string[];
  hospital_address: string[];
  license_information: { license_number?: string; state: string; demo_value: boolean };
  attestation: { attestation: string; confirm_attestation: boolean; attester_name: string | null; demo_value: boolean };
  currency: 'INR';
  source_page_url: string;
  demo_values: boolean;
  demo_notice: string | null;
  standard_charge_information: RateItem[];
}

/** The schema's own version, which every document names. */
const RATES_FILE_VERSION: string = SCHEMA.properties.version.const;

/** The schema as served: its `$id` is the address it is served at on this site. */
export function ratesSchemaText(origin: string): string {
  return `${JSON.stringify({ ...SCHEMA, $id: new URL(RATES_SCHEMA_PATH, origin).href }, null, 2)}\n`;
}

/** A text, trimmed; anything else is none. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The texts of a list, each trimmed, without empty entries; anything but a list is an empty one. */
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((entry): entry is string => entry !== undefined) : [];

const KOLKATA = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD`: the calendar day at the hospital at that moment. */
function dayInKolkata(time: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    KOLKATA.formatToParts(time).find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `YYYY-MM-DD` as it is, if it is a real day; otherwise none. */
function day(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** The calendar day in Kolkata of an ISO time; none for anything else. */
function kolkataDay(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : dayInKolkata(time);
}

/** The hospital's own code for a package, from its id: `PKG-0007`. */
const packageCode = (id: number): string => `PKG-${String(id).padStart(4, '0')}`;

/**
 * One package of the CMS's answer as an item of the file, or none when it cannot be named (no
 * id, no title). Every other odd value is taken as what it can only mean: a price that is not a
 * whole number of rupees is no price (the item lists none), a date that is not a day none.
 */
function itemOf(record: unknown, origin: string): RateItem | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const rate = record as Record<string, unknown>;
  const id = rate.id;
  const title = text(rate.title);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || !title) return undefined;
  const price = rate.price_inr;
  return {
    description: title,
    department: text(rate.department) ?? '',
    code_information: [{ code: packageCode(id), type: 'LOCAL' }],
    includes: texts(rate.includes),
    excludes: texts(rate.excludes),
    standard_charges:
      typeof price === 'number' && Number.isSafeInteger(price) && price >= 0
        ? [{ room_category: null, package_price: price }]
        : [],
    valid_until: day(rate.valid_until),
    demo_figure: rate.demo_figure === true,
    last_updated_on: kolkataDay(rate.updated_at),
    source_url: new URL(`${SOURCE_PAGE_PATH}#package-${id}`, origin).href,
  };
}

/** The hospital's locations, each with its address: the main campus, then the branch when it has both. */
function locations(settings: SiteSettings): Array<[name: string, address: string]> {
  const main: [string, string] = [HOSPITAL_NAME, texts(settings.main_address).join(', ')];
  const branchName = text(settings.branch_name);
  const branchAddress = texts(settings.branch_address).join(', ');
  return branchName && branchAddress ? [main, [branchName, branchAddress]] : [main];
}

/**
 * Site settings the file can be made from: the CMS's contact details (the same check as the pages'
 * last known copy) with a main address that has words in it.
 */
export function usableSettings(value: unknown): value is SiteSettings {
  return isContactDetails(value) && texts(value.main_address).length > 0;
}

/**
 * The whole document, from the CMS's package rates (its `/packages/` answer, English) and site
 * settings (already checked to carry the main address). `today` dates a file that lists no rate.
 */
export function ratesDocument(
  origin: string,
  rates: readonly unknown[],
  settings: SiteSettings,
  today = new Date(),
): RatesDocument {
  const items = rates.flatMap((record) => {
    const item = itemOf(record, origin);
    if (!item) console.error('Rate file: a package without an id or a title is left out.');
    return item ? [item] : [];
  });
  const licenceNumber = text(settings.licence_number);
  const attester = text(settings.rates_attester_name) ?? null;
  const demoIdentity = settings.demo_licence_and_attester === true;
  const demoFigures = items.some((item) => item.demo_figure);
  const demoParts = [
    demoFigures && 'the rates marked demo_figure are examples, not the hospital’s approved rates',
    demoIdentity && 'the licence number and the attester are examples, not the hospital’s',
  ].filter((part): part is string => typeof part === 'string');
  const changed = items
    .map((item) => item.last_updated_on)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);
  const located = locations(settings);
  return {
    $schema: new URL(RATES_SCHEMA_PATH, origin).href,
    hospital_name: HOSPITAL_NAME,
    last_updated_on: changed ?? dayInKolkata(today),
    version: RATES_FILE_VERSION,
    location_name: located.map(([name]) => name),
    hospital_address: located.map(([, address]) => address),
    license_information: {
      ...(licenceNumber ? { license_number: licenceNumber } : {}),
      state: LICENCE_STATE,
      demo_value: demoIdentity && licenceNumber !== undefined,
    },
    attestation: {
      attestation: ATTESTATION,
      confirm_attestation: attester !== null && !demoIdentity && !demoFigures,
      attester_name: attester,
      demo_value: demoIdentity && attester !== null,
    },
    currency: 'INR',
    source_page_url: new URL(SOURCE_PAGE_PATH, origin).href,
    demo_values: demoParts.length > 0,
    demo_notice: demoParts.length > 0 ? `Demo values: ${demoParts.join('; ')}.` : null,
    standard_charge_information: items,
  };
}

/** A value on one line of the pointer: no line break (or other control character) can start a field of its own. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/**
 * The pointer, in the form of the US rule's cms-hpt.txt: one block per location, each naming the
 * page, the file and whom to ask about it (the grievance officer when the panel gives their
 * e-mail, else the hospital's own address).
 */
export function ratesPointer(origin: string, settings: SiteSettings): string {
  const officer = settings.grievance_officer;
  const officerName = text(officer?.name);
  const officerEmail = text(officer?.email);
  const contact = officerName && officerEmail ? { name: officerName, email: officerEmail } : undefined;
  return locations(settings)
    .map(([name]) =>
      [
        `location-name: ${oneLine(name)}`,
        `source-page-url: ${new URL(SOURCE_PAGE_PATH, origin).href}`,
        `mrf-url: ${new URL(RATES_PATH, origin).href}`,
        `contact-name: ${oneLine(contact?.name ?? HOSPITAL_NAME)}`,
        `contact-email: ${oneLine(contact?.email ?? text(settings.email) ?? '')}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
