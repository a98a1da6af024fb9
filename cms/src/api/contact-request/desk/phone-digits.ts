import type { Core } from '@strapi/strapi';

const UID = 'api::contact-request.contact-request';
/** The zero of each script a patient in India may type a number in: Latin, Arabic-Indic, and the Indian scripts. */
const DIGIT_ZEROS = [
  0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040,
  0xff10,
];
const BACKFILL_BATCH = 500;
/** Fewer digits than this in a search are a name or a reference, not a phone number. */
const MIN_SEARCH_DIGITS = 3;

/** Digits of any of these scripts as Latin digits: "৯৮৩০০" and "९८३००" read "98300". */
function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => point >= start && point < start + 10);
    return zero === undefined ? digit : String(point - zero);
  });
}

/** A phone number as its digits only, whatever the spacing, dashes or script: "+91 98300-12345" is "919830012345". */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = latinDigits(phone ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/**
 * What a desk search for a number looks for among the stored digits: the digits typed, and the
 * same without India's country code or trunk zero, so "+91 98300 12345", "098300 12345" and
 * "98300-12345" all find a number stored as "9830012345" (and the other way round, since the
 * stored "+91 98300 12345" contains "9830012345"). None for a search with letters or fewer than three digits.
 */
export function searchedDigits(search: string): string[] {
  // Letters make it a name or a reference (NH-0042), whose digits must not match phone numbers.
  if (/\p{L}/u.test(search)) return [];
  let digits = phoneDigits(search) ?? '';
  if (digits.length < MIN_SEARCH_DIGITS) return [];
  if (digits.startsWith('00')) digits = digits.slice(2);
  const variants = new Set([digits]);
  if (digits.length === 12 && digits.startsWith('91')) variants.add(digits.slice(2));
  if (digits.length === 11 && digits.startsWith('0')) variants.add(digits.slice(1));
  return [...variants];
}

/** Whoever writes a request (the forms, the panel, the seed), its searchable digits follow its phone. */
export function keepPhoneDigits(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && 'phone' in data) data.phone_digits = phoneDigits(typeof data.phone === 'string' ? data.phone : null);
    return next();
  });
}

/**
 * Requests stored before the digits were kept get them at start-up, in batches; a request without
 * a phone (anonymous feedback) has none to keep. Several instances doing it at once write the same.
 */
export async function fillPhoneDigits(strapi: Core.Strapi): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = (await strapi.db.query(UID).findMany({
      where: { phone_digits: { $null: true }, phone: { $notNull: true, $ne: '' } },
      select: ['id', 'phone'],
      limit: BACKFILL_BATCH,
    })) as Array<{ id: number; phone: string }>;
    // A number without a digit is stored as "" so it leaves the batch and the loop ends.
    for (const row of rows) {
      await strapi.db
        .query(UID)
        .update({ where: { id: row.id }, data: { phone_digits: phoneDigits(row.phone) ?? '' } });
    }
    filled += rows.length;
    if (rows.length < BACKFILL_BATCH) return filled;
  }
}
